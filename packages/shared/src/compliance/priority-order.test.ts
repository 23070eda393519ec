import { describe, expect, it } from 'vitest';
import { requirement } from '../testing/requirement';
import { priorityItems } from './priority-order';

const names = (items: ReturnType<typeof priorityItems>) => items.map((item) => item.name);

describe('priorityItems order', () => {
  it('orders overdue first, then nearest due date, then high urgency on the same day, and keeps three', () => {
    const top = priorityItems([
      requirement({ name: 'later-high', due_date: '2025-08-01', urgency: 'high' }),
      requirement({ name: 'soon-low', due_date: '2025-06-20', urgency: 'low' }),
      requirement({ name: 'soon-high', due_date: '2025-06-20', urgency: 'high' }),
      requirement({ name: 'overdue', status: 'overdue', due_date: '2025-06-01' }),
      requirement({ name: 'done', status: 'completed', due_date: '2025-06-11' }),
    ]);
    expect(names(top)).toEqual(['overdue', 'soon-high', 'soon-low']);
  });

  // Issue 30: the ITR (annual, required, high) due in 338 days was listed above a TDS deposit due in 10 days.
  it('lists a filing due in 10 days above a required, high-urgency one due in 338 days', () => {
    const top = priorityItems([
      requirement({ name: 'itr', due_date: '2026-10-31', urgency: 'high' }),
      requirement({ name: 'tds', due_date: '2025-12-07', urgency: 'medium', applicability: 'conditional', is_mandatory: false }),
    ]);
    expect(names(top)).toEqual(['tds', 'itr']);
  });

  it('orders overdue items oldest first, whatever their urgency', () => {
    const top = priorityItems([
      requirement({ name: 'newer-high', status: 'overdue', due_date: '2023-10-07', urgency: 'high' }),
      requirement({ name: 'older-medium', status: 'overdue', due_date: '2023-05-10', urgency: 'medium' }),
    ]);
    expect(names(top)).toEqual(['older-medium', 'newer-high']);
  });

  it('puts an overdue item above one due earlier that is not marked overdue', () => {
    const top = priorityItems([
      requirement({ name: 'pending-early', status: 'pending', due_date: '2020-01-01' }),
      requirement({ name: 'overdue-later', status: 'overdue', due_date: '2021-01-01' }),
    ]);
    expect(names(top)).toEqual(['overdue-later', 'pending-early']);
  });

  it('breaks a same-day tie by urgency, then required before conditional, then name', () => {
    const top = priorityItems(
      [
        requirement({ name: 'b-conditional', urgency: 'medium', applicability: 'conditional' }),
        requirement({ name: 'c-required', urgency: 'medium' }),
        requirement({ name: 'a-required', urgency: 'medium' }),
        requirement({ name: 'z-high', urgency: 'high', applicability: 'conditional' }),
      ],
      4,
    );
    expect(names(top)).toEqual(['z-high', 'a-required', 'c-required', 'b-conditional']);
  });

  it('puts undated items after every dated one', () => {
    const top = priorityItems([
      requirement({ name: 'undated-high', due_date: null, urgency: 'high' }),
      requirement({ name: 'far-low', due_date: '2030-01-01', urgency: 'low' }),
    ]);
    expect(names(top)).toEqual(['far-low', 'undated-high']);
  });

  it('returns nothing when everything is done', () => {
    expect(priorityItems([requirement({ status: 'completed' })])).toEqual([]);
  });
});
