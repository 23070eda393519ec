import {
  orderMilestones,
  toMajor,
  type CancellationRequest,
  type Currency,
  type MilestoneOrder,
  type OrderMilestones,
} from '@charter/shared';
import type { CancellationRow } from './cancellations.repository';
import type { OrderItemRow, OrderRow, TaskRow } from './orders.repository';

// What the order page and a cancellation both price an order's milestones from, apart from either service (the
// order service reads milestones, the cancellation service reads orders: neither imports the other).

export function toCancellationView(row: CancellationRow, currency: Currency): CancellationRequest {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    refund_quoted: toMajor(row.refundQuotedMinor, currency),
    requested_by_name: row.requestedByName,
    requested_at: row.createdAt.toISOString(),
  };
}

/** An order row and its items as milestone pricing reads them. */
export const milestoneOrderOf = (order: OrderRow, items: OrderItemRow[]): MilestoneOrder => ({
  currency: order.currency,
  totalMinor: order.totalMinor,
  orderStatus: order.orderStatus,
  paymentStatus: order.paymentStatus,
  items,
});

/** The order page's milestone figures from the rows read in its snapshot. */
export function milestonesOf(
  order: OrderRow,
  items: OrderItemRow[],
  tasks: TaskRow[],
  latest: CancellationRow | undefined,
): OrderMilestones {
  return orderMilestones(milestoneOrderOf(order, items), tasks, latest ? toCancellationView(latest, order.currency) : null);
}
