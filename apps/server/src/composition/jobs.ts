import type { Job, JobResult } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../modules/mail/mail.service';
import type { RemindersService } from '../modules/reminders/reminders.service';
import type { PaymentsService } from '../modules/orders/payments.service';
import type { ComplianceAdminService } from '../modules/compliance/compliance-admin.service';
import type { JobQueue } from '../jobs/job-queue';
import type { Reconciliation } from './reconciliation';
import type { WebhooksOutService } from '../modules/webhooks-out/webhooks-out.service';
import type { DataExportService } from '../modules/data-export/data-export.service';
import { webhookRetryOptions } from '../modules/webhooks-out/webhook-retries';
import { queues } from '../jobs/queues';
import type { DataDeletionService } from '../modules/data-deletion/data-deletion.service';

export interface JobsOptions {
  queue: JobQueue;
  mailer: Mailer;
  reminders: RemindersService;
  /** The paid order's fulfilment: its work, receipt and cart release, in one transaction. */
  fulfil: (orderId: string) => Promise<unknown>;
  payments: Pick<PaymentsService, 'retryLateRefund' | 'applyRecorded'>;
  complianceAdmin: ComplianceAdminService;
  /** Outgoing webhooks: one job per delivery. */
  /** Data exports: one job builds one ZIP, another deletes it 24 hours after. */
  dataExports: Pick<DataExportService, 'build' | 'expire'>;
  webhooksOut: Pick<WebhooksOutService, 'deliver' | 'pruneDeliveries'>;
  /** Account and company erasures, each at the end of its grace period. */
  dataDeletion: Pick<DataDeletionService, 'erase'>;
  /** The first retry's delay of a failed webhook delivery (doubling after, for 3 days). */
  webhookRetryDelaySeconds: number;
  reconciliation: Reconciliation;
  log: FastifyBaseLogger;
  /** Serve the queues in this process (the embedded default and `npm run worker`); an API-only process just sends. */
  runWorkers: boolean;
  /** The recurring schedules (daily reminders, the reconciliation) and the catch-up at start; off in tests that drive time. */
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

/** pg-boss's minimum. */
const HEARTBEAT_SECONDS = 10;

/**
 * Mail workers fetch a batch per poll and send its mails at once (over the SMTP transport's few pooled connections);
 * while batches come back full they fetch again at once (burstWhenBatchFull). The urgent queue has a worker of its own,
 * so a login code never waits behind a burst of receipts.
 */
export const MAIL_BATCH = { bulk: 50, urgent: 10 } as const;

/**
 * A NOTIFY wakes a worker at its job's commit; polling stays as often as before it, because a retry after its back-off
 * (a refused mail, a failed fulfilment) sends no NOTIFY and pg-boss would otherwise poll only every 30 s.
 */
const polling = { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };

/** Paid orders fulfilled per fetch, one after another (each in its own transaction). */
const FULFIL_BATCH = 10;

/** A batch worker that handles its jobs one after another, each settling alone: a failed one is retried, the rest complete. */
function oneAfterAnother<T extends object>(handle: (data: T) => Promise<unknown>) {
  return async (jobs: Job<T>[]): Promise<JobResult[]> => {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await handle(job.data);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
      }
    }
    return results;
  };
}

