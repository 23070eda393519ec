import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ANALYTICS_SERIES_MINUTES, type SystemPoint } from '@charter/shared';
import { histogramQuantile } from './analytics-math';

/** Latency bucket upper bounds in milliseconds (the Prometheus histogram uses the same in seconds). */
export const LATENCY_BOUNDS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000] as const;

const MINUTE_MS = 60_000;

/** One minute of this process's requests: bucket counts (the last is above every bound), requests and 5xx. */
interface MinuteSlot {
  minute: number;
  counts: Uint32Array;
  requests: number;
  errors: number;
}

/** Figures read from the database (and the job queue) when Prometheus scrapes, so every process reports the same. */
export interface MetricSources {
  queues(): Promise<{ name: string; queued: number; active: number; failed: number }[]>;
  mails(): Promise<{ status: string; count: number }[]>;
  payments(): Promise<{ provider: string; status: string; count: number }[]>;
  ordersByStage(): Promise<{ stage: string; count: number }[]>;
}

type Observer = { observe(value: number): void };

/** Requests, 5xx and latency percentiles (ms, one decimal) of a set of bucket counts. */
function summarize(counts: Uint32Array, requests: number, errors: number): Omit<SystemPoint, 'minute'> {
  const quantile = (q: number) => {
    const value = histogramQuantile(q, LATENCY_BOUNDS_MS, counts);
    return value === null ? null : Math.round(value * 10) / 10;
  };
  return {
    requests,
    errors,
    error_rate: requests === 0 ? null : errors / requests,
    p50_ms: quantile(0.5),
    p95_ms: quantile(0.95),
    p99_ms: quantile(0.99),
  };
}

const statusClass = (status: number) => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx');

/**
 * The process's metrics: a Prometheus registry (request latency per route pattern and status class, queue depth and
 * failures, mails, payments, orders per stage) and, for the analytics page, the last hour of request latency in a
 * ring buffer of per-minute bucket counts. Both are per process; a fleet is summed by Prometheus, not here.
 */
export function createRequestMetrics(options: { now?: () => number; defaultMetrics?: boolean } = {}) {
  const now = options.now ?? Date.now;
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'charter_' });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern; its _count by status_class gives request and error rates',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BOUNDS_MS.map((ms) => ms / 1000),
    registers: [registry],
  });
  // Label lookups hash their values; a request reuses the child made for its (method, route, class) instead.
  const children = new Map<string, Observer>();
  const slots: MinuteSlot[] = Array.from({ length: ANALYTICS_SERIES_MINUTES }, () => ({
    minute: -1,
    counts: new Uint32Array(LATENCY_BOUNDS_MS.length + 1),
    requests: 0,
    errors: 0,
  }));
  let sources: MetricSources | undefined;

  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[], collect: (g: Gauge<L>) => Promise<void>) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        if (sources) await collect(this);
      },
    });
  gauge('charter_job_queue_depth', 'Jobs waiting (queued, including deferred) per pg-boss queue', ['queue'], async (g) => {
    for (const queue of await sources!.queues()) g.set({ queue: queue.name }, queue.queued);
  });
  gauge('charter_job_queue_active', 'Jobs being worked on per pg-boss queue', ['queue'], async (g) => {
    for (const queue of await sources!.queues()) g.set({ queue: queue.name }, queue.active);
  });
  gauge('charter_job_queue_failed', 'Failed jobs still retained per pg-boss queue (a rolling count)', ['queue'], async (g) => {
    for (const queue of await sources!.queues()) g.set({ queue: queue.name }, queue.failed);
  });
  gauge('charter_mails', 'Mails in the transactional outbox by status (pending, sent, failed)', ['status'], async (g) => {
    for (const row of await sources!.mails()) g.set({ status: row.status }, row.count);
  });
  gauge('charter_payments', 'Payment attempts by provider and status', ['provider', 'status'], async (g) => {
    for (const row of await sources!.payments()) g.set({ provider: row.provider, status: row.status }, row.count);
  });
  gauge('charter_orders', 'Orders by stage (order status)', ['stage'], async (g) => {
    for (const row of await sources!.ordersByStage()) g.set({ stage: row.stage }, row.count);
  });

  const slotFor = (minute: number): MinuteSlot => {
    const slot = slots[minute % slots.length]!;
    if (slot.minute !== minute) {
      slot.minute = minute;
      slot.counts.fill(0);
      slot.requests = 0;
      slot.errors = 0;
    }
    return slot;
  };

  return {
    registry,

    /** The sources read at scrape time; set once the database and queues are up. */
    connect(next: MetricSources | undefined) {
      sources = next;
    },

    /** One finished request: `route` is the matched pattern (never the raw URL, which would make unbounded labels). */
    observe(method: string, route: string | undefined, status: number, elapsedMs: number) {
      const cls = statusClass(status);
      const key = `${method} ${route ?? ''} ${cls}`;
      let child = children.get(key);
      if (!child) {
        child = latency.labels(method, route ?? 'unmatched', cls);
        children.set(key, child);
      }
      child.observe(elapsedMs / 1000);
      const slot = slotFor(Math.floor(now() / MINUTE_MS));
      let bucket = 0;
      while (bucket < LATENCY_BOUNDS_MS.length && elapsedMs > LATENCY_BOUNDS_MS[bucket]!) bucket += 1;
      slot.counts[bucket]! += 1;
      slot.requests += 1;
      if (cls === '5xx') slot.errors += 1;
    },

    /** The last hour as one figure: every minute's buckets added up, so its percentiles are the hour's own. */
    lastHour(): Omit<SystemPoint, 'minute'> {
      const current = Math.floor(now() / MINUTE_MS);
      const counts = new Uint32Array(LATENCY_BOUNDS_MS.length + 1);
      let requests = 0;
      let errors = 0;
      for (const slot of slots) {
        if (slot.minute <= current - ANALYTICS_SERIES_MINUTES || slot.minute > current) continue;
        slot.counts.forEach((count, index) => (counts[index]! += count));
        requests += slot.requests;
        errors += slot.errors;
      }
      return summarize(counts, requests, errors);
    },

    /** The last hour, one point per minute, oldest first (minutes without a request have null percentiles). */
    series(): SystemPoint[] {
      const current = Math.floor(now() / MINUTE_MS);
      const points: SystemPoint[] = [];
      for (let minute = current - ANALYTICS_SERIES_MINUTES + 1; minute <= current; minute += 1) {
        const slot = slots[minute % slots.length]!;
        const live = slot.minute === minute;
        const counts = live ? slot.counts : new Uint32Array(LATENCY_BOUNDS_MS.length + 1);
        points.push({
          minute: new Date(minute * MINUTE_MS).toISOString(),
          ...summarize(counts, live ? slot.requests : 0, live ? slot.errors : 0),
        });
      }
      return points;
    },
  };
}

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;
