import { describe, expect, it } from 'vitest';
import type { Requirement } from '@charter/shared';
import { charterTaskFigures, obligationFigures } from './founder-figures';

const asOf = '2026-11-27';
const item = (overrides: Partial<Requirement>) =>
  ({ status: 'pending', due_date: '2026-12-31', completed_at: null, ...overrides }) as Requirement;

describe('obligationFigures', () => {
  it('counts done on time, done late, done without dates, overdue, and open ones due within 30 and 90 days', () => {
    const figures = obligationFigures(
      [
        item({ status: 'completed', due_date: '2026-06-30', completed_at: '2026-06-30T18:00:00.000Z' }),
        item({ status: 'completed', due_date: '2026-06-30', completed_at: '2026-07-01T09:00:00.000Z' }),
        item({ status: 'completed', due_date: null, completed_at: '2026-07-01T09:00:00.000Z' }),
        item({ status: 'completed', due_date: '2026-06-30', completed_at: null }),
        item({ status: 'overdue', due_date: '2026-11-01' }),
        item({ due_date: '2026-11-27' }),
        item({ status: 'in_progress', due_date: '2026-12-27' }),
        item({ due_date: '2026-12-28' }),
        item({ due_date: '2027-02-25' }),
        item({ due_date: '2027-02-26' }),
        item({ due_date: null }),
      ],
      asOf,
    );
    expect(figures).toEqual({
      on_time: 1,
      late: 1,
      done_undated: 2,
      overdue_now: 1,
      due_within_30: 2,
      due_within_90: 4,
      missing: null,
    });
  });

  it('says what is missing while nothing is done', () => {
    expect(obligationFigures([item({})], asOf).missing).toMatch(/Nothing marked done yet/);
  });
});

describe('charterTaskFigures', () => {
  const set = new Date('2026-11-20T10:00:00Z');
  const task = (overrides: object) => ({
    status: 'pending' as const,
    performer: 'charter' as const,
    dueDate: null,
    createdAt: set,
    completedAt: null,
    ...overrides,
  });

  it('averages Charter’s completed tasks only, and counts its late open ones', () => {
    const figures = charterTaskFigures(
      [
        task({ status: 'completed', completedAt: new Date('2026-11-21T10:00:00Z') }),
        task({ status: 'completed', completedAt: new Date('2026-11-23T10:00:00Z') }),
        task({ status: 'completed', performer: 'founder', completedAt: new Date('2026-11-30T10:00:00Z') }),
        task({ dueDate: '2026-11-26' }),
        task({ dueDate: '2026-11-27' }),
      ],
      asOf,
    );
    expect(figures).toEqual({ open: 2, completed: 2, overdue: 1, average_hours: { value: 48, missing: null } });
  });

  it('names the missing data when Charter has no task, or none completed', () => {
    expect(charterTaskFigures([], asOf).average_hours.missing).toMatch(/No task of Charter’s yet/);
    expect(charterTaskFigures([task({})], asOf).average_hours.missing).toMatch(/None of Charter’s tasks is completed yet/);
  });
});
