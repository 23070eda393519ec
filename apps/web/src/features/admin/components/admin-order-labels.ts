import type { OrderStatus, PaymentStatus, RefundStatus } from '@charter/shared';

export type Tone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Checkout expired',
  flagged: 'Flagged',
};

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

export const refundLabels: Record<RefundStatus, string> = {
  pending: 'Refund in progress',
  succeeded: 'Refunded',
  failed: 'Refund failed',
};

export const refundTone: Record<RefundStatus, Tone> = { pending: 'warning', succeeded: 'success', failed: 'danger' };

/** "12 Mar 2026" in the reader's locale. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
