import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@charter/shared';
import type { Db } from '../../db/client';
import { companies, orderCancellationRequests, orderRefunds, orders, orderTasks, payments, users } from '../../db/schema';
import type { OrderRow } from './orders.repository';

type CompanyRow = typeof companies.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface AdminOrderFilters {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  country?: CompanyRow['country'] | undefined;
  q?: string | undefined;
}

/** LIKE's wildcards in what staff type are literal characters. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function where(filters: AdminOrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.orderStatus, filters.status));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.country) conditions.push(eq(companies.country, filters.country));
  if (filters.q) {
    const pattern = `%${likeEscape(filters.q)}%`;
    conditions.push(or(ilike(orders.orderNumber, pattern), ilike(users.email, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The back office's reads of orders across every company (staff only; the service checks nothing else). */
export const adminOrdersRepository = {
  async list(db: Db, filters: AdminOrderFilters, page: { page: number; limit: number }) {
    const condition = where(filters);
    const name = sql<string | null>`(select name from order_items where order_items.order_id = ${orders.id} limit 1)`;
    const cancellationOpen = sql<boolean>`exists (select 1 from ${orderCancellationRequests} where ${orderCancellationRequests.orderId} = ${orders.id} and ${orderCancellationRequests.status} = 'open')`;
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          order: orders,
          name,
          company: { id: companies.id, name: companies.name, country: companies.country },
          customer: { id: users.id, name: users.name, email: users.email },
          cancellationOpen,
          refundStatus: orderRefunds.status,
        })
        .from(orders)
        .leftJoin(companies, eq(companies.id, orders.companyId))
        .leftJoin(users, eq(users.id, orders.userId))
        .leftJoin(orderRefunds, eq(orderRefunds.orderId, orders.id))
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .leftJoin(companies, eq(companies.id, orders.companyId))
        .leftJoin(users, eq(users.id, orders.userId))
        .where(condition),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  async companyOf(db: Db, companyId: string) {
    const [row] = await db
      .select({
        id: companies.id,
        name: companies.name,
        country: companies.country,
        state: companies.state,
        entityType: companies.entityType,
        status: companies.status,
        incorporationDate: companies.incorporationDate,
      })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row;
  },

  async customerOf(db: Db, userId: string) {
    const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  },

  async payments(db: Db, orderId: string): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
  },

  /** The captured payment a refund goes back through. */
  async paidPayment(db: Db, orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  },

  /** The next position for a task added to the order (after the planned ones). */
  async nextTaskPosition(db: Db, orderId: string): Promise<number> {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${orderTasks.position}) + 1, 0)::int` })
      .from(orderTasks)
      .where(eq(orderTasks.orderId, orderId));
    return row?.next ?? 0;
  },

  async insertTask(db: Db, values: typeof orderTasks.$inferInsert) {
    const [row] = await db.insert(orderTasks).values(values).returning();
    return row!;
  },
};

export type { OrderRow };
