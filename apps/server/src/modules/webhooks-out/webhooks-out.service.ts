import { randomBytes, randomUUID } from 'node:crypto';
import {
  REMINDER_CATCH_UP_DAYS,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEvents,
  type AuditAction,
  type AuditChange,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEvent,
} from '@charter/shared';
import { webhookDisabledMail } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import type { JobSender } from '../../jobs/job-queue';
import { queues } from '../../jobs/queues';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import { addDays, type Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { jurisdictionDays } from '../../lib/jurisdiction-today';
import type { SealedBox } from '../../lib/sealed-box';
import type { CompanyAccess } from '../companies/company-access';
import type { Mailer } from '../mail/mail.service';
import type { MembersService } from '../companies/members.service';
import {
  deadlineLeads,
  webhooksOutRepository as repository,
  type DueDeadlineEvent,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks-out.repository';
import { sendWebhook, type SendOutcome } from './webhook-sender';
import { signWebhook } from './webhook-signature';
import { checkUrl, TargetRefused, type TargetPolicy } from './webhook-targets';

/** An endpoint failing this long is turned off, and a delivery this old is no longer retried. */
export const GIVE_UP_AFTER_DAYS = 3;
/** Deliveries the reconciliation queues again per pass. */
const REQUEUE_BATCH = 100;
const LOG_LENGTH = 50;
/** How long a settled delivery stays in the log: the receiver's retries are over after 3 days; a month covers a look back. */
export const DELIVERY_LOG_DAYS = 30;
/** The reason a deletion gives the endpoints it pauses (data-deletion.repository sets and clears it). */
export const COMPANY_DELETION_REASON = 'The company is scheduled for deletion';

/** What a change in the audit log means to a webhook receiver (the audit row is written in the change's transaction). */
function eventOf(action: AuditAction, changes: readonly AuditChange[]): WebhookEvent | undefined {
  switch (action) {
    case 'order.paid':
      return 'order.paid';
    case 'task.status_changed':
      return 'task.status_changed';
    case 'task.document_uploaded':
      return 'document.uploaded';
    case 'invitation.accepted':
      return 'member.joined';
    case 'requirement.status_changed':
    case 'requirements.status_changed':
      return changes.some((change) => change.field === 'status' && change.after === 'completed') ? 'obligation.completed' : undefined;
    default:
      return undefined;
  }
}

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** What a deadline event tells the receiver: the obligation (as obligation.completed names it) and how near its date is. */
function deadlineData(item: DueDeadlineEvent): object {
  const daysLeft = daysFrom(item.today, item.dueDate);
  return {
    object: { type: 'requirement', id: item.requirementId, label: `${item.name} due ${item.dueDate}` },
    name: item.name,
    due_date: item.dueDate,
    lead: item.lead,
    ...(item.lead === 'overdue' ? { days_overdue: -daysLeft } : { days_until_due: daysLeft }),
  };
}

function groupByCompany(items: DueDeadlineEvent[]): Map<string, DueDeadlineEvent[]> {
  const groups = new Map<string, DueDeadlineEvent[]>();
  for (const item of items) groups.set(item.companyId, [...(groups.get(item.companyId) ?? []), item]);
  return groups;
}

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is WebhookEvent => (webhookEvents as readonly string[]).includes(event)),
    enabled: row.disabledAt === null,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    status: row.status,
    attempts: row.attempts,
    response_code: row.responseCode,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** A delivery that should be tried again later (the job queue's back-off). */
export class DeliveryFailed extends Error {}

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  mailer: Mailer;
  /** Each delivery's job goes out in the transaction that writes the delivery. */
  jobs: JobSender;
  members: Pick<MembersService, 'owners'>;
  /** Seals the signing secrets at rest (the mail key). */
  box: SealedBox;
  policy: TargetPolicy;
  appUrl: string;
  /** Replaces the HTTP POST (never in production code; tests of the schedule use the real one). */
  send?: typeof sendWebhook;
}

export function createWebhooksOutService({ db, clock, access, mailer, jobs, members, box, policy, appUrl, send = sendWebhook }: Deps) {
  const sendDeliveryJob = (executor: Db, deliveryId: string) => jobs.send(executor, queues.webhookDeliver, { deliveryId });

  async function endpointOf(actor: Actor, companyId: string, endpointId: string): Promise<WebhookEndpointRow> {
    await access.company(actor, companyId, 'webhooks:manage');
    const endpoint = isUuid(endpointId) ? await repository.findInCompany(db, companyId, endpointId) : undefined;
    if (!endpoint) throw AppError.notFound('Webhook endpoint');
    return endpoint;
  }

  /** Turns the endpoint off and mails its company's owners, in the caller's transaction; false when already off. */
  async function giveUp(executor: Db, endpoint: WebhookEndpointRow, now: Date): Promise<boolean> {
    const reason = `Every delivery failed for ${GIVE_UP_AFTER_DAYS} days`;
    if (!(await repository.disable(executor, endpoint.id, now, reason))) return false;
    const { companyName, owners } = await members.owners(executor, endpoint.companyId);
    for (const owner of owners) {
      await mailer.enqueue(
        webhookDisabledMail(owner.email, owner.name, {
          url: endpoint.url,
          companyName,
          settingsUrl: `${appUrl}/companies/${endpoint.companyId}/settings?tab=webhooks`,
        }),
        { key: `webhook-disabled:${endpoint.id}:${owner.userId}`, executor },
      );
    }
    return true;
  }

  /** A delivery row and its job per live endpoint subscribed to the event, in the caller's transaction. */
  async function emit(executor: Db, companyId: string, event: WebhookEvent, data: object): Promise<void> {
    const endpoints = await repository.subscribers(executor, companyId, event);
    const createdAt = clock();
    const deliveries = endpoints.map((endpoint) => {
      const id = randomUUID();
      return {
        id,
        endpointId: endpoint.id,
        event,
        body: JSON.stringify({ id, type: event, created_at: createdAt.toISOString(), company_id: companyId, data }),
        createdAt,
      };
    });
    await repository.insertDeliveries(executor, deliveries);
    for (const delivery of deliveries) await sendDeliveryJob(executor, delivery.id);
  }

  return {
    async create(actor: Actor, companyId: string, body: { url: string; events: readonly WebhookEvent[] }): Promise<CreatedWebhookEndpoint> {
      await access.company(actor, companyId, 'webhooks:manage');
      try {
        checkUrl(new URL(body.url), policy);
      } catch (error) {
        if (error instanceof TargetRefused) throw new AppError('VALIDATION_FAILED', `url: ${error.message}`, { cause: error });
        throw error;
      }
      const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;
      const row = await repository.insertEndpoint(db, {
        companyId,
        url: body.url,
        events: [...body.events],
        sealedSecret: box.seal(secret),
        createdBy: actor.type === 'user' ? actor.id : null,
        createdAt: clock(),
      });
      return { endpoint: toEndpoint(row), secret };
    },

    async list(actor: Actor, companyId: string): Promise<WebhookEndpointList> {
      await access.company(actor, companyId, 'webhooks:manage');
      return { endpoints: (await repository.listByCompanyId(db, companyId)).map(toEndpoint) };
    },

    async remove(actor: Actor, companyId: string, endpointId: string): Promise<void> {
      const endpoint = await endpointOf(actor, companyId, endpointId);
      await repository.deleteEndpoint(db, endpoint.id);
    },

    /**
     * Turns a disabled endpoint back on (issue 34: after the receiver is fixed); what failed meanwhile can be redelivered
     * from its log. An endpoint paused because its company is being deleted comes back only when the deletion is cancelled.
     */
    async enable(actor: Actor, companyId: string, endpointId: string): Promise<WebhookEndpoint> {
      const endpoint = await endpointOf(actor, companyId, endpointId);
      if (!endpoint.disabledAt) return toEndpoint(endpoint);
      if (endpoint.disabledReason === COMPANY_DELETION_REASON) {
        throw new AppError('CONFLICT', 'The company is scheduled for deletion: cancel the deletion to turn its webhooks back on.');
      }
      return toEndpoint((await repository.enable(db, endpoint.id)) ?? endpoint);
    },

    /** The daily prune: settled deliveries older than 30 days leave the log (pending ones stay for their jobs). */
    pruneDeliveries: () => repository.pruneDeliveries(db, new Date(clock().getTime() - DELIVERY_LOG_DAYS * 86_400_000)),

    async deliveries(actor: Actor, companyId: string, endpointId: string): Promise<WebhookDeliveryList> {
      const endpoint = await endpointOf(actor, companyId, endpointId);
      return { deliveries: (await repository.listDeliveries(db, endpoint.id, LOG_LENGTH)).map(toDelivery) };
    },

    /** Sends the same event (same id, so a receiver that has it drops it) again, now. */
    async redeliver(actor: Actor, companyId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(actor, companyId, endpointId);
      const delivery = isUuid(deliveryId) ? await repository.findDelivery(db, endpoint.id, deliveryId) : undefined;
      if (!delivery) throw AppError.notFound('Delivery');
      if (endpoint.disabledAt) throw new AppError('CONFLICT', 'This endpoint is turned off. Turn it back on to deliver to it.');
      await db.transaction(async (tx) => {
        await repository.requeue(tx, delivery.id);
        await sendDeliveryJob(tx, delivery.id);
      });
      return toDelivery({ ...delivery, status: 'pending' });
    },

    /**
     * Called with each audit event, in its transaction: the company's endpoints that asked for what it means get a
     * delivery row and its job each, committed (or rolled back) with the change.
     */
    async onAudit(executor: Db, entry: { companyId: string | null; action: AuditAction; target: object; changes?: AuditChange[] }) {
      if (!entry.companyId) return;
      const event = eventOf(entry.action, entry.changes ?? []);
      if (!event) return;
      await emit(executor, entry.companyId, event, { object: entry.target, changes: entry.changes ?? [] });
    },

    emit,

    /**
     * The daily deadline events (run by the reminder scan): obligation.due_soon 7 and 1 days before an open obligation's
     * due date and obligation.overdue the day after, by its company's jurisdiction date. Each (occurrence, lead) is
     * claimed in the transaction that writes its deliveries and their jobs, so it goes out once however often the scan
     * runs; after downtime the latest missed one goes out (within the reminders' catch-up window).
     */
    async emitDeadlines(): Promise<{ deadlineEvents: number }> {
      const due = await repository.findDueDeadlineEvents(db, jurisdictionDays(clock()), REMINDER_CATCH_UP_DAYS);
      let deadlineEvents = 0;
      for (const [companyId, items] of groupByCompany(due)) {
        deadlineEvents += await db.transaction(async (tx) => {
          const claimed = await repository.claimDeadlineEvents(
            tx,
            items.map((item) => ({ requirementId: item.requirementId, lead: item.lead, emittedOn: item.today })),
          );
          const taken = new Set(claimed.map((row) => `${row.requirementId}|${row.lead}`));
          for (const item of items) {
            if (taken.has(`${item.requirementId}|${item.lead}`))
              await emit(tx, companyId, deadlineLeads[item.lead].event, deadlineData(item));
          }
          return claimed.length;
        });
      }
      return { deadlineEvents };
    },

    /** For the daily reconciliation: pending deliveries written before `before` that no job will send get one again. */
    async requeueUnqueued(before: Date): Promise<number> {
      const ids = await repository.listUnqueued(db, before, REQUEUE_BATCH);
      for (const id of ids) await sendDeliveryJob(db, id);
      return ids.length;
    },

    /**
     * One attempt (the job's): signed at the moment it is sent. Throws DeliveryFailed for the queue to retry with its
     * back-off, until the delivery is 3 days old; an endpoint failing for 3 days is turned off and its owners mailed.
     */
    async deliver(deliveryId: string): Promise<void> {
      const found = await repository.findForDelivery(db, deliveryId);
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery, endpoint } = found;
      const now = clock();
      if (endpoint.disabledAt) {
        await repository.recordAttempt(db, delivery.id, {
          status: 'failed',
          responseCode: null,
          lastError: 'The endpoint is turned off',
          at: now,
        });
        return;
      }
      const headers = {
        [WEBHOOK_ID_HEADER]: delivery.id,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(box.open(endpoint.sealedSecret), delivery.body, now),
      };
      const outcome: SendOutcome = await send(endpoint.url, headers, delivery.body, policy);
      if (!outcome.error) {
        await db.transaction(async (tx) => {
          await repository.recordAttempt(tx, delivery.id, {
            status: 'succeeded',
            responseCode: outcome.status ?? null,
            lastError: null,
            at: now,
          });
          await repository.markHealthy(tx, endpoint.id);
        });
        return;
      }
      const tooOld = delivery.createdAt <= addDays(now, -GIVE_UP_AFTER_DAYS);
      const retry = await db.transaction(async (tx) => {
        const failing = await repository.markFailing(tx, endpoint.id, now);
        const endpointDead = failing.failingSince !== null && failing.failingSince <= addDays(now, -GIVE_UP_AFTER_DAYS);
        if (endpointDead) await giveUp(tx, failing, now);
        const last = tooOld || endpointDead;
        await repository.recordAttempt(tx, delivery.id, {
          status: last ? 'failed' : 'pending',
          responseCode: outcome.status ?? null,
          lastError: outcome.error ?? null,
          at: now,
        });
        return !last;
      });
      if (retry) throw new DeliveryFailed(outcome.error);
    },
  };
}

export type WebhooksOutService = ReturnType<typeof createWebhooksOutService>;
