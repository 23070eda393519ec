/** Every queue Charter's workers serve, by name. */
export const queues = {
  /** One stored mail to send (data: { mailId }); retried with back-off. Receipts, digests, notices. */
  mailDeliver: 'mail.deliver',
  /** The same for mail someone is waiting for (login codes, verification and reset links, invitations): its own worker. */
  mailUrgent: 'mail.urgent',
  /** Every minute: mail committed but never queued (a crash between the two), or whose job was lost. */
  mailSweep: 'mail.sweep',
  /** Daily at noon UTC (every jurisdiction shares the date then), and once when the workers start: reminder digests. */
  remindersScan: 'reminders.scan',
  /** One paid order's fulfilment (data: { orderId }), keyed by the provider event that paid it. */
  orderFulfil: 'order.fulfil',
  /** Every minute: paid orders whose fulfilment job was lost (a crash between the payment's commit and queueing). */
  orderSweep: 'order.sweep',
  /** Every minute: refunds of money that landed on a cancelled (or already paid) order, not yet confirmed by the provider. */
  paymentRefundSweep: 'payment.refund-sweep',
  /** One compliance-rule change (data: { changeId }): re-plans the companies it reaches and tells each. */
  complianceReplan: 'compliance.replan',
  /** Every minute: rule changes committed but never re-planned (a crash between the commit and queueing). */
  complianceReplanSweep: 'compliance.replan-sweep',
} as const;
