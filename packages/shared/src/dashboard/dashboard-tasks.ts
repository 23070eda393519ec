// No Zod here: the web app's dashboard imports these, and a Zod import would evaluate every schema at load.
// dashboard.ts builds its schemas from them.
import type { TaskStatus } from '../orders/statuses';

/**
 * Spec §4 dashboard display: a task is Completed, Overdue (due before today and not completed), Pending (not started:
 * spec §4's tasks filter "pending = pending") or, once work has begun (in progress, submitted, under review), In
 * progress, which the panel lists under All only. Each tab's count is the number of cards it lists.
 */
export const dashboardTaskStates = ['pending', 'in_progress', 'overdue', 'completed'] as const;
export type DashboardTaskState = (typeof dashboardTaskStates)[number];

/** A task's dashboard state on `today` (the company's calendar day, YYYY-MM-DD); the server's SQL mirrors it. */
export function dashboardTaskState(task: { status: TaskStatus; due_date: string | null }, today: string): DashboardTaskState {
  if (task.status === 'completed') return 'completed';
  if (task.due_date !== null && task.due_date < today) return 'overdue';
  return task.status === 'pending' ? 'pending' : 'in_progress';
}

/**
 * The task cards the dashboard's tasks panel shows under each tab (All, Pending, Overdue, Completed): the first of
 * each in the panel's order. The counts cover every task; the tasks page lists them all.
 */
export const DASHBOARD_TASKS_PER_TAB = 10;

/** A tab of the tasks panel: All, or the tasks in one state. */
export type DashboardTaskTab = 'all' | DashboardTaskState;

/** The cards a tab shows, from the panel's items (the first of all, then of each state, as the server sends them). */
export function dashboardTabTasks<T extends { state: DashboardTaskState }>(items: readonly T[], tab: DashboardTaskTab): T[] {
  const inTab = tab === 'all' ? items : items.filter((task) => task.state === tab);
  return inTab.slice(0, DASHBOARD_TASKS_PER_TAB);
}
