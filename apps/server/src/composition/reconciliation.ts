import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../modules/mail/mail.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { PaymentsService } from '../modules/orders/payments.service';
import type { WebhooksOutService } from '../modules/webhooks-out/webhooks-out.service';
import type { ComplianceAdminService } from '../modules/compliance/compliance-admin.service';
import type { DataExportService } from '../modules/data-export/data-export.service';
import type { JobSender } from '../jobs/job-queue';
import { queues } from '../jobs/queues';
import type { DataDeletionService } from '../modules/data-deletion/data-deletion.service';

/** Work younger than this may still be in a transaction that has not committed its job yet, or in its first retries. */
const SETTLED_MS = 60 * 60_000;

export interface Repairs {
  mails: number;
  /** Recorded webhooks no `payment.apply` job carried. */
  webhookEvents: number;
  fulfilments: number;
  lateRefunds: number;
  webhookDeliveries: number;
  ruleChanges: number;
  dataExports: number;
  /** Due account or company erasures no job carried. */
  deletions: number;
  total: number;
}

export interface Reconciliation {
  run(): Promise<Repairs>;
}

/**
 * The daily check that every committed fact has its job: pending mail, recorded webhooks not applied, paid orders not
 * fulfilled, late refunds not confirmed, webhook deliveries not sent, rule changes not re-planned and data exports not
 * built or not expired that no job still to run carries. Jobs go out in the transactions that commit their facts, so it should
 * find nothing; whatever it finds it queues again (or re-plans at once) and reports, so a bug that loses jobs shows in
 * the log instead of in a founder's missing receipt.
 */
export function createReconciliation({
  db,
  clock,
  jobs,
  mailer,
  orders,
  payments,
  webhooksOut,
  complianceAdmin,
  dataExports,
  dataDeletion,
}: {
  db: Db;
  clock: Clock;
  jobs: JobSender;
  mailer: Pick<Mailer, 'requeueUnqueued'>;
  orders: Pick<OrdersService, 'unqueuedFulfilments'>;
  payments: Pick<PaymentsService, 'unqueuedLateRefunds' | 'unqueuedEvents'>;
  webhooksOut: Pick<WebhooksOutService, 'requeueUnqueued'>;
  complianceAdmin: Pick<ComplianceAdminService, 'replanUnprocessed'>;
  dataExports: Pick<DataExportService, 'requeueUnqueued'>;
  dataDeletion: Pick<DataDeletionService, 'requeueDue'>;
}): Reconciliation {
  return {
    async run() {
      const before = new Date(clock().getTime() - SETTLED_MS);
      const mails = await mailer.requeueUnqueued(before);
      // Before the fulfilments: an event applied now may pay an order, whose fulfilment job it sends itself.
      const events = await payments.unqueuedEvents(before);
      for (const eventId of events) {
        await jobs.send(db, queues.paymentApply, { eventId }, { singletonKey: `reconcile:${eventId}` });
      }
      const unfulfilled = await orders.unqueuedFulfilments(before);
      for (const orderId of unfulfilled) {
        await jobs.send(db, queues.orderFulfil, { orderId }, { singletonKey: `reconcile:${orderId}` });
      }
      const refunds = await payments.unqueuedLateRefunds(before);
      for (const paymentId of refunds) {
        await jobs.send(db, queues.paymentRefund, { paymentId }, { singletonKey: `reconcile:${paymentId}` });
      }
      const webhookDeliveries = await webhooksOut.requeueUnqueued(before);
      const ruleChanges = await complianceAdmin.replanUnprocessed(before);
      // Exports asked for and not built, and ready ones past their 24 hours whose expiry job is gone.
      const exportsRepaired = await dataExports.requeueUnqueued(before);
      const deletions = await dataDeletion.requeueDue();
      const total =
        mails + events.length + unfulfilled.length + refunds.length + webhookDeliveries + ruleChanges + exportsRepaired + deletions;
      return {
        mails,
        webhookEvents: events.length,
        fulfilments: unfulfilled.length,
        lateRefunds: refunds.length,
        webhookDeliveries,
        ruleChanges,
        dataExports: exportsRepaired,
        deletions,
        total,
      };
    },
  };
}
