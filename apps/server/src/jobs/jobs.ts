import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../modules/mail/mail.service';
import type { RemindersService } from '../modules/reminders/reminders.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { PaymentsService } from '../modules/orders/payments.service';
import type { ComplianceAdminService } from '../modules/compliance/compliance-admin.service';
import { queues } from './queues';
import type { WebhooksOutService } from '../modules/webhooks-out/webhooks-out.service';
import { startWebhookJobs } from '../modules/webhooks-out/webhook-jobs';

export interface JobsOptions {
  database: Database;
  mailer: Mailer;
  reminders: RemindersService;
  orders: OrdersService;
  payments: Pick<PaymentsService, 'retryLateRefunds'>;
  complianceAdmin: ComplianceAdminService;
  /** Outgoing webhooks (issue 34 §4): their queue, worker and relay live in modules/webhooks-out/webhook-jobs.ts. */
  webhooksOut: WebhooksOutService;
  webhookRetryDelaySeconds: number;
  log: FastifyBaseLogger;
  /** Serve the queues in this process (the embedded default and `npm run worker`); an API-only process just sends. */
  runWorkers: boolean;
  /** The recurring schedules (sweep, daily reminders) and the catch-up at start; off in tests that drive time. */
  schedules: boolean;
  mailRetry: { limit: number; delaySeconds: number };
}

export interface Jobs {
  stop(): Promise<void>;
  /** A query through the queue's own connections (GET /api/ready). */
  ping(): Promise<void>;
  /** Each queue's waiting, active and (retained) failed jobs, for the metrics endpoint. */
  queueStats(): Promise<{ name: string; queued: number; active: number; failed: number }[]>;
}

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/** pg-boss's minimum. */
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 5;

/**
 * Mail workers fetch a batch per poll and send its mails at once (over the SMTP transport's few pooled connections);
 * while batches come back full they fetch again at once (burstWhenBatchFull). The urgent queue has a worker of its own,
 * so a login code never waits behind a burst of receipts.
 */
export const MAIL_BATCH = { bulk: 50, urgent: 10 } as const;

/** Paid orders fulfilled per fetch, one after another (each in its own transaction). */
const FULFIL_BATCH = 10;

