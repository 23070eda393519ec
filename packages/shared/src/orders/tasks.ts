import { z } from 'zod';
import { countFields, textSchema } from '../common/fields';
import { orderTaskSchema, TASK_COMMENT_MAX, type OrderTask } from './orders';
import { taskStatusInputs } from './task-rules';

/** Spec §3 Task with its documents and comments. */
export const taskSchema = orderTaskSchema;
export type Task = OrderTask;

export const orderTasksSchema = z.object({ tasks: z.array(taskSchema) });
export type OrderTasks = z.infer<typeof orderTasksSchema>;

/** The tasks screen's row: the task and what spec §3 derives for it. */
export const taskListItemSchema = taskSchema.extend({
  orderId: z.string(),
  /** The order's first item, or "Order". */
  orderName: z.string(),
  /** Due before today where the company files, and not completed. */
  isOverdue: z.boolean(),
  company_id: z.string(),
  company_name: z.string(),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;

export const taskFilters = ['all', 'pending', 'in_progress', 'completed', 'overdue'] as const;
export type TaskFilter = (typeof taskFilters)[number];

export const taskListQuerySchema = z.object({
  company_id: z.uuid().optional(),
  filter: z.enum(taskFilters).default('all'),
  search: z.string().trim().max(200).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** One count for each filter, All's under the name `total`. */
export const taskCountsSchema = z.object({
  total: z.number().int(),
  ...countFields(taskFilters.filter((filter): filter is Exclude<TaskFilter, 'all'> => filter !== 'all')),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;

/** The counters are over all the caller's tasks; the list is the filtered, searched and sorted part. */
export const taskListSchema = z.object({ counts: taskCountsSchema, tasks: z.array(taskListItemSchema) });
export type TaskList = z.infer<typeof taskListSchema>;

/** Spec §4 tasks screen filters: in progress includes submitted; completed includes under review. */
export function taskMatchesFilter(task: Pick<TaskListItem, 'status' | 'isOverdue'>, filter: TaskFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'pending':
      return task.status === 'pending';
    case 'in_progress':
      return task.status === 'in_progress' || task.status === 'submitted';
    case 'completed':
      return task.status === 'completed' || task.status === 'under_review';
    case 'overdue':
      return task.isOverdue;
  }
}

/** Spec §4 counters: in progress counts in_progress and submitted; completed counts only completed. */
export function countTasks(tasks: readonly Pick<TaskListItem, 'status' | 'isOverdue'>[]): TaskCounts {
  return {
    total: tasks.length,
    pending: tasks.filter((task) => task.status === 'pending').length,
    in_progress: tasks.filter((task) => task.status === 'in_progress' || task.status === 'submitted').length,
    completed: tasks.filter((task) => task.status === 'completed').length,
    overdue: tasks.filter((task) => task.isOverdue).length,
  };
}

const priorityRank: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** Spec §4 sort: overdue first, then priority high, medium, low (unknown as low), then the earlier due date. */
export function compareTasks(
  a: Pick<TaskListItem, 'isOverdue' | 'priority' | 'due_date'>,
  b: Pick<TaskListItem, 'isOverdue' | 'priority' | 'due_date'>,
): number {
  if (a.isOverdue !== b.isOverdue) return a.isOverdue ? -1 : 1;
  const byPriority = (priorityRank[a.priority] ?? 2) - (priorityRank[b.priority] ?? 2);
  if (byPriority !== 0) return byPriority;
  if (a.due_date === b.due_date) return 0;
  if (a.due_date === null) return 1;
  if (b.due_date === null) return -1;
  return a.due_date < b.due_date ? -1 : 1;
}

export const taskStatusBodySchema = z.object({ status: z.enum(taskStatusInputs) });
export const taskParamsSchema = z.object({ orderId: z.string(), taskId: z.string() });
export const taskIdParamsSchema = z.object({ taskId: z.string() });

export const taskCommentTextSchema = textSchema
  .trim()
  .min(1, 'Write a comment first')
  .max(TASK_COMMENT_MAX, `A comment is at most ${TASK_COMMENT_MAX} characters`);
export const taskCommentQuerySchema = z.object({ comment_text: taskCommentTextSchema });
export const taskCommentBodySchema = z.object({ comment: taskCommentTextSchema });