/** Starts the queue made with the app (`createJobQueue`): its queues, this process's workers and the schedules. */
export async function startJobs({
  queue,
  mailer,
  reminders,
  fulfil,
  payments,
  complianceAdmin,
  webhooksOut,
  dataExports,
  dataDeletion,
  webhookRetryDelaySeconds,
  reconciliation,
  log,
  runWorkers,
  schedules,
  mailRetry,
}: JobsOptions): Promise<Jobs> {
  const { boss } = queue;
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  // A running job's worker touches it every heartbeatSeconds / 2; a job not touched for heartbeatSeconds (its worker
  // was killed) is failed and retried by another worker. `notify`: a job sent in a transaction wakes its workers when
  // the transaction commits. updateQueue: createQueue leaves existing queues as they were.
  const sent = { heartbeatSeconds: HEARTBEAT_SECONDS, notify: true };
  const mailDeliver = { retryLimit: mailRetry.limit, retryDelay: mailRetry.delaySeconds, retryBackoff: true };
  const withRetries = { retryLimit: 10, retryDelay: 5, retryBackoff: true };
  // A provider that does not confirm a refund is asked again after 1, 2, 4… minutes, then hourly, for about two days.
  const lateRefund = { retryLimit: 50, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 };
  for (const [name, options] of [
    [queues.mailDeliver, mailDeliver],
    [queues.mailUrgent, mailDeliver],
    [queues.paymentApply, withRetries],
    [queues.orderFulfil, withRetries],
    [queues.complianceReplan, withRetries],
    [queues.paymentRefund, lateRefund],
    [queues.deletionErase, withRetries],
    [queues.webhookDeliver, webhookRetryOptions(webhookRetryDelaySeconds)],
    // A build that dies with its worker is taken again (the job marks a failure it meets itself, so it does not throw).
    [queues.dataExportBuild, { retryLimit: 2, retryDelay: 30 }],
    [queues.dataExportExpire, withRetries],
  ] as const) {
    await boss.createQueue(name, { ...options, ...sent });
    await boss.updateQueue(name, sent);
    // Loads the queue into pg-boss's cache now, on its own connection: a send inside a transaction that found it
    // missing would look it up outside that transaction, which on PGlite (one connection) waits for the transaction.
    await boss.getJobById(name, '00000000-0000-0000-0000-000000000000');
  }
  await boss.createQueue(queues.remindersScan);
  await boss.createQueue(queues.reconcile);
  await boss.createQueue(queues.webhooksPrune);

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

  if (runWorkers) {
    await boss.work<{ changeId: string }>(queues.complianceReplan, { ...polling }, async ([job]) => {
      if (job) await complianceAdmin.processChange(job.data.changeId);
    });
    // Recorded webhooks, a batch per fetch as for fulfilment below; each applies in its own transaction and settles alone.
    await boss.work<{ eventId: string }>(
      queues.paymentApply,
      { ...polling, batchSize: FULFIL_BATCH, burstWhenBatchFull: true, perJobResults: true },
      oneAfterAnother((data) => payments.applyRecorded(data.eventId)),
    );
    // A batch per fetch, fetched again at once while batches come back full: one job per poll drained a burst of
    // payments at two orders a second (200 paid at once had their receipts 87 s later). Each job settles alone.
    await boss.work<{ orderId: string }>(
      queues.orderFulfil,
      { ...polling, batchSize: FULFIL_BATCH, burstWhenBatchFull: true, perJobResults: true },
      oneAfterAnother((data) => fulfil(data.orderId)),
    );
    await boss.work<{ requestId: string }>(queues.deletionErase, { ...polling }, async ([job]) => {
      if (job) await dataDeletion.erase(job.data.requestId);
    });
    await boss.work<{ paymentId: string }>(queues.paymentRefund, { ...polling }, async ([job]) => {
      if (!job) return;
      const outcome = await payments.retryLateRefund(job.data.paymentId);
      if (outcome === 'pending') throw new Error('the provider has not confirmed the refund yet');
      if (outcome === 'refunded') log.info({ paymentId: job.data.paymentId }, 'late refund confirmed');
    });
    await boss.work<{ deliveryId: string }>(
      queues.webhookDeliver,
      { ...polling, batchSize: 5, perJobResults: true },
      async (jobs): Promise<JobResult[]> => {
        // Each job settles on its own: one failing receiver is retried alone.
        const outcomes = await Promise.allSettled(jobs.map((job) => webhooksOut.deliver(job.data.deliveryId)));
        return jobs.map((job, index) => {
          const outcome = outcomes[index]!;
          return outcome.status === 'fulfilled'
            ? { id: job.id, status: 'completed' as const }
            : { id: job.id, status: 'failed' as const, output: { message: String((outcome.reason as Error).message) } };
        });
      },
    );
    for (const [name, batchSize] of [
      [queues.mailUrgent, MAIL_BATCH.urgent],
      [queues.mailDeliver, MAIL_BATCH.bulk],
    ] as const) {
      await boss.work<{ mailId: string }>(name, { ...polling, batchSize, burstWhenBatchFull: true, perJobResults: true }, deliverBatch);
    }
    // One export at a time per worker: each holds a file's chunks and a spool file, not the whole ZIP.
    await boss.work<{ exportId: string }>(queues.dataExportBuild, { ...polling }, async ([job]) => {
      if (job) await dataExports.build(job.data.exportId);
    });
    await boss.work<{ exportId: string }>(queues.dataExportExpire, { ...polling }, async ([job]) => {
      if (job) await dataExports.expire(job.data.exportId);
    });
    await boss.work(queues.remindersScan, async () => {
      const result = await reminders.scan();
      log.info(result, 'reminder scan done');
    });
    await boss.work(queues.webhooksPrune, async () => {
      log.info({ removed: await webhooksOut.pruneDeliveries() }, 'webhook delivery log pruned');
    });
    await boss.work(queues.reconcile, async () => {
      const repaired = await reconciliation.run();
      // It should find nothing: anything here is a job that did not go out with its transaction.
      if (repaired.total > 0) log.warn(repaired, 'reconciliation queued work no job carried');
      else log.info(repaired, 'reconciliation found nothing to repair');
    });
    if (schedules) {
      await boss.schedule(queues.remindersScan, '0 12 * * *', null, { tz: 'UTC' });
      await boss.schedule(queues.reconcile, '30 3 * * *', null, { tz: 'UTC' });
      await boss.schedule(queues.webhooksPrune, '45 3 * * *', null, { tz: 'UTC' });
      // After downtime: catch up now rather than at the next noon.
      await boss.send(queues.remindersScan, {}, { singletonKey: 'catch-up', singletonSeconds: 3600 });
    }
  }

  return {
    async ping() {
      await boss.getQueue(queues.mailDeliver);
    },
    async queueStats() {
      const found = await boss.getQueues(Object.values(queues));
      return found.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
