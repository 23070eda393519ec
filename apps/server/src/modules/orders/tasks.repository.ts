import { and, asc, eq, inArray, isNull, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TaskStatus } from '@charter/shared';
import type { Db } from '../../db/client';
import { companies, companyMembers, orderDocuments, orders, orderTasks, taskComments } from '../../db/schema';
import { taskInOrderColumns, type DocumentRow, type OrderRow, type TaskRow } from './orders.repository';

export type CommentRow = typeof taskComments.$inferSelect;

/** A task with what the tasks screen shows of its order and company. */
export interface TaskWithOrder {
  task: TaskRow;
  orderNumber: string;
  orderName: string | null;
  companyId: string;
  companyName: string;
  country: (typeof companies.$inferSelect)['country'];
  state: string | null;
}

/** Most tasks one founder sees on the tasks screen; a list past this says so rather than growing without end. */
export const TASK_LIST_LIMIT = 1000;

/** The dashboard's task states as the panel's query numbers them (in SQL, inlined). */
const [OVERDUE, PENDING, IN_PROGRESS, COMPLETED] = [0, 1, 2, 3].map((code) => sql.raw(String(code)));

/**
 * The dashboard's tasks panel, built once per database handle and prepared under a name (as the cart's): the first
 * `perTab` tasks of all and of each tab's state (pending, overdue, completed), in the panel's order, with the counts.
 * The company's tasks are read once, narrow (their state and sort keys): counted from there, and ranked within their
 * state; the panel's order is then taken over those firsts only (a task among the first of all is among the first of
 * its own state: within a state the two orders agree), so only those few rows are sorted twice or read in full. Ranking
 * the full rows twice over every task took longer: 0.90–0.97 against 0.52–0.71 ms with 450 tasks (pgbench, prepared,
 * with and without the tables analysed).
 */
function prepareDashboard(db: Db) {
  const today = sql.placeholder('today');
  const perTab = sql.placeholder('perTab');
  // Never null (a task without a due date is not overdue).
  const overdue = sql`(${orderTasks.status} <> 'completed' and coalesce(${orderTasks.dueDate} < ${today}, false))`;
  const companyTasks = db.$with('company_tasks').as(
    db
      .select({
        id: orderTasks.id,
        orderNumber: orders.orderNumber,
        // dashboardTaskState in SQL: work begun and not late is In progress, listed under All and under no tab of its
        // own. As a number, not its name: a text key made the sorts by state compare by the database's collation.
        state:
          sql<number>`case when ${orderTasks.status} = 'completed' then ${COMPLETED} when ${overdue} then ${OVERDUE} when ${orderTasks.status} = 'pending' then ${PENDING} else ${IN_PROGRESS} end`.as(
            'state',
          ),
        priorityRank: sql<number>`case ${orderTasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`.as('priority_rank'),
        dueDate: orderTasks.dueDate,
        createdAt: orderTasks.createdAt,
        position: orderTasks.position,
      })
      .from(orderTasks)
      .innerJoin(orders, eq(orders.id, orderTasks.orderId))
      .where(and(eq(orders.companyId, sql.placeholder('companyId')), eq(orders.paymentStatus, 'paid'))),
  );
  // Counted once each, in the database's InitPlans (scalar subqueries): a cross join with an aggregate of the same read
  // was planned, on a table not yet analysed, as the inner side of a loop, and counted again for every card.
  const countOf = (state?: SQL) =>
    sql<number>`(select count(*)::int from ${companyTasks}${state ? sql` where ${companyTasks.state} = ${state}` : sql``})`;
  // The order within a state, one expression for both rankings: the panel's order takes over the firsts of each state
  // only because the two agree within a state.
  const withinState = (keys: Record<'priorityRank' | 'dueDate' | 'createdAt' | 'position', SQLWrapper>) =>
    sql`${keys.priorityRank}, ${keys.dueDate} asc nulls last, ${keys.createdAt} asc, ${keys.position} asc`;
  const firsts = db.$with('firsts').as(
    db
      .select({
        id: companyTasks.id,
        orderNumber: companyTasks.orderNumber,
        state: companyTasks.state,
        priorityRank: companyTasks.priorityRank,
        dueDate: companyTasks.dueDate,
        createdAt: companyTasks.createdAt,
        position: companyTasks.position,
        placeInState: sql<number>`row_number() over (partition by ${companyTasks.state} order by ${withinState(companyTasks)})`.as(
          'place_in_state',
        ),
      })
      .from(companyTasks),
  );
  // The panel's order: overdue first, then open (pending and in progress together), then completed.
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: firsts.id,
        orderNumber: firsts.orderNumber,
        state: firsts.state,
        placeInState: firsts.placeInState,
        place:
          sql<number>`row_number() over (order by case ${firsts.state} when ${OVERDUE} then 0 when ${COMPLETED} then 2 else 1 end, ${withinState(firsts)})`.as(
            'place',
          ),
      })
      .from(firsts)
      .where(lte(firsts.placeInState, perTab)),
  );
  return db
    .with(companyTasks, firsts, ranked)
    .select({
      task: orderTasks,
      orderNumber: ranked.orderNumber,
      all: countOf(),
      completed: countOf(COMPLETED),
      overdueCount: countOf(OVERDUE),
      pending: countOf(PENDING),
    })
    .from(ranked)
    .innerJoin(orderTasks, eq(orderTasks.id, ranked.id))
    .where(or(lte(ranked.place, perTab), ne(ranked.state, IN_PROGRESS)))
    .orderBy(asc(ranked.place))
    .prepare('tasks_dashboard');
}

