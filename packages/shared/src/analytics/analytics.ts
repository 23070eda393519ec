import { z } from 'zod';
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

export const systemPointSchema = z.object({
  /** The start of the minute (UTC, ISO). */
  minute: z.string(),
  requests: z.number().int(),
  /** Responses with a 5xx status. */
  errors: z.number().int(),
  /** errors / requests, 0..1; null when there was no request that minute. */
  error_rate: z.number().nullable(),
  /** Latency percentiles in milliseconds, estimated from the histogram's buckets; null without requests. */
  p50_ms: z.number().nullable(),
  p95_ms: z.number().nullable(),
  p99_ms: z.number().nullable(),
});
export type SystemPoint = z.infer<typeof systemPointSchema>;

export const companyComplianceStatusSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  country: z.string(),
  score: z.number(),
  completed: z.number().int(),
  pending: z.number().int(),
  overdue: z.number().int(),
  last_updated: z.string(),
});

export const analyticsMetricsSchema = z.object({
  generated_at: z.string(),
  /** Active services in the catalogue. */
  total_services: z.number().int(),
  /** The caller's paid orders being worked on (order status processing or in_progress). */
  active_workflows: z.number().int(),
  /** The caller's orders whose status is completed. */
  completed_workflows: z.number().int(),
  /** Distinct people who are members of the caller's companies (the caller included). */
  total_users: z.number().int(),
  /** Percent of minutes with a recorded heartbeat since the first one in the last 30 days. */
  uptime: measured.extend({ since: z.string().nullable() }),
  /** Percent of the caller's registered companies whose registry facts are confirmed and past filings answered. */
  data_accuracy: measured.extend({ counted: z.number().int(), of: z.number().int() }),
  /** Median hours from payment to completion over the caller's completed orders. */
  avg_processing_time: measured.extend({ orders: z.number().int() }),
  system: z.object({
    /** The series is this process's own (each API process keeps its last hour in memory). */
    process_started_at: z.string(),
    window_minutes: z.number().int(),
    /** The whole hour: every minute's buckets added up. */
    hour: systemPointSchema.omit({ minute: true }),
    points: z.array(systemPointSchema),
  }),
  operations: z.object({
    orders_by_stage: z.record(z.enum(orderStatuses), z.number().int()),
    payments_by_status: z.record(z.enum(paymentStatuses), z.number().int()),
    tasks_by_status: z.record(z.enum(taskStatuses), z.number().int()),
    tasks_total: z.number().int(),
    tasks_overdue: z.number().int(),
    overdue_tasks: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        due_date: z.string().nullable(),
        order_id: z.string(),
        order_number: z.string(),
        company_name: z.string().nullable(),
      }),
    ),
  }),
  compliance: z.array(companyComplianceStatusSchema),
});
export type AnalyticsMetrics = z.infer<typeof analyticsMetricsSchema>;

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
