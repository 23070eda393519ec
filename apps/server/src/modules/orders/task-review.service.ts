import {
  type Admin,
  type AdminTaskList,
  type OrderDocument,
  type OrderTask,
  type TaskComment,
  type TaskStatus,
  type TaskStatusInput,
  type adminTaskQuerySchema,
} from '@charter/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ReceivedFile } from '../../http/multipart';
import type { Actor } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import type { DocumentsService } from './documents.service';
import type { OrdersService } from './orders.service';
import type { TaskRow } from './orders.repository';
import { toTaskViews } from './task-views';
import { taskReviewRepository } from './task-review.repository';
import { tasksRepository } from './tasks.repository';
import type { TasksService } from './tasks.service';
import { taskTarget } from './audit-targets';

type AdminTaskQuery = z.output<typeof adminTaskQuerySchema>;

interface Deps {
  db: Db;
  orders: Pick<OrdersService, 'visibleOrder'>;
  tasks: Pick<TasksService, 'move' | 'commentOnTask'>;
  documents: Pick<DocumentsService, 'upload'>;
  audit: AuditService;
  /** The staff accounts (the admin service), read in the caller's transaction when one is given. */
  staff: { list: () => Promise<Admin[]>; find: (id: string, executor: Db) => Promise<Admin | undefined> };
}

/** What the queue's status filter stands for. */
function statusesOf(filter: AdminTaskQuery['status']): readonly TaskStatus[] | null {
  if (filter === 'all') return null;
  if (filter === 'review') return ['submitted', 'under_review'];
  return [filter];
}

/**
 * The back office's work on tasks (issue 12): the review queue across every order, the review moves, assignment to a
 * staff member, and staff comments and uploads. Moves, comments and uploads go through the tasks and documents
 * services, so the founder's rules, timeline, audit and mail are the same whoever acts.
 */
export function createTaskReviewService({ db, orders, tasks, documents, audit, staff }: Deps) {
  async function taskById(executor: Db, taskId: string): Promise<TaskRow> {
    const task = isUuid(taskId) ? await tasksRepository.findById(executor, taskId) : undefined;
    if (!task) throw AppError.notFound('Task');
    return task;
  }

  return {
    /** GET /api/admin/tasks: a page of the queue, with how many tasks wait for review in all. */
    async queue(actor: Actor, query: AdminTaskQuery): Promise<AdminTaskList> {
      const assignee = query.assignee === 'me' ? actor.id : query.assignee;
      const offset = (query.page - 1) * query.limit;
      const [{ rows, total }, counts] = await Promise.all([
        taskReviewRepository.queue(
          db,
          { statuses: statusesOf(query.status), assignee, search: query.search || undefined },
          { limit: query.limit, offset },
        ),
        taskReviewRepository.reviewCounts(db),
      ]);
      const ids = rows.map((row) => row.task.id);
      const [documentRows, commentRows] = await Promise.all([tasksRepository.documentsFor(db, ids), tasksRepository.commentsFor(db, ids)]);
      return {
        tasks: rows.map((row) => {
          const [view] = toTaskViews({ id: row.task.orderId, orderNumber: row.orderNumber }, [row.task], documentRows, commentRows);
          return {
            ...view!,
            order_name: row.orderName ?? 'Order',
            company_id: row.companyId,
            company_name: row.companyName,
            assignee: row.task.assigneeId && row.task.assigneeName ? { id: row.task.assigneeId, name: row.task.assigneeName } : null,
          };
        }),
        counts,
        page: query.page,
        limit: query.limit,
        pages: Math.max(1, Math.ceil(total / query.limit)),
        total,
      };
    },

    /** PUT /api/admin/tasks/{taskId}/status: Start review, Approve, or Send back (with a comment). */
    async review(actor: Actor, taskId: string, status: TaskStatusInput, comment: string | undefined): Promise<OrderTask> {
      const task = await taskById(db, taskId);
      return tasks.move(actor, task.orderId, task.id, status, { comment });
    },

    /** PUT /api/admin/tasks/{taskId}/assignee: give the task to a staff member, or take it back (null). */
    async assign(actor: Actor, taskId: string, adminId: string | null): Promise<OrderTask> {
      const found = await taskById(db, taskId);
      const { order, company } = await orders.visibleOrder(actor, found.orderId, 'tasks:write');
      const task = await db.transaction(async (tx) => {
        const current = await tasksRepository.find(tx, order.id, found.id, { forUpdate: true });
        if (!current) throw AppError.notFound('Task');
        const assignee = adminId ? await staff.find(adminId, tx) : null;
        if (adminId && !assignee) throw AppError.notFound('Staff member');
        if ((current.assigneeId ?? null) === (assignee?.id ?? null)) return current;
        const updated = await taskReviewRepository.setAssignee(tx, current.id, assignee ? { id: assignee.id, name: assignee.name } : null);
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'task.assigned',
          target: taskTarget(current),
          changes: [{ field: 'assignee', before: current.assigneeName, after: assignee?.name ?? null }],
        });
        return updated;
      });
      const ids = [task.id];
      const [documentRows, commentRows] = await Promise.all([tasksRepository.documentsFor(db, ids), tasksRepository.commentsFor(db, ids)]);
      return toTaskViews(order, [task], documentRows, commentRows)[0]!;
    },

    /** POST /api/admin/tasks/{taskId}/comments: a staff comment, signed as the agent and mailed to the members. */
    async comment(actor: Actor, taskId: string, text: string): Promise<TaskComment> {
      return tasks.commentOnTask(actor, taskId, text);
    },

    /** POST /api/admin/tasks/{taskId}/documents: a staff upload (it leaves the task's status as it is). */
    async upload(actor: Actor, taskId: string, receive: () => Promise<ReceivedFile>): Promise<OrderDocument> {
      const task = await taskById(db, taskId);
      return documents.upload(actor, task.orderId, task.id, receive);
    },

    /** GET /api/admin/tasks/staff: who work can be assigned to. */
    async staffMembers(): Promise<Admin[]> {
      return staff.list();
    },
  };
}

export type TaskReviewService = ReturnType<typeof createTaskReviewService>;
