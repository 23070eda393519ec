import { describe, expect, it } from 'vitest';
import { requirement } from '../testing/requirement';
import type { Requirement } from './compliance';
import { priorityItems } from './priority-order';

const names = (items: ReturnType<typeof priorityItems>) => items.map((item) => item.name);

describe('priorityItems order', () => {
  // Each case: the requirements, the names expected first to last, and how many to keep when not the default three.
  it.each<[string, Requirement[], string[], number?]>([
    [
      'orders overdue first, then nearest due date, then high urgency on the same day, and keeps three',
      [
        requirement({ name: 'later-high', due_date: '2025-08-01', urgency: 'high' }),
        requirement({ name: 'soon-low', due_date: '2025-06-20', urgency: 'low' }),
        requirement({ name: 'soon-high', due_date: '2025-06-20', urgency: 'high' }),
        requirement({ name: 'overdue', status: 'overdue', due_date: '2025-06-01' }),
        requirement({ name: 'done', status: 'completed', due_date: '2025-06-11' }),
      ],
      ['overdue', 'soon-high', 'soon-low'],
    ],
    // Issue 30: the ITR (annual, required, high) due in 338 days was listed above a TDS deposit due in 10 days.
    [
      'lists a filing due in 10 days above a required, high-urgency one due in 338 days',
      [
        requirement({ name: 'itr', due_date: '2026-10-31', urgency: 'high' }),
        requirement({ name: 'tds', due_date: '2025-12-07', urgency: 'medium', applicability: 'conditional', is_mandatory: false }),
      ],
      ['tds', 'itr'],
    ],
    [
      'orders overdue items oldest first, whatever their urgency',
      [
        requirement({ name: 'newer-high', status: 'overdue', due_date: '2023-10-07', urgency: 'high' }),
        requirement({ name: 'older-medium', status: 'overdue', due_date: '2023-05-10', urgency: 'medium' }),
      ],
      ['older-medium', 'newer-high'],
    ],
    [
      'puts an overdue item above one due earlier that is not marked overdue',
      [
        requirement({ name: 'pending-early', status: 'pending', due_date: '2020-01-01' }),
        requirement({ name: 'overdue-later', status: 'overdue', due_date: '2021-01-01' }),
      ],
      ['overdue-later', 'pending-early'],
    ],
    [
      'breaks a same-day tie by urgency, then required before conditional, then name',
      [
        requirement({ name: 'b-conditional', urgency: 'medium', applicability: 'conditional' }),
        requirement({ name: 'c-required', urgency: 'medium' }),
        requirement({ name: 'a-required', urgency: 'medium' }),
        requirement({ name: 'z-high', urgency: 'high', applicability: 'conditional' }),
      ],
      ['z-high', 'a-required', 'c-required', 'b-conditional'],
      4,
    ],
    [
      'puts undated items after every dated one',
      [
        requirement({ name: 'undated-high', due_date: null, urgency: 'high' }),
        requirement({ name: 'far-low', due_date: '2030-01-01', urgency: 'low' }),
      ],
      ['far-low', 'undated-high'],
    ],
    ['returns nothing when everything is done', [requirement({ status: 'completed' })], []],
  ])('%s', (_title, requirements, expected, limit) => {
    expect(names(priorityItems(requirements, limit))).toEqual(expected);
  });
});
