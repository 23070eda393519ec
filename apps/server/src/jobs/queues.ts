/** Every queue Charter's workers serve, by name. */
export const queues = {
  /** One stored mail to send (data: { mailId }); retried with back-off. Receipts, digests, notices. */
  mailDeliver: 'mail.deliver',
  /** The same for mail someone is waiting for (login codes, verification and reset links, invitations): its own worker. */
  mailUrgent: 'mail.urgent',
  /** Daily at noon UTC (every jurisdiction shares the date then), and once when the workers start: reminder digests and
   * the obligation due-soon and overdue webhooks. */
  remindersScan: 'reminders.scan',
  /**
   * One provider webhook recorded by its request (data: { eventId }, the payment_events row): applied here, so the
   * request only verifies, records and enqueues. Keyed by the event row: a payment changes once per event.
   */
  paymentApply: 'payment.apply',
  /** One paid order's fulfilment (data: { orderId }), keyed by the provider event that paid it. */
  orderFulfil: 'order.fulfil',
  /**
   * One late refund (data: { paymentId }) of money that landed on a cancelled (or already paid) order: sent with the
   * capture, it runs a minute later (the request tries at once) and is retried with back-off until the provider confirms.
   */
  paymentRefund: 'payment.refund',
  /** One compliance-rule change (data: { changeId }): re-plans the companies it reaches and tells each. */
  complianceReplan: 'compliance.replan',
  /** One outgoing webhook delivery (data: { deliveryId }), retried with back-off for 3 days. */
  webhookDeliver: 'webhook.deliver',
  /** One data export to build (data: { exportId }): the ZIP of a company or an account, with its progress. */
  dataExportBuild: 'data-export.build',
  /** One ready export's end (data: { exportId }), sent with it to run 24 hours later: the ZIP is deleted. */
  dataExportExpire: 'data-export.expire',
  /**
   * One account's or company's erasure (data: { requestId }), sent with the request to start when its grace period
   * ends; a cancelled request's job finds it cancelled and does nothing.
   */
  deletionErase: 'deletion.erase',
  /** Daily: settled outgoing webhook deliveries older than 30 days leave the delivery log. */
  webhooksPrune: 'webhooks.prune',
  /**
   * Daily: the work a committed fact promised and no job carries (none, while jobs are sent in their transactions);
   * queued again and reported.
   */
  reconcile: 'jobs.reconcile',
} as const;

/** What each queue's job carries. */
export interface JobData {
  [queues.mailDeliver]: { mailId: string };
  [queues.mailUrgent]: { mailId: string };
  [queues.paymentApply]: { eventId: string };
  [queues.orderFulfil]: { orderId: string };
  [queues.complianceReplan]: { changeId: string };
  [queues.paymentRefund]: { paymentId: string };
  [queues.webhookDeliver]: { deliveryId: string };
  [queues.dataExportBuild]: { exportId: string };
  [queues.dataExportExpire]: { exportId: string };
  [queues.deletionErase]: { requestId: string };
}

/** The queues business code sends to inside its transactions. */
export type SentQueue = keyof JobData;
