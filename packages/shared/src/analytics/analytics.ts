import { z } from 'zod';
import { companyQuerySchema } from '../common/paging';
import { currencies } from '../money/money';
import { orderStatuses, paymentStatuses, taskStatuses } from '../orders/orders';

/** The window of the system performance series: one point per minute over the last hour. */
export const ANALYTICS_SERIES_MINUTES = 60;
/** Uptime is measured over this many days of recorded heartbeats. */
export const UPTIME_WINDOW_DAYS = 30;

/** A figure that may be missing: its value, or null and why (never a made-up number). */
const measured = z.object({
  value: z.number().nullable(),
  /** Why there is no value (null when there is one). */
  missing: z.string().nullable(),
});
export type MeasuredFigure = z.infer<typeof measured>;

/** Latency percentiles in milliseconds, estimated from the histogram's buckets; null without requests. */
const latencyPercentileFields = { p50_ms: z.number().nullable(), p95_ms: z.number().nullable(), p99_ms: z.number().nullable() };

export const systemPointSchema = z.object({
  /** The start of the minute (UTC, ISO). */
  minute: z.string(),
  requests: z.number().int(),
  /** Responses with a 5xx status. */
  errors: z.number().int(),
  /** errors / requests, 0..1; null when there was no request that minute. */
  error_rate: z.number().nullable(),
  ...latencyPercentileFields,
});
export type SystemPoint = z.infer<typeof systemPointSchema>;

/**
 * GET /api/admin/analytics/service: how the running service performs, for staff only (a founder has no use for the
 * server's request counts or latency percentiles; issue 30).
 */
export const serviceHealthSchema = z.object({
  generated_at: z.string(),
  /** Active services in the catalogue. */
  total_services: z.number().int(),
  /** Percent of minutes with a recorded heartbeat since the first one in the last 30 days. */
  uptime: measured.extend({ since: z.string().nullable() }),
  system: z.object({
    /** The series is this process's own (each API process keeps its last hour in memory). */
    process_started_at: z.string(),
    window_minutes: z.number().int(),
    /** The whole hour: every minute's buckets added up. */
    hour: systemPointSchema.omit({ minute: true }),
    points: z.array(systemPointSchema),
  }),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** Windows of the founder's "coming up" counts, in days from today. */
export const UPCOMING_WINDOWS_DAYS = [30, 90] as const;

export const founderAnalyticsQuerySchema = companyQuerySchema;

/**
 * GET /api/analytics/metrics?company_id=: one company's business and Charter's service to it, every figure derived
 * from that company's own obligations, orders, payments and tasks (issue 30). Where a figure has no data, `missing`
 * says which data it needs.
 */
export const founderAnalyticsSchema = z.object({
  generated_at: z.string(),
  /** The company's "today" (its compliance calendar's date). */
  as_of: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  obligations: z.object({
    /** Done on or before the due date. */
    on_time: z.number().int(),
    /** Done after the due date. */
    late: z.number().int(),
    /** Done, but without a due date or a recorded completion date to compare. */
    done_undated: z.number().int(),
    overdue_now: z.number().int(),
    /** Open and due within the next 30 / 90 days (today included); the 90 includes the 30. */
    due_within_30: z.number().int(),
    due_within_90: z.number().int(),
    /** Why there is nothing to compare yet (null when something was done). */
    missing: z.string().nullable(),
  }),
  orders: z.object({
    total: z.number().int(),
    by_stage: z.record(z.enum(orderStatuses), z.number().int()),
    by_payment: z.record(z.enum(paymentStatuses), z.number().int()),
  }),
  /** What the company paid, by the month the payment was verified (UTC), less what was refunded; newest month first. */
  spending: z.object({
    months: z.array(z.object({ month: z.string(), currency: z.enum(currencies), paid_minor: z.number().int(), orders: z.number().int() })),
    missing: z.string().nullable(),
  }),
  /** Charter's own tasks for this company: how many, and how long each took from being set to being completed. */
  charter_tasks: z.object({
    open: z.number().int(),
    completed: z.number().int(),
    overdue: z.number().int(),
    average_hours: measured,
  }),
  /** Paid → completed over the company's completed orders. */
  order_turnaround_hours: measured.extend({ orders: z.number().int() }),
  tasks_by_status: z.record(z.enum(taskStatuses), z.number().int()),
});
export type FounderAnalytics = z.infer<typeof founderAnalyticsSchema>;

/** /workflows: each of the caller's orders with its tasks, newest order first. */
export const workflowsSchema = z.object({
  workflows: z.array(
    z.object({
      order_id: z.string(),
      order_number: z.string(),
      name: z.string(),
      company_name: z.string().nullable(),
      order_status: z.enum(orderStatuses),
      payment_status: z.enum(paymentStatuses),
      created_at: z.string(),
      tasks: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          status: z.enum(taskStatuses),
          due_date: z.string().nullable(),
          is_overdue: z.boolean(),
        }),
      ),
    }),
  ),
});
export type Workflows = z.infer<typeof workflowsSchema>;
