import {
  ANALYTICS_SERIES_MINUTES,
  orderStatuses,
  paymentStatuses,
  taskStatuses,
  UPTIME_WINDOW_DAYS,
  type AnalyticsMetrics,
  type Workflows,
} from '@charter/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CompaniesService } from '../companies/companies.service';
import type { MembersService } from '../companies/members.service';
import type { ComplianceService } from '../compliance/compliance.service';
import type { OrderReportsService } from '../orders/order-reports.service';
import type { OrdersService } from '../orders/orders.service';
import type { TasksService } from '../orders/tasks.service';
import { median, roundPercent, uptimePercent } from './analytics-math';
import { analyticsRepository } from './analytics.repository';
import type { RequestMetrics } from './request-metrics';

interface Deps {
  db: Db;
  clock: Clock;
  requestMetrics: RequestMetrics;
  /** When this process started (its in-memory series begins then). */
  startedAt: Date;
  catalogue: Pick<CatalogueService, 'list'>;
  companies: Pick<CompaniesService, 'list'>;
  compliance: Pick<ComplianceService, 'health'>;
  members: Pick<MembersService, 'peopleAcrossCompaniesOf'>;
  orders: Pick<OrdersService, 'list'>;
  tasks: Pick<TasksService, 'list'>;
  orderReports: Pick<OrderReportsService, 'stagesForMember' | 'processingTimesForMember'>;
}

/** Overdue tasks listed on the page (the count covers them all). */
const OVERDUE_SHOWN = 5;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The heartbeat is written this long after each minute begins. */
const HEARTBEAT_DELAY_MS = 1_000;
const HOUR_MS = 3_600_000;

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * GET /api/analytics/metrics and /api/analytics/workflows: the analytics page's figures, each measured or derived from
 * the caller's own data (ARCHITECTURE §4), and null with the reason where there is nothing to measure yet.
 */
export function createAnalyticsService(deps: Deps) {
  const { db, clock, requestMetrics } = deps;
  let heartbeat: NodeJS.Timeout | undefined;

  const writeHeartbeat = async () => {
    const now = clock();
    await analyticsRepository.recordHeartbeat(db, new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS));
  };

  async function uptime(now: Date): Promise<AnalyticsMetrics['uptime']> {
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

    async metrics(actor: Actor): Promise<AnalyticsMetrics> {
      const now = clock();
      // The process answering is up this minute, whether or not its timer has fired yet in it.
      await writeHeartbeat();
      const userId = actor.type === 'user' ? actor.id : undefined;
      const [catalogue, companies, stages, times, people, taskList, uptimeFigure] = await Promise.all([
        deps.catalogue.list(),
        deps.companies.list(actor),
        userId ? deps.orderReports.stagesForMember(userId) : [],
        userId ? deps.orderReports.processingTimesForMember(userId) : [],
        userId ? deps.members.peopleAcrossCompaniesOf(userId) : 0,
        deps.tasks.list(actor, { filter: 'all' }),
        uptime(now),
      ]);
      const compliance = await Promise.all(
        companies.map(async (company) => {
          const health = await deps.compliance.health(actor, company.id);
          return {
            company_id: company.id,
            company_name: company.name,
            country: company.country,
            score: health.score,
            completed: health.details.completed_tasks,
            pending: health.details.pending_count,
            overdue: health.details.overdue_count,
            last_updated: health.last_updated,
          };
        }),
      );

      const ordersByStage = zeroes(orderStatuses);
      const paymentsByStatus = zeroes(paymentStatuses);
      for (const row of stages) {
        ordersByStage[row.stage] += row.count;
        paymentsByStatus[row.payment] += row.count;
      }
      const tasksByStatus = zeroes(taskStatuses);
      for (const task of taskList.tasks) tasksByStatus[task.status] += 1;
      const overdue = taskList.tasks.filter((task) => task.isOverdue);

      // Registry facts exist only for registered companies; companies being formed have none to confirm yet.
      const registered = companies.filter((company) => !company.is_formation);
      const confirmed = registered.filter((company) => company.registry_fields.length > 0 && company.past_filings !== null);
      const hours = times.map(({ paidAt, completedAt }) => Math.max(0, completedAt.getTime() - paidAt.getTime()) / HOUR_MS);
      const processing = median(hours);

      return {
        generated_at: now.toISOString(),
        total_services: catalogue.list.services.length,
        active_workflows: ordersByStage.processing + ordersByStage.in_progress,
        completed_workflows: ordersByStage.completed,
        total_users: people,
        uptime: uptimeFigure,
        data_accuracy:
          registered.length === 0
            ? {
                value: null,
                missing:
                  companies.length === 0
                    ? 'No company yet: add one to measure how much of its data is confirmed.'
                    : 'Only companies being formed: registry facts can be confirmed once a company is registered.',
                counted: 0,
                of: 0,
              }
            : {
                value: roundPercent((confirmed.length / registered.length) * 100),
                missing: null,
                counted: confirmed.length,
                of: registered.length,
              },
        avg_processing_time:
          processing === null
            ? { value: null, missing: 'No completed order yet: the time from payment to completion is measured once one is.', orders: 0 }
            : { value: Math.round(processing * 10) / 10, missing: null, orders: hours.length },
        system: {
          process_started_at: deps.startedAt.toISOString(),
          window_minutes: ANALYTICS_SERIES_MINUTES,
          hour: requestMetrics.lastHour(),
          points: requestMetrics.series(),
        },
        operations: {
          orders_by_stage: ordersByStage,
          payments_by_status: paymentsByStatus,
          tasks_by_status: tasksByStatus,
          tasks_total: taskList.counts.total,
          tasks_overdue: taskList.counts.overdue,
          overdue_tasks: overdue.slice(0, OVERDUE_SHOWN).map((task) => ({
            id: task.id,
            title: task.title,
            due_date: task.due_date,
            order_id: task.orderId,
            order_number: task.order_number,
            company_name: task.company_name,
          })),
        },
        compliance,
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
