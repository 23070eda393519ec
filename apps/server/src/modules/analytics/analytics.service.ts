import {
  ANALYTICS_SERIES_MINUTES,
  orderStatuses,
  paymentStatuses,
  taskStatuses,
  UPTIME_WINDOW_DAYS,
  type FounderAnalytics,
  type ServiceHealth,
  type Workflows,
} from '@charter/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CompanyAccess } from '../companies/company-access';
import type { ComplianceService } from '../compliance/compliance.service';
import type { OrderReportsService } from '../orders/order-reports.service';
import type { OrdersService } from '../orders/orders.service';
import type { TasksService } from '../orders/tasks.service';
import { median, roundPercent, uptimePercent } from './analytics-math';
import { charterTaskFigures, obligationFigures } from './founder-figures';
import { analyticsRepository } from './analytics.repository';
import type { RequestMetrics } from './request-metrics';

interface Deps {
  db: Db;
  clock: Clock;
  requestMetrics: RequestMetrics;
  /** When this process started (its in-memory series begins then). */
  startedAt: Date;
  access: CompanyAccess;
  catalogue: Pick<CatalogueService, 'list'>;
  compliance: Pick<ComplianceService, 'overview'>;
  orders: Pick<OrdersService, 'list'>;
  tasks: Pick<TasksService, 'list'>;
  orderReports: Pick<
    OrderReportsService,
    'stagesForCompany' | 'paidByMonthForCompany' | 'processingTimesForCompany' | 'taskTimesForCompany'
  >;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The heartbeat is written this long after each minute begins. */
const HEARTBEAT_DELAY_MS = 1_000;
const HOUR_MS = 3_600_000;

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * GET /api/analytics/metrics?company_id= and /api/analytics/workflows: the founder's figures, each derived from the
 * company's own data (ARCHITECTURE §4), and null with the reason where there is nothing to measure yet; and
 * GET /api/admin/analytics/service: the running service's own figures, for staff.
 */
export function createAnalyticsService(deps: Deps) {
  const { db, clock, requestMetrics } = deps;
  let heartbeat: NodeJS.Timeout | undefined;

  const writeHeartbeat = async () => {
    const now = clock();
    await analyticsRepository.recordHeartbeat(db, new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS));
  };

  async function uptime(now: Date): Promise<ServiceHealth['uptime']> {
    const since = new Date(now.getTime() - UPTIME_WINDOW_DAYS * DAY_MS);
    const { minutes, first } = await analyticsRepository.heartbeatsSince(db, since);
    const value = uptimePercent(minutes, first, now);
    return value === null
      ? { value: null, missing: 'Not enough data: no heartbeat has been recorded in the last 30 days.', since: null }
      : { value: roundPercent(value), missing: null, since: first!.toISOString() };
  }

  return {
    /**
     * Records this minute now and then each minute just after it begins (re-aimed at the next boundary every time, so
     * timer drift never skips a minute), until `stopHeartbeat` (the app starts it when ready and stops it on close).
     */
    async startHeartbeat(onError: (error: unknown) => void): Promise<void> {
      await writeHeartbeat();
      const next = () => {
        heartbeat = setTimeout(
          () => {
            writeHeartbeat().catch(onError);
            next();
          },
          MINUTE_MS - (Date.now() % MINUTE_MS) + HEARTBEAT_DELAY_MS,
        );
        heartbeat.unref();
      };
      next();
    },
    stopHeartbeat() {
      clearTimeout(heartbeat);
      heartbeat = undefined;
    },

    /** Staff's view of the running service: uptime and the last hour of requests of the process that answered. */
    async serviceHealth(): Promise<ServiceHealth> {
      const now = clock();
      // The process answering is up this minute, whether or not its timer has fired yet in it.
      await writeHeartbeat();
      const [catalogue, uptimeFigure] = await Promise.all([deps.catalogue.list(), uptime(now)]);
      return {
        generated_at: now.toISOString(),
        total_services: catalogue.list.services.length,
        uptime: uptimeFigure,
        system: {
          process_started_at: deps.startedAt.toISOString(),
          window_minutes: ANALYTICS_SERIES_MINUTES,
          hour: requestMetrics.lastHour(),
          points: requestMetrics.series(),
        },
      };
    },

    /** A founder's analytics of one of their companies: its obligations, orders, spending and Charter's work on it. */
    async founderMetrics(actor: Actor, companyId: string): Promise<FounderAnalytics> {
      const { company } = await deps.access.company(actor, companyId, 'company:read');
      const [{ list }, stages, months, times, tasks] = await Promise.all([
        deps.compliance.overview(actor, company.id),
        deps.orderReports.stagesForCompany(company.id),
        deps.orderReports.paidByMonthForCompany(company.id),
        deps.orderReports.processingTimesForCompany(company.id),
        deps.orderReports.taskTimesForCompany(company.id),
      ]);
      const byStage = zeroes(orderStatuses);
      const byPayment = zeroes(paymentStatuses);
      let total = 0;
      for (const row of stages) {
        byStage[row.stage] += row.count;
        byPayment[row.payment] += row.count;
        total += row.count;
      }
      const tasksByStatus = zeroes(taskStatuses);
      for (const task of tasks) tasksByStatus[task.status] += 1;
      const hours = times.map(({ paidAt, completedAt }) => Math.max(0, completedAt.getTime() - paidAt.getTime()) / HOUR_MS);
      const turnaround = median(hours);
      return {
        generated_at: clock().toISOString(),
        as_of: list.as_of,
        company_id: company.id,
        company_name: company.name,
        obligations: obligationFigures(list.requirements, list.as_of),
        orders: { total, by_stage: byStage, by_payment: byPayment },
        spending: {
          months: months.map((row) => ({ month: row.month, currency: row.currency, paid_minor: row.paidMinor, orders: row.orders })),
          missing: months.length === 0 ? 'No payment yet: spending is counted from the orders you have paid.' : null,
        },
        charter_tasks: charterTaskFigures(tasks, list.as_of),
        order_turnaround_hours:
          turnaround === null
            ? { value: null, missing: 'No completed order yet: the time from payment to completion is measured once one is.', orders: 0 }
            : { value: Math.round(turnaround * 10) / 10, missing: null, orders: hours.length },
        tasks_by_status: tasksByStatus,
      };
    },

    /** Each of the caller's orders with its tasks in order, for the pipeline on /workflows. */
    async workflows(actor: Actor): Promise<Workflows> {
      const [{ orders }, { tasks }] = await Promise.all([deps.orders.list(actor), deps.tasks.list(actor, { filter: 'all' })]);
      return {
        workflows: orders.map((order) => ({
          order_id: order.id,
          order_number: order.order_number,
          name: order.items[0]?.name ?? 'Order',
          company_name: order.company_name,
          order_status: order.order_status,
          payment_status: order.payment_status,
          created_at: order.created_at,
          tasks: tasks
            .filter((task) => task.orderId === order.id)
            .map((task) => ({ id: task.id, title: task.title, status: task.status, due_date: task.due_date, is_overdue: task.isOverdue })),
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
