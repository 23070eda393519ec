import { daysUntil, type FounderAnalytics, type Requirement, type TaskStatus } from '@charter/shared';

const HOUR_MS = 3_600_000;

/**
 * How the company's obligations stand: done on time or late (the date it was marked done in Charter against its due
 * date), overdue now, and open ones due within 30 and 90 days of `asOf`.
 */
export function obligationFigures(requirements: readonly Requirement[], asOf: string): FounderAnalytics['obligations'] {
  let onTime = 0;
  let late = 0;
  let doneUndated = 0;
  let overdueNow = 0;
  let within30 = 0;
  let within90 = 0;
  for (const requirement of requirements) {
    if (requirement.status === 'completed') {
      const doneOn = requirement.completed_at?.slice(0, 10);
      if (!doneOn || !requirement.due_date) doneUndated += 1;
      else if (doneOn <= requirement.due_date) onTime += 1;
      else late += 1;
      continue;
    }
    if (requirement.status === 'overdue') {
      overdueNow += 1;
      continue;
    }
    if (requirement.due_date === null) continue;
    const days = daysUntil(requirement.due_date, asOf);
    if (days >= 0 && days <= 30) within30 += 1;
    if (days >= 0 && days <= 90) within90 += 1;
  }
  const done = onTime + late + doneUndated;
  return {
    on_time: onTime,
    late,
    done_undated: doneUndated,
    overdue_now: overdueNow,
    due_within_30: within30,
    due_within_90: within90,
    missing: done === 0 ? 'Nothing marked done yet: on time and late are counted once an obligation is completed.' : null,
  };
}

interface TaskTime {
  status: TaskStatus;
  performer: 'founder' | 'charter';
  dueDate: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** Charter's tasks for the company: open, completed, overdue, and the mean hours from being set to being completed. */
export function charterTaskFigures(tasks: readonly TaskTime[], asOf: string): FounderAnalytics['charter_tasks'] {
  const charters = tasks.filter((task) => task.performer === 'charter');
  const completed = charters.filter((task) => task.status === 'completed');
  const open = charters.length - completed.length;
  const overdue = charters.filter((task) => task.status !== 'completed' && task.dueDate !== null && task.dueDate < asOf).length;
  const hours = completed.flatMap((task) =>
    task.completedAt ? [Math.max(0, task.completedAt.getTime() - task.createdAt.getTime()) / HOUR_MS] : [],
  );
  const missing =
    charters.length === 0
      ? 'No task of Charter’s yet: they come with a paid order.'
      : hours.length === 0
        ? 'None of Charter’s tasks is completed yet.'
        : null;
  return {
    open,
    completed: completed.length,
    overdue,
    average_hours:
      hours.length === 0
        ? { value: null, missing }
        : { value: Math.round((hours.reduce((sum, value) => sum + value, 0) / hours.length) * 10) / 10, missing: null },
  };
}
