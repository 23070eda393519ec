import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { tableVersion } from '../../db/table-version';
import { idsWithoutLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';
import {
  companies,
  companyMembers,
  logicRules,
  orderDocuments,
  orderItems,
  orders,
  orderTasks,
  orderTimeline,
  orderNumberSequence,
  orderRefunds,
} from '../../db/schema';

type CompanyRow = typeof companies.$inferSelect;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TimelineRow = typeof orderTimeline.$inferSelect;
export type TaskRow = typeof orderTasks.$inferSelect;
export type DocumentRow = typeof orderDocuments.$inferSelect;

/** SQL for the amount refunded on the current `orders` row (0 unless a refund succeeded): money figures net of refunds. */
export const refundedMinor = sql`coalesce((select ${orderRefunds.amountMinor} from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'succeeded'), 0)`;

/** SQL for the name of the current `orders` row as lists show it: its first item's name. */
export const firstItemName = sql<
  string | null
>`(select ${orderItems.name} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit 1)`;

/** The columns of a task listed with its order and company (a query joining orders and companies to order_tasks). */
export const taskInOrderColumns = {
  task: orderTasks,
  orderNumber: orders.orderNumber,
  orderName: firstItemName,
  companyId: companies.id,
  companyName: companies.name,
};

/**
 * A status change records when the order became completed (kept when it is set to completed again) and clears it
 * when the order leaves completed, so every path that moves an order (tasks, staff, cancellations) keeps it true.
 */
const completionOf = (values: Partial<typeof orders.$inferInsert>) =>
  values.orderStatus === undefined
    ? {}
    : { completedAt: values.orderStatus === 'completed' ? sql`coalesce(${orders.completedAt}, now())` : null };

function prepareRecent(db: Db) {
  // Qualified by hand: in a one-table select drizzle writes the outer column unqualified, which the subquery would take as its own.
  const name = sql<string | null>`(select ${orderItems.name} from ${orderItems} where ${orderItems.orderId} = "orders"."id" limit 1)`;
  return db
    .select({ order: orders, name })
    .from(orders)
    .where(eq(orders.companyId, sql.placeholder('companyId')))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(sql.placeholder('limit'))
    .prepare('orders_recent');
}

const recentQueries = new WeakMap<Db, ReturnType<typeof prepareRecent>>();

/** The company's order figures, what it has paid for, and the version of the logic rules, from one row. */
export interface DashboardFigures {
  total: number;
  processing: number;
  inProgress: number;
  pendingPayments: number;
  spentMinor: number;
  /** The catalogue services of its paid orders (the recommendations leave them out). */
  paidServiceIds: string[];
  /** Changes with every insert, update or delete of a logic rule (their row versions): null when there are none. */
  logicRulesVersion: string | null;
}

const paidServiceId = sql`${orderItems.details}->>'service_id'`;

/**
 * The dashboard's one round trip for three panels' reads, built once per database handle and prepared under a name (as the cart's):
 * an aggregate without GROUP BY always gives one row, and the two uncorrelated sub-selects run once.
 */
function prepareFigures(db: Db) {
  const companyId = sql.placeholder('companyId');
  return db
    .select({
      total: sql<number>`count(*)::int`,
      processing: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'processing'))::int`,
      inProgress: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'in_progress'))::int`,
      pendingPayments: sql<number>`(count(*) filter (where ${orders.paymentStatus} in ('pending', 'failed', 'expired')))::int`,
      // What the company paid and kept paying for: a refunded cancellation gives its refund back.
      spentMinor: sql<string>`coalesce(sum(${orders.totalMinor} - ${refundedMinor}) filter (where ${orders.paymentStatus} = 'paid'), 0)::text`,
      paidServiceIds: sql<
        string[]
      >`array(select distinct ${paidServiceId} from ${orderItems} inner join ${orders} paid_orders on paid_orders.id = ${orderItems.orderId} where paid_orders.company_id = ${companyId} and paid_orders.payment_status = 'paid' and ${paidServiceId} is not null)`,
      // Rides along so the recommendations' kept logic rules are checked without a read of their own.
      logicRulesVersion: tableVersion(logicRules, logicRules.id),
    })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .prepare('dashboard_figures');
}

