import type { AuditEntry } from '../audit/audit.service';

/** An order as the audit log names it: by its number. */
export const orderTarget = (order: { id: string; orderNumber: string }): AuditEntry['target'] => ({
  type: 'order',
  id: order.id,
  label: order.orderNumber,
});

/** A task as the audit log names it: by its title. */
export const taskTarget = (task: { id: string; title: string }): AuditEntry['target'] => ({ type: 'task', id: task.id, label: task.title });

/** A refund the provider confirmed, as the audit log records it: the staff's refund and the automatic one alike. */
export const orderRefundedEntry = (
  order: { id: string; orderNumber: string; companyId: string | null },
  refundText: string,
  providerRefundId: string,
): AuditEntry => ({
  companyId: order.companyId,
  action: 'order.refunded',
  target: orderTarget(order),
  changes: [
    { field: 'amount', before: null, after: refundText },
    { field: 'provider_refund_id', before: null, after: providerRefundId },
  ],
});
