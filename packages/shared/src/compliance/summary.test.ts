import { describe, expect, it } from 'vitest';
import { isUrgent, summarizeCompliance } from './summary';
import { URGENT_WITHIN_DAYS } from './time-windows';

const asOf = '2026-06-10';
const item = (name: string, due_date: string | null, status: 'pending' | 'in_progress' | 'completed' | 'overdue' = 'pending') => ({
  id: name,
  name,
  due_date,
  status,
});

describe('isUrgent', () => {
  it.each([
    [item('overdue', '2026-06-01', 'overdue'), true],
    [item('today', '2026-06-10'), true],
    [item('in 7 days', '2026-06-17'), true],
    [item('in 8 days', '2026-06-18'), false],
    [item('undated', null), false],
    [item('done and soon', '2026-06-11', 'completed'), false],
    [item('in progress, tomorrow', '2026-06-11', 'in_progress'), true],
  ])('%o → %s', (value, expected) => {
    expect(isUrgent(value, asOf)).toBe(expected);
  });

  it('uses the 7 days of the spec’s yellow helper text', () => {
    expect(URGENT_WITHIN_DAYS).toBe(7);
  });
});

describe('summarizeCompliance', () => {
  it('puts every item in exactly one of urgent, pending, completed, and finds the next deadline', () => {
    const summary = summarizeCompliance(
      [
        item('late', '2026-06-01', 'overdue'),
        item('week', '2026-06-15'),
        item('later', '2026-09-01'),
        item('undated', null),
        item('done', '2026-06-12', 'completed'),
        item('also week', '2026-06-15'),
      ],
      asOf,
    );
    expect(summary).toEqual({
      urgent: 3,
      pending: 2,
      completed: 1,
      overdue: 1,
      next_deadline: { requirement_id: 'also week', name: 'also week', due_date: '2026-06-15' },
    });
  });

  it('has no next deadline when nothing open is dated from today on', () => {
    expect(summarizeCompliance([item('late', '2026-01-01', 'overdue'), item('undated', null)], asOf).next_deadline).toBeNull();
    expect(summarizeCompliance([], asOf)).toEqual({ urgent: 0, pending: 0, completed: 0, overdue: 0, next_deadline: null });
  });
});
