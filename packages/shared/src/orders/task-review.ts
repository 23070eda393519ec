import { z } from 'zod';
import { pageInfoFields, pageQueryFields, searchQuerySchema } from '../common/paging';
import { orderTaskSchema, taskStatuses } from './orders';
import { taskStatusInputs } from './task-rules';
import { taskCommentTextSchema } from './tasks';

/** Most tasks one page of the back office's review queue shows. */
export const ADMIN_TASK_PAGE_SIZE = 50;

/** The queue's status filter: `review` is what waits for staff (submitted or under review), `all` every task. */
export const adminTaskStatusFilters = ['review', 'all', ...taskStatuses] as const;
export type AdminTaskStatusFilter = (typeof adminTaskStatusFilters)[number];

/** `me` is the calling staff member, `none` the unassigned tasks, otherwise a staff member's id. */
export const adminTaskAssigneeFilterSchema = z.union([z.literal('me'), z.literal('none'), z.uuid()]);

export const adminTaskQuerySchema = z.object({
  status: z.enum(adminTaskStatusFilters).default('review'),
  assignee: adminTaskAssigneeFilterSchema.optional(),
  search: searchQuerySchema,
  ...pageQueryFields(ADMIN_TASK_PAGE_SIZE, 10_000),
});
export type AdminTaskQuery = z.input<typeof adminTaskQuerySchema>;

export const staffMemberSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A task as the back office sees it: the founder's view plus whose company it is and which staff member has it. */
export const adminTaskSchema = orderTaskSchema.extend({
  order_name: z.string(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  assignee: staffMemberSchema.pick({ id: true, name: true }).nullable(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;

/** Spec §3 pagination (page, limit, pages, total), with how many tasks wait in each review state across all pages. */
export const adminTaskListSchema = z.object({
  tasks: z.array(adminTaskSchema),
  counts: z.object({ submitted: z.number().int(), under_review: z.number().int() }),
  ...pageInfoFields,
});
export type AdminTaskList = z.infer<typeof adminTaskListSchema>;

/**
 * PUT /api/admin/tasks/{taskId}/status: any status may be asked for (the server answers 409 for a move the review
 * table does not allow); the comment is required to send a task back and optional otherwise.
 */
export const reviewTaskBodySchema = z.object({ status: z.enum(taskStatusInputs), comment: taskCommentTextSchema.optional() });
export type ReviewTaskBody = z.input<typeof reviewTaskBodySchema>;

/** PUT /api/admin/tasks/{taskId}/assignee: a staff member's id, or null to unassign. */
export const assignTaskBodySchema = z.object({ admin_id: z.uuid().nullable() });
export type AssignTaskBody = z.infer<typeof assignTaskBodySchema>;

/** POST /api/admin/tasks/{taskId}/comments: a staff comment (the founder sees it with the agent label). */
export const staffCommentBodySchema = z.object({ comment: taskCommentTextSchema });

export const staffMemberListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffMemberList = z.infer<typeof staffMemberListSchema>;
