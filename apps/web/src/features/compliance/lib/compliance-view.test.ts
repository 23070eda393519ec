import { describe, expect, it } from 'vitest';
import { countByFilter, dueTone, filingsDueBeforeJoining, matchesFilter, scoreBand } from './compliance-view';
import { requirement } from '@charter/shared/testing';

const asOf = '2025-06-10';

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