const figuresQueries = new WeakMap<Db, ReturnType<typeof prepareFigures>>();

/** An order with its company and the user's role there (null: not a member), prepared once per database handle. */
function prepareWithCompanyRole(db: Db) {
  return db
    .select({ order: orders, company: companies, role: companyMembers.role })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, sql.placeholder('userId'))))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_with_company_role');
}

const withCompanyRoleQueries = new WeakMap<Db, ReturnType<typeof prepareWithCompanyRole>>();

export const ordersRepository = {
  async nextOrderNumber(db: Db): Promise<string> {
    const result = await db.execute<{ value: string }>(sql`select nextval(${orderNumberSequence.seqName}) as value`);
    // node-postgres and PGlite both answer { rows }.
    const { rows } = result as { rows: { value: string }[] };
    const value = rows[0]!.value;
    return `CH-${String(value).padStart(6, '0')}`;
  },

  async insert(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(values).returning();
    return row!;
  },

  async insertItem(db: Db, values: typeof orderItems.$inferInsert): Promise<void> {
    await db.insert(orderItems).values(values);
  },

  async findById(db: Db, id: string, { forUpdate = false } = {}): Promise<OrderRow | undefined> {
    const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /**
   * An order with its company and the user's role in it, in one round trip: what a founder's access check on an order
   * needs (companyAccess.member). No row: no such order, or one without a company.
   */
  async findWithCompanyRole(
    db: Db,
    orderId: string,
    userId: string,
  ): Promise<{ order: OrderRow; company: CompanyRow; role: (typeof companyMembers.$inferSelect)['role'] | null } | undefined> {
    let query = withCompanyRoleQueries.get(db);
    if (!query) withCompanyRoleQueries.set(db, (query = prepareWithCompanyRole(db)));
    const [row] = await query.execute({ orderId, userId });
    return row;
  },

  async findByIdempotencyKey(db: Db, userId: string, key: string): Promise<OrderRow | undefined> {
    return findRow(db, orders, { userId, idempotencyKey: key });
  },

  async update(db: Db, id: string, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ ...values, ...completionOf(values), updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return row;
  },

  /** The open checkout of an unpaid order; a paid order is never set back to pending (a webhook may have won the race). */
  async recordCheckout(db: Db, id: string, startResponse: Record<string, unknown>): Promise<void> {
    await db
      .update(orders)
      .set({ startResponse, paymentStatus: 'pending', updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.paymentStatus, ['pending', 'failed', 'expired'])));
  },

  /** Orders of the companies the user is a member of (archived companies' orders stay out of the list). */
  async listForMember(db: Db, userId: string): Promise<{ order: OrderRow; companyName: string | null }[]> {
    const rows = await db
      .select({ order: orders, companyName: companies.name })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(companyMembers, and(eq(companyMembers.companyId, orders.companyId), eq(companyMembers.userId, userId)))
      .where(isNull(companies.archivedAt))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(200);
    return rows;
  },

  async itemsFor(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  },

  /** Catalogue services in paid orders: of one company, or (with counts) of companies of a kind other than it. */
  async paidServicesOf(db: Db, companyId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ serviceId: sql<string>`${orderItems.details}->>'service_id'` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.companyId, companyId), eq(orders.paymentStatus, 'paid'), sql`${orderItems.details}->>'service_id' is not null`));
    return rows.map((row) => row.serviceId);
  },

  /** How many orders name each catalogue service (paid or not: a service with any order is kept for it). */
  async orderCountsByService(db: Db, serviceIds?: string[]): Promise<Map<string, number>> {
    const serviceId = sql<string>`${orderItems.details}->>'service_id'`;
    const rows = await db
      .select({ serviceId, orders: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .where(and(sql`${serviceId} is not null`, serviceIds ? inArray(serviceId, serviceIds) : undefined))
      .groupBy(serviceId);
    return new Map(rows.map((row) => [row.serviceId, row.orders]));
  },

  /**
   * Per service, how many companies of one country and legal form have paid for it (most first). A company's own
   * purchases count too: the recommendations leave out what the asking company bought, so they never show its own.
   */
  async paidServicesOfPeers(
    db: Db,
    peers: { country: CompanyRow['country']; entityType: CompanyRow['entityType'] },
  ): Promise<{ serviceId: string; companies: number }[]> {
    const serviceId = sql<string>`${orderItems.details}->>'service_id'`;
    const rows = await db
      .select({ serviceId, companies: sql<number>`count(distinct ${orders.companyId})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(
        and(
          eq(orders.paymentStatus, 'paid'),
          eq(companies.country, peers.country),
          eq(companies.entityType, peers.entityType),
          sql`${serviceId} is not null`,
        ),
      )
      .groupBy(serviceId)
      .orderBy(desc(sql`count(distinct ${orders.companyId})`))
      .limit(40);
    return rows;
  },

  async timeline(db: Db, orderId: string): Promise<TimelineRow[]> {
    return db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId))
      .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.title));
  },

  async tasks(db: Db, orderId: string): Promise<TaskRow[]> {
    return db.select().from(orderTasks).where(eq(orderTasks.orderId, orderId)).orderBy(asc(orderTasks.position));
  },

  async documents(db: Db, orderId: string): Promise<DocumentRow[]> {
    return db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(asc(orderDocuments.createdAt));
  },

  async document(db: Db, orderId: string, documentId: string): Promise<DocumentRow | undefined> {
    return findRow(db, orderDocuments, { orderId, id: documentId });
  },

  /** A document by its id alone (the /api/documents routes); its order is checked by the caller. */
  async documentById(db: Db, documentId: string): Promise<DocumentRow | undefined> {
    const [row] = await db.select().from(orderDocuments).where(eq(orderDocuments.id, documentId)).limit(1);
    return row;
  },

  async insertTimeline(db: Db, values: (typeof orderTimeline.$inferInsert)[]): Promise<void> {
    if (values.length) await db.insert(orderTimeline).values(values);
  },

  async insertTimelineReturning(db: Db, values: typeof orderTimeline.$inferInsert): Promise<TimelineRow[]> {
    return db.insert(orderTimeline).values(values).returning();
  },

  async insertTasks(db: Db, values: (typeof orderTasks.$inferInsert)[]): Promise<void> {
    if (values.length) await db.insert(orderTasks).values(values);
  },

  async insertDocument(db: Db, values: typeof orderDocuments.$inferInsert): Promise<DocumentRow> {
    const [row] = await db.insert(orderDocuments).values(values).returning();
    return row!;
  },

  async dashboardFiguresFor(db: Db, companyId: string): Promise<DashboardFigures> {
    let query = figuresQueries.get(db);
    if (!query) figuresQueries.set(db, (query = prepareFigures(db)));
    const [row] = await query.execute({ companyId });
    return { ...row!, spentMinor: Number(row!.spentMinor) };
  },

  /** The company's newest orders with their first item's name (the dashboard's, prepared once per database handle). */
  async recentFor(db: Db, companyId: string, limit: number): Promise<{ order: OrderRow; name: string | null }[]> {
    let query = recentQueries.get(db);
    if (!query) recentQueries.set(db, (query = prepareRecent(db)));
    return query.execute({ companyId, limit });
  },

  /** Paid orders whose fulfilment never ran (a crash between the payment's commit and queueing the job). */
  /** Paid orders not fulfilled, paid before `paidBefore`, that no fulfilment job will pick up. */
  async listUnqueuedFulfilments(db: Db, paidBefore: Date, limit: number): Promise<string[]> {
    const unfulfilled = and(
      eq(orders.paymentStatus, 'paid'),
      isNull(orders.fulfilledAt),
      ne(orders.orderStatus, 'cancelled'),
      lt(orders.paidAt, paidBefore),
    );
    return idsWithoutLiveJob(db, [queues.orderFulfil], 'orderId', orders.id, unfulfilled, { limit });
  },
};
