import { describe, expect, it } from 'vitest';
import { taskStatuses } from '../orders/statuses';
import { DASHBOARD_TASKS_PER_TAB, dashboardTabTasks, dashboardTaskState, type DashboardTaskState } from './dashboard-tasks';

const today = '2026-03-10';

describe('dashboardTaskState', () => {
  // Pending is only a task not started (spec §4's tasks filter "pending = pending"): work begun is In progress.
  it.each<[string, string | null, DashboardTaskState]>([
    ['pending', '2026-03-10', 'pending'],
    ['pending', '2026-04-01', 'pending'],
    ['pending', null, 'pending'],
    ['pending', '2026-03-09', 'overdue'],
    ['in_progress', '2026-03-20', 'in_progress'],
    ['in_progress', '2026-03-09', 'overdue'],
    ['submitted', '2026-03-20', 'in_progress'],
    ['submitted', null, 'in_progress'],
    ['under_review', '2026-03-20', 'in_progress'],
    ['under_review', '2026-03-01', 'overdue'],
    ['completed', '2026-03-01', 'completed'],
    ['completed', null, 'completed'],
  ])('%s due %s is %s', (status, dueDate, state) => {
    expect(dashboardTaskState({ status: status as (typeof taskStatuses)[number], due_date: dueDate }, today)).toBe(state);
  });

  it('puts every status in exactly one of Pending, In progress, Overdue or Completed', () => {
    for (const status of taskStatuses)
      for (const dueDate of [null, '2026-03-09', '2026-03-10', '2026-03-11']) {
        const state = dashboardTaskState({ status, due_date: dueDate }, today);
        expect(state === 'pending').toBe(status === 'pending' && (dueDate === null || dueDate >= today));
      }
  });
});

describe('dashboardTabTasks', () => {
  // As the server sends them: All's first cards (overdue first), then each state's first cards past them.
  const cards = (state: DashboardTaskState, count: number) => Array.from({ length: count }, (_, i) => ({ id: `${state}-${i}`, state }));
  const items = [
    ...cards('overdue', 8),
    ...cards('in_progress', 2),
    ...cards('overdue', 3),
    ...cards('pending', 4),
    ...cards('completed', 10),
  ];

  it("shows All the first cards in order, and a tab its own, each up to the panel's number", () => {
    expect(dashboardTabTasks(items, 'all')).toEqual(items.slice(0, DASHBOARD_TASKS_PER_TAB));
    expect(dashboardTabTasks(items, 'overdue')).toHaveLength(DASHBOARD_TASKS_PER_TAB);
    expect(dashboardTabTasks(items, 'overdue').every((task) => task.state === 'overdue')).toBe(true);
    expect(dashboardTabTasks(items, 'pending').map((task) => task.id)).toEqual(['pending-0', 'pending-1', 'pending-2', 'pending-3']);
    expect(dashboardTabTasks(items, 'completed')).toHaveLength(DASHBOARD_TASKS_PER_TAB);
    expect(dashboardTabTasks([], 'completed')).toEqual([]);
  });
});
