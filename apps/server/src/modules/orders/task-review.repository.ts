import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '@charter/shared';
import type { Db } from '../../db/client';
import { companies, orders, orderTasks } from '../../db/schema';
import { taskInOrderColumns, type TaskRow } from './orders.repository';

/** A task in the back office's queue, with its order and company. */
export interface QueuedTask {
  task: TaskRow;
  orderNumber: string;
  orderName: string | null;
  companyId: string | null;
  companyName: string | null;
}

export interface QueueFilter {
  /** Null: every status. */
  statuses: readonly TaskStatus[] | null;
  /** A staff member's id, `none` for unassigned, or undefined for anyone. */
  assignee: string | undefined;
  search: string | undefined;
}

/** `%` and `_` are literal in a search, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function whereOf({ statuses, assignee, search }: QueueFilter): SQL | undefined {
  return and(
    statuses ? inArray(orderTasks.status, [...statuses]) : undefined,
    assignee === 'none' ? isNull(orderTasks.assigneeId) : assignee ? eq(orderTasks.assigneeId, assignee) : undefined,
    search
      ? or(
          ilike(orderTasks.title, likePattern(search)),
          ilike(orders.orderNumber, likePattern(search)),
          ilike(companies.name, likePattern(search)),
        )
      : undefined,
  );
}

export const taskReviewRepository = {
  /**
   * One page of the queue across every order: submitted work first by when it was submitted (oldest waits least
   * long), then the rest by creation. The total is counted over the same filter.
   */
  async queue(db: Db, filter: QueueFilter, { limit, offset }: { limit: number; offset: number }) {
    const where = whereOf(filter);
    const [rows, [count]] = await Promise.all([
      db
        .select(taskInOrderColumns)
        .from(orderTasks)
        .innerJoin(orders, eq(orders.id, orderTasks.orderId))
        .leftJoin(companies, eq(companies.id, orders.companyId))
        .where(where)
        .orderBy(sql`${orderTasks.submittedAt} asc nulls last`, asc(orderTasks.createdAt), asc(orderTasks.position), asc(orderTasks.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(orderTasks)
        .innerJoin(orders, eq(orders.id, orderTasks.orderId))
        .leftJoin(companies, eq(companies.id, orders.companyId))
        .where(where),
    ]);
    return { rows: rows as QueuedTask[], total: count?.total ?? 0 };
  },

  /** How many tasks wait for staff, in each review state, across all orders. */
  async reviewCounts(db: Db): Promise<{ submitted: number; under_review: number }> {
    const rows = await db
      .select({ status: orderTasks.status, count: sql<number>`count(*)::int` })
      .from(orderTasks)
      .where(inArray(orderTasks.status, ['submitted', 'under_review']))
      .groupBy(orderTasks.status);
    const of = (status: TaskStatus) => rows.find((row) => row.status === status)?.count ?? 0;
    return { submitted: of('submitted'), under_review: of('under_review') };
  },

  async setAssignee(db: Db, taskId: string, assignee: { id: string; name: string } | null): Promise<TaskRow> {
    const [row] = await db
      .update(orderTasks)
      .set({ assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null })
      .where(eq(orderTasks.id, taskId))
      .returning();
    return row!;
  },
};
