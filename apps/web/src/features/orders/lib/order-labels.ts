import type { OrderStatus, PaymentAttemptStatus, PaymentProviderName, PaymentStatus } from '@charter/shared';
import { formatLocalDate } from '@/lib/format-date';

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
  flagged: 'Under review',
};

export type Tone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export const paymentTone: Record<PaymentStatus, Tone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'danger',
  flagged: 'warning',
};
export const orderTone: Record<OrderStatus, Tone> = {
  pending: 'neutral',
  processing: 'accent',
  in_progress: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

/** An order can be paid (again) until a provider confirms it, unless it was cancelled. */
export const canPay = (order: { payment_status: PaymentStatus; order_status: OrderStatus }) =>
  order.order_status !== 'cancelled' &&
  (order.payment_status === 'pending' || order.payment_status === 'failed' || order.payment_status === 'expired');

/** How a payment attempt ended, as the order page lists it. */
export const attemptStatusLabels: Record<PaymentAttemptStatus, string> = {
  created: 'Open',
  paid: 'Succeeded',
  failed: 'Declined',
  expired: 'Expired',
  flagged: 'Under review',
  cancelled: 'Closed (order cancelled)',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
};

export const attemptTone: Record<PaymentAttemptStatus, Tone> = {
  created: 'neutral',
  paid: 'success',
  failed: 'danger',
  expired: 'danger',
  flagged: 'warning',
  cancelled: 'neutral',
  refund_pending: 'warning',
  refunded: 'neutral',
};

export const providerLabels: Record<PaymentProviderName, string> = {
  sandbox: 'Sandbox gateway',
  razorpay: 'Razorpay',
  stripe: 'Stripe',
};

/** "12 Mar 2026" on the reader's calendar. */
export const formatDate = (iso: string) => formatLocalDate(new Date(iso));