const dashboardQueries = new WeakMap<Db, ReturnType<typeof prepareDashboard>>();

export const tasksRepository = {
  async find(db: Db, orderId: string, taskId: string, { forUpdate = false } = {}): Promise<TaskRow | undefined> {
    const query = db
      .select()
      .from(orderTasks)
      .where(and(eq(orderTasks.orderId, orderId), eq(orderTasks.id, taskId)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /**
   * A task of an order and the order, both locked for this transaction, in one round trip: FOR UPDATE locks the row of
   * each table joined, the order's first (the order they are named in), as every path that locks both does.
   */
  async lockWithOrder(db: Db, orderId: string, taskId: string): Promise<{ order: OrderRow; task: TaskRow } | undefined> {
    const [row] = await db
      .select({ order: orders, task: orderTasks })
      .from(orders)
      .innerJoin(orderTasks, eq(orderTasks.orderId, orders.id))
      .where(and(eq(orders.id, orderId), eq(orderTasks.id, taskId)))
      .limit(1)
      .for('update');
    return row;
  },

  async findById(db: Db, taskId: string): Promise<TaskRow | undefined> {
    const [row] = await db.select().from(orderTasks).where(eq(orderTasks.id, taskId)).limit(1);
    return row;
  },

  async setStatus(db: Db, taskId: string, status: TaskStatus, submittedAt: Date | null | undefined): Promise<TaskRow> {
    const [row] = await db
      .update(orderTasks)
      .set({ status, ...(submittedAt === undefined ? {} : { submittedAt }) })
      .where(eq(orderTasks.id, taskId))
      .returning();
    return row!;
  },

  async statusesOf(db: Db, orderId: string): Promise<TaskStatus[]> {
    const rows = await db.select({ status: orderTasks.status }).from(orderTasks).where(eq(orderTasks.orderId, orderId));
    return rows.map((row) => row.status);
  },

  async documentCount(db: Db, taskId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderDocuments)
      .where(eq(orderDocuments.taskId, taskId));
    return row?.count ?? 0;
  },

  async insertComment(db: Db, values: typeof taskComments.$inferInsert): Promise<CommentRow> {
    const [row] = await db.insert(taskComments).values(values).returning();
    return row!;
  },

  async commentsFor(db: Db, taskIds: string[]): Promise<CommentRow[]> {
    if (taskIds.length === 0) return [];
    return db
      .select()
      .from(taskComments)
      .where(inArray(taskComments.taskId, taskIds))
      .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  },

  async documentsFor(db: Db, taskIds: string[]): Promise<DocumentRow[]> {
    if (taskIds.length === 0) return [];
    return db.select().from(orderDocuments).where(inArray(orderDocuments.taskId, taskIds)).orderBy(asc(orderDocuments.createdAt));
  },

  /**
   * The dashboard's tasks panel for one company, counted and ordered in the database (a company with hundreds of
   * orders stays one indexed pass): overdue first, then open tasks, then completed; within each by priority and the
   * earlier due date. `today` is the company's calendar day.
   */
  async dashboardFor(db: Db, companyId: string, today: string, perTab: number) {
    let query = dashboardQueries.get(db);
    if (!query) dashboardQueries.set(db, (query = prepareDashboard(db)));
    const rows = await query.execute({ companyId, today, perTab });
    const first = rows[0];
    const counts = {
      all: first?.all ?? 0,
      pending: first?.pending ?? 0,
      completed: first?.completed ?? 0,
      overdue: first?.overdueCount ?? 0,
    };
    const items = rows.map(({ task, orderNumber }) => ({ task, orderNumber }));
    return { counts, items };
  },

  /** The tasks of every paid order of the user's companies (or one of them), archived companies left out. */
  async listForMember(db: Db, userId: string, companyId: string | undefined): Promise<TaskWithOrder[]> {
    const rows = await db
      .select({
        ...taskInOrderColumns,
        country: companies.country,
        state: companies.state,
      })
      .from(orderTasks)
      .innerJoin(orders, eq(orders.id, orderTasks.orderId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(companyMembers, and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)))
      .where(and(isNull(companies.archivedAt), companyId ? eq(companies.id, companyId) : undefined))
      .orderBy(asc(orders.createdAt), asc(orderTasks.position))
      .limit(TASK_LIST_LIMIT);
    return rows;
  },
};
