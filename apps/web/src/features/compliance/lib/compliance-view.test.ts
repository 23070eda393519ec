import { describe, expect, it } from 'vitest';
import type { Requirement } from '@charter/shared';
import { countByFilter, dueTone, filingsDueBeforeJoining, formatDay, matchesFilter, scoreBand, topPriority } from './compliance-view';

const asOf = '2025-06-10';

function requirement(overrides: Partial<Requirement>): Requirement {
  return {
    id: overrides.name ?? 'r',
    rule_id: 'rule',
    name: 'Requirement',
    description: '',
    category: 'Tax',
    status: 'pending',
    due_date: '2025-07-01',
    period_label: null,
    recurrence: 'annual',
    urgency: 'medium',
    is_mandatory: true,
    applicability: 'mandatory',
    condition_note: null,
    business_type: 'LLC',
    estimated_completion_days: 3,
    price: null,
    currency: 'USD',
    product_id: null,
    source_url: 'https://example.com',
    last_verified: '2025-01-01',
    penalty: null,
    exposure: null,
    completed_at: null,
    ...overrides,
  };
}

describe('scoreBand', () => {
  it.each([
    [100, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [60, 'fair'],
    [59, 'poor'],
    [0, 'poor'],
  ] as const)('%i is %s', (score, band) => expect(scoreBand(score)).toBe(band));
});

describe('dueTone', () => {
  it.each([
    ['2025-06-09', 'overdue'],
    ['2025-06-10', 'soon'],
    ['2025-06-17', 'soon'],
    ['2025-06-18', 'later'],
  ] as const)('%s is %s', (due, tone) => expect(dueTone(due, asOf)).toBe(tone));
});

describe('status filter', () => {
  const list = [
    requirement({ name: 'a', status: 'pending' }),
    requirement({ name: 'b', status: 'in_progress' }),
    requirement({ name: 'c', status: 'overdue' }),
    requirement({ name: 'd', status: 'completed' }),
  ];
  it('counts pending and in progress together as pending', () => {
    expect(countByFilter(list)).toEqual({ all: 4, pending: 2, overdue: 1, completed: 1 });
    expect(list.filter((r) => matchesFilter(r, 'pending')).map((r) => r.name)).toEqual(['a', 'b']);
  });
});

describe('topPriority', () => {
  it('orders overdue first, then nearest due date, then high urgency, and keeps three', () => {
    const top = topPriority([
      requirement({ name: 'later-high', due_date: '2025-08-01', urgency: 'high' }),
      requirement({ name: 'soon-low', due_date: '2025-06-20', urgency: 'low' }),
      requirement({ name: 'soon-high', due_date: '2025-06-20', urgency: 'high' }),
      requirement({ name: 'overdue', status: 'overdue', due_date: '2025-06-01' }),
      requirement({ name: 'done', status: 'completed', due_date: '2025-06-11' }),
    ]);
    expect(top.map((r) => r.name)).toEqual(['overdue', 'soon-high', 'soon-low']);
  });

  it('puts required items before conditional ones of the same lateness', () => {
    const top = topPriority([
      requirement({ name: 'conditional-overdue', status: 'overdue', due_date: '2019-01-01', applicability: 'conditional' }),
      requirement({ name: 'required-overdue', status: 'overdue', due_date: '2020-01-01' }),
      requirement({ name: 'conditional-soon', due_date: '2025-06-11', applicability: 'conditional', is_mandatory: false }),
      requirement({ name: 'required-later', due_date: '2025-09-01' }),
    ]);
    expect(top.map((r) => r.name)).toEqual(['required-overdue', 'conditional-overdue', 'required-later']);
  });
});

describe('formatDay', () => {
  it('shows the calendar date itself', () => expect(formatDay('2025-03-01')).toMatch(/^(1 Mar 2025|Mar 1, 2025)$/));
});

describe('filingsDueBeforeJoining', () => {
  it('keeps open one-time items due before the company was added, nothing recurring, done or due later', () => {
    const items = [
      requirement({ name: 'old-one-off', recurrence: 'one_time', status: 'overdue', due_date: '2019-07-15' }),
      requirement({ name: 'old-but-done', recurrence: 'one_time', status: 'completed', due_date: '2019-07-15' }),
      requirement({ name: 'missed-after-joining', recurrence: 'one_time', status: 'overdue', due_date: '2025-06-05' }),
      requirement({ name: 'recurring', recurrence: 'monthly', status: 'overdue', due_date: '2019-07-15' }),
    ];
    expect(filingsDueBeforeJoining(items, '2025-06-01T10:00:00.000Z').map((r) => r.name)).toEqual(['old-one-off']);
  });
});