/** pg-boss on the product's own database: queues, workers and schedules. */
export async function startJobs({
  database,
  mailer,
  reminders,
  orders,
  payments,
  complianceAdmin,
  webhooksOut,
  webhookRetryDelaySeconds,
  log,
  runWorkers,
  schedules,
  mailRetry,
}: JobsOptions): Promise<Jobs> {
  // On PostgreSQL several workers share the queues: each one's supervisor looks for jobs whose worker died (no
  // heartbeat) every few seconds, so another worker retries them within about 20 s instead of pg-boss's 60 s passes.
  const shared = database.kind === 'postgres';
  const boss = new PgBoss({
    ...database.jobsConnection,
    schema: JOBS_SCHEMA,
    supervise: runWorkers,
    schedule: runWorkers && schedules,
    ...(shared ? { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS } : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  // A running job's worker touches it every heartbeatSeconds / 2; a job not touched for heartbeatSeconds (its worker
  // was killed) is failed and retried by another worker. updateQueue: createQueue leaves existing queues as they were.
  const retried = { heartbeatSeconds: HEARTBEAT_SECONDS };
  const mailDeliver = { retryLimit: mailRetry.limit, retryDelay: mailRetry.delaySeconds, retryBackoff: true };
  const withRetries = { retryLimit: 10, retryDelay: 5, retryBackoff: true };
  for (const [name, options] of [
    [queues.mailDeliver, mailDeliver],
    [queues.mailUrgent, mailDeliver],
    [queues.orderFulfil, withRetries],
    [queues.complianceReplan, withRetries],
  ] as const) {
    await boss.createQueue(name, { ...options, ...retried });
    await boss.updateQueue(name, retried);
  }
  await boss.createQueue(queues.mailSweep);
  await boss.createQueue(queues.remindersScan);
  await boss.createQueue(queues.orderSweep);
  await boss.createQueue(queues.paymentRefundSweep);
  await boss.createQueue(queues.complianceReplanSweep);

  const mailWorkers: Record<string, string | undefined> = {};
  mailer.connect(async (mails) => {
    for (const [queue, group] of [
      [queues.mailUrgent, mails.filter((mail) => mail.urgent)],
      [queues.mailDeliver, mails.filter((mail) => !mail.urgent)],
    ] as const) {
      if (group.length === 0) continue;
      // One statement for a burst; the queue's retry options apply. A mail queued twice is sent once (its claim).
      await boss.insert(
        queue,
        group.map((mail) => ({ data: { mailId: mail.id } })),
      );
      // Wake this process's worker instead of waiting for its next poll.
      const worker = mailWorkers[queue];
      if (worker) boss.notifyWorker(worker);
    }
  });

  /** A batch of delivery jobs sent at once; each settles on its own (a refused mail is retried, the others complete). */
  const deliverBatch = async (jobs: Job<{ mailId: string }>[]): Promise<JobResult[]> => {
    const outcomes = await mailer.deliverBatch(jobs.map((job) => ({ mailId: job.data.mailId, deliveryId: job.id })));
    return jobs.map((job, index) => {
      const error = outcomes[index];
      return error
        ? { id: job.id, status: 'failed' as const, output: { message: error.message } }
        : { id: job.id, status: 'completed' as const };
    });
  };

  let fulfilWorker: string | undefined;
  orders.connect(async (orderId, eventId) => {
    // Keyed by the provider event: the same event queued twice is one job; the order's own guard does the rest.
    await boss.send(queues.orderFulfil, { orderId }, { singletonKey: eventId });
    if (fulfilWorker) boss.notifyWorker(fulfilWorker);
  });

  let replanWorker: string | undefined;
  complianceAdmin.connect(async (changeId) => {
    await boss.send(queues.complianceReplan, { changeId }, { singletonKey: changeId });
    if (replanWorker) boss.notifyWorker(replanWorker);
  });

  if (runWorkers) {
    replanWorker = await boss.work<{ changeId: string }>(queues.complianceReplan, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await complianceAdmin.processChange(job.data.changeId);
    });
    await boss.work(queues.complianceReplanSweep, async () => complianceAdmin.sweep());
    // A batch per fetch, fetched again at once while batches come back full: one job per poll drained a burst of
    // payments at two orders a second (200 paid at once had their receipts 87 s later). Each job settles alone.
    fulfilWorker = await boss.work<{ orderId: string }>(
      queues.orderFulfil,
      { pollingIntervalSeconds: 0.5, batchSize: FULFIL_BATCH, burstWhenBatchFull: true, perJobResults: true },
      async (jobs): Promise<JobResult[]> => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await orders.fulfil(job.data.orderId);
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
          }
        }
        return results;
      },
    );
    await boss.work(queues.orderSweep, async () => orders.sweep());
    await boss.work(queues.paymentRefundSweep, async () => {
      const refunded = await payments.retryLateRefunds();
      if (refunded) log.info({ refunded }, 'late refunds confirmed');
    });
    for (const [queue, batchSize] of [
      [queues.mailUrgent, MAIL_BATCH.urgent],
      [queues.mailDeliver, MAIL_BATCH.bulk],
    ] as const) {
      mailWorkers[queue] = await boss.work<{ mailId: string }>(
        queue,
        { pollingIntervalSeconds: 0.5, batchSize, burstWhenBatchFull: true, perJobResults: true },
        deliverBatch,
      );
    }
    await boss.work(queues.mailSweep, async () => mailer.sweep());
    await boss.work(queues.remindersScan, async () => {
      const result = await reminders.scan();
      log.info(result, 'reminder scan done');
    });
    await mailer.sweep();
    await orders.sweep();
    if (schedules) {
      await boss.schedule(queues.mailSweep, '* * * * *');
      await boss.schedule(queues.orderSweep, '* * * * *');
      await boss.schedule(queues.paymentRefundSweep, '* * * * *');
      await boss.schedule(queues.complianceReplanSweep, '* * * * *');
      await boss.schedule(queues.remindersScan, '0 12 * * *', null, { tz: 'UTC' });
      // After downtime: catch up now rather than at the next noon.
      await boss.send(queues.remindersScan, {}, { singletonKey: 'catch-up', singletonSeconds: 3600 });
    }
  }

  const stopWebhookJobs = await startWebhookJobs(boss, webhooksOut, { runWorkers, retryDelaySeconds: webhookRetryDelaySeconds, log });

  return {
    async ping() {
      await boss.getQueue(queues.mailDeliver);
    },
    async queueStats() {
      const found = await boss.getQueues(Object.values(queues));
      return found.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }));
    },
    async stop() {
      mailer.connect(undefined);
      orders.connect(undefined);
      complianceAdmin.connect(undefined);
      stopWebhookJobs();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
