import type { AuditEntry } from '../audit/audit.service';

/** An order as the audit log names it: by its number. */
export const orderTarget = (order: { id: string; orderNumber: string }): AuditEntry['target'] => ({
  type: 'order',
  id: order.id,
  label: order.orderNumber,
});

/** A task as the audit log names it: by its title. */
export const taskTarget = (task: { id: string; title: string }): AuditEntry['target'] => ({ type: 'task', id: task.id, label: task.title });
