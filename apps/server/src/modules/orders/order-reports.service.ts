import type { AdminStatistics, AdminUserOrder } from '@charter/shared';
import type { Db } from '../../db/client';
import { orderReportsRepository } from './order-reports.repository';

/** At most this many of a user's orders are shown in the back office's user detail, newest first. */
export const USER_ORDERS_SHOWN = 100;

/** Figures over all orders for the back office (no company access check: only admin routes call these). */
export function createOrderReportsService({ db }: { db: Db }) {
  return {
    counts: () => orderReportsRepository.counts(db),

    /**
     * Revenue is what verified payments captured (orders whose payment is `paid`), per currency. The single `total`
     * is given only when one currency is involved; amounts in different currencies are never added up.
     */
    async revenue(): Promise<AdminStatistics['revenue']> {
      const rows = await orderReportsRepository.paidTotalsByCurrency(db);
      const byCurrency = rows
        .map((row) => ({ currency: row.currency, total_minor: row.totalMinor, orders: row.orders }))
        .sort((a, b) => b.orders - a.orders || a.currency.localeCompare(b.currency));
      const [only] = byCurrency;
      if (byCurrency.length === 0) return { total: 0, currency: null, by_currency: [] };
      if (byCurrency.length === 1 && only) return { total: only.total_minor, currency: only.currency, by_currency: byCurrency };
      return { total: null, currency: null, by_currency: byCurrency };
    },

    placedPerDay: (since: Date) => orderReportsRepository.placedPerDay(db, since),

    /** Prometheus: every order by stage, every payment attempt by provider and status. */
    countsByStage: () => orderReportsRepository.countsByStage(db),
    paymentCounts: () => orderReportsRepository.paymentCounts(db),

    /** Founder analytics of one company (the caller checked access): stages, spending, times. */
    stagesForCompany: (companyId: string) => orderReportsRepository.stagesForCompany(db, companyId),
    paidByMonthForCompany: (companyId: string) => orderReportsRepository.paidByMonthForCompany(db, companyId),
    processingTimesForCompany: (companyId: string) => orderReportsRepository.processingTimesForCompany(db, companyId),
    taskTimesForCompany: (companyId: string) => orderReportsRepository.taskTimesForCompany(db, companyId),

    async placedBy(userId: string): Promise<AdminUserOrder[]> {
      const rows = await orderReportsRepository.listByUserId(db, userId, USER_ORDERS_SHOWN);
      return rows.map(({ order, companyName }) => ({
        id: order.id,
        order_number: order.orderNumber,
        company_name: companyName,
        created_at: order.createdAt.toISOString(),
        currency: order.currency,
        total_minor: order.totalMinor,
        order_status: order.orderStatus,
        payment_status: order.paymentStatus,
      }));
    },
  };
}

export type OrderReportsService = ReturnType<typeof createOrderReportsService>;
