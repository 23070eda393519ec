import type { PaymentAttemptStatus, PaymentProviderName } from '../payments/payments';
import type { RefundStatus } from './admin-orders';
import type { OrderStatus, PaymentStatus } from './statuses';

// The words for an order's states, once: the founder's pages, the back office and the server's timeline and refusals
// all say these. "Under review" stays the task state's (spec §4), so a payment held for staff is "Flagged".

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Checkout expired',
  flagged: 'Flagged',
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Refund in progress',
  succeeded: 'Refunded',
  failed: 'Refund failed',
};

/** How a payment attempt ended, as the order page lists it. */
export const paymentAttemptStatusLabels: Record<PaymentAttemptStatus, string> = {
  created: 'Open',
  paid: 'Succeeded',
  failed: 'Declined',
  expired: 'Expired',
  flagged: 'Flagged',
  cancelled: 'Closed (order cancelled)',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
};

export const paymentProviderLabels: Record<PaymentProviderName, string> = {
  sandbox: 'Sandbox gateway',
  razorpay: 'Razorpay',
  stripe: 'Stripe',
};
