import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Currency, OrderStatus, PaymentStatus, TaskPerformer, TaskStatus } from '@charter/shared';
import type { Db } from '../../db/client';
import { auditEvents, companies, orderTasks, orders, payments } from '../../db/schema';
import { refundedMinor } from './orders.repository';

export interface TaskTimes {
  status: TaskStatus;
  performer: TaskPerformer;
  dueDate: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** Back-office figures over every order: counts, paid totals per currency, orders per day, a user's orders. */
export const orderReportsRepository = {
  async counts(db: Db): Promise<{ total: number; paid: number; pending: number }> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        paid: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')::int`,
        pending: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'pending')::int`,
      })
      .from(orders);
    return row ?? { total: 0, paid: 0, pending: 0 };
  },

  /** Paid orders' totals less what was refunded, grouped by currency (never summed across currencies). */
  async paidTotalsByCurrency(db: Db): Promise<{ currency: Currency; totalMinor: number; orders: number }[]> {
    return db
      .select({
        currency: orders.currency,
        totalMinor: sql<number>`coalesce(sum(${orders.totalMinor} - ${refundedMinor}), 0)::bigint`.mapWith(Number),
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'))
      .groupBy(orders.currency);
  },

  /** Orders placed per UTC day since `since` (days without one are absent). */
  async placedPerDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(day);
  },

  /** The orders a user placed, newest first, with their company's name. */
  async listByUserId(db: Db, userId: string, limit: number) {
    return db
      .select({ order: orders, companyName: companies.name })
      .from(orders)
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  },

  /** Every order by its stage (Prometheus). */
  async countsByStage(db: Db): Promise<{ stage: OrderStatus; count: number }[]> {
    return db
      .select({ stage: orders.orderStatus, count: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.orderStatus);
  },

  /** Every payment attempt by provider and status (Prometheus). */
  async paymentCounts(db: Db): Promise<{ provider: string; status: string; count: number }[]> {
    return db
      .select({ provider: payments.provider, status: payments.status, count: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.provider, payments.status);
  },

  /** One company's orders by stage and payment status (the caller checked access). */
  async stagesForCompany(db: Db, companyId: string): Promise<{ stage: OrderStatus; payment: PaymentStatus; count: number }[]> {
    return db
      .select({ stage: orders.orderStatus, payment: orders.paymentStatus, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.companyId, companyId))
      .groupBy(orders.orderStatus, orders.paymentStatus);
  },

  /** What one company paid per UTC month of verified payment and currency, less refunds that went through. */
  async paidByMonthForCompany(
    db: Db,
    companyId: string,
  ): Promise<{ month: string; currency: Currency; paidMinor: number; orders: number }[]> {
    const month = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
    return db
      .select({
        month,
        currency: orders.currency,
        paidMinor: sql<number>`coalesce(sum(${orders.totalMinor} - ${refundedMinor}), 0)::bigint`.mapWith(Number),
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.paymentStatus, 'paid'), isNotNull(orders.paidAt)))
      .groupBy(month, orders.currency)
      .orderBy(desc(month), orders.currency);
  },

  /** Paid → completed of one company's completed orders that recorded both times. */
  async processingTimesForCompany(db: Db, companyId: string): Promise<{ paidAt: Date; completedAt: Date }[]> {
    const rows = await db
      .select({ paidAt: orders.paidAt, completedAt: orders.completedAt })
      .from(orders)
      .where(
        and(eq(orders.companyId, companyId), eq(orders.orderStatus, 'completed'), isNotNull(orders.paidAt), isNotNull(orders.completedAt)),
      );
    return rows.flatMap((row) => (row.paidAt && row.completedAt ? [{ paidAt: row.paidAt, completedAt: row.completedAt }] : []));
  },

  /**
   * One company's tasks: who does each, when it was set and, once completed, when it last became completed. Tasks keep
   * no completion time of their own; the audit trail records every status change (tasks.service), so it is read there.
   */
  async taskTimesForCompany(db: Db, companyId: string): Promise<TaskTimes[]> {
    const completedAt = sql<string | null>`(
      select max(${auditEvents.createdAt}) from ${auditEvents}
      where ${auditEvents.targetType} = 'task' and ${auditEvents.targetId} = ${orderTasks.id}::text
        and ${auditEvents.action} = 'task.status_changed' and ${auditEvents.changes} @> '[{"field":"status","after":"completed"}]'::jsonb
    )`;
    const rows = await db
      .select({
        status: orderTasks.status,
        performer: orderTasks.performer,
        dueDate: orderTasks.dueDate,
        createdAt: orderTasks.createdAt,
        completedAt,
      })
      .from(orderTasks)
      .innerJoin(orders, eq(orders.id, orderTasks.orderId))
      .where(eq(orders.companyId, companyId));
    return rows.map((row) => ({ ...row, completedAt: row.completedAt ? new Date(row.completedAt) : null }));
  },
};
