import { describe, expect, it } from 'vitest';
import type { TaskStatus } from './orders';
import { compareTasks, countTasks, taskMatchesFilter } from './tasks';

describe('the tasks screen (spec §4)', () => {
  const task = (status: TaskStatus, isOverdue = false) => ({ status, isOverdue });

  it('filters: in progress includes submitted; completed includes under review; overdue is the flag', () => {
    expect(taskMatchesFilter(task('submitted'), 'in_progress')).toBe(true);
    expect(taskMatchesFilter(task('under_review'), 'completed')).toBe(true);
    expect(taskMatchesFilter(task('under_review'), 'in_progress')).toBe(false);
    expect(taskMatchesFilter(task('pending', true), 'overdue')).toBe(true);
    expect(taskMatchesFilter(task('pending'), 'overdue')).toBe(false);
  });

  it('counters: in progress counts submitted too; completed counts only completed', () => {
    const counts = countTasks([task('pending', true), task('in_progress'), task('submitted'), task('under_review'), task('completed')]);
    expect(counts).toEqual({ total: 5, pending: 1, in_progress: 2, completed: 1, overdue: 1 });
  });

  it('sorts overdue first, then high, medium, low (unknown as low), then the earlier due date', () => {
    const rows = [
      { id: 'low-early', isOverdue: false, priority: 'low' as const, due_date: '2026-01-01' },
      { id: 'high-late', isOverdue: false, priority: 'high' as const, due_date: '2026-12-01' },
      { id: 'high-early', isOverdue: false, priority: 'high' as const, due_date: '2026-02-01' },
      { id: 'overdue-low', isOverdue: true, priority: 'low' as const, due_date: '2025-01-01' },
      { id: 'medium-undated', isOverdue: false, priority: 'medium' as const, due_date: null },
      { id: 'medium-dated', isOverdue: false, priority: 'medium' as const, due_date: '2026-06-01' },
    ];
    expect(rows.sort(compareTasks).map((row) => row.id)).toEqual([
      'overdue-low',
      'high-early',
      'high-late',
      'medium-dated',
      'medium-undated',
      'low-early',
    ]);
  });
});
