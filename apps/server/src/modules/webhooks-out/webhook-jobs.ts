import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, PgBoss } from 'pg-boss';
import { webhookRetryOptions } from './webhook-retries';
import type { WebhooksOutService } from './webhooks-out.service';

export const WEBHOOK_DELIVER_QUEUE = 'webhook.deliver';
/** How often the relay looks for committed deliveries not yet queued (an indexed read of a partial index). */
const RELAY_INTERVAL_MS = 1_000;

/**
 * Outgoing webhooks on the job queue: one job per delivery (keyed by its id), retried by pg-boss with exponential
 * back-off; deliveries are written in the transaction of the change they report, and a relay in the worker queues
 * them once committed. Returns what stops the relay.
 */
export async function startWebhookJobs(
  boss: PgBoss,
  webhooks: WebhooksOutService,
  { runWorkers, retryDelaySeconds, log }: { runWorkers: boolean; retryDelaySeconds: number; log: FastifyBaseLogger },
): Promise<() => void> {
  const retries = webhookRetryOptions(retryDelaySeconds);
  await boss.createQueue(WEBHOOK_DELIVER_QUEUE, { ...retries, heartbeatSeconds: 30 });
  await boss.updateQueue(WEBHOOK_DELIVER_QUEUE, retries);
  const worker = runWorkers
    ? await boss.work<{ deliveryId: string }>(
        WEBHOOK_DELIVER_QUEUE,
        { pollingIntervalSeconds: 0.5, batchSize: 5, perJobResults: true },
        async (jobs): Promise<JobResult[]> => {
          // Each job settles on its own: one failing receiver is retried alone.
          const outcomes = await Promise.allSettled(jobs.map((job) => webhooks.deliver(job.data.deliveryId)));
          return jobs.map((job, index) => {
            const outcome = outcomes[index]!;
            return outcome.status === 'fulfilled'
              ? { id: job.id, status: 'completed' as const }
              : { id: job.id, status: 'failed' as const, output: { message: String((outcome.reason as Error).message) } };
          });
        },
      )
    : undefined;
  webhooks.connect(async (ids) => {
    await boss.insert(
      WEBHOOK_DELIVER_QUEUE,
      ids.map((id) => ({ data: { deliveryId: id }, singletonKey: id })),
    );
    if (worker) boss.notifyWorker(worker);
  });
  if (!worker) return () => webhooks.connect(undefined);

  let relaying = false;
  const relay = setInterval(() => {
    if (relaying) return;
    relaying = true;
    webhooks
      .dispatch()
      .catch((error: unknown) => log.error({ err: error }, 'webhook deliveries could not be queued'))
      .finally(() => {
        relaying = false;
      });
  }, RELAY_INTERVAL_MS);
  relay.unref();
  return () => {
    clearInterval(relay);
    webhooks.connect(undefined);
  };
}
