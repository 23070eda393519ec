import type { OrderStatus, PaymentStatus } from '@charter/shared';
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

/** An order can be paid (again) until a provider confirms it. */
export const canPay = (status: PaymentStatus) => status === 'pending' || status === 'failed' || status === 'expired';

/** "12 Mar 2026" on the reader's calendar. */
export const formatDate = (iso: string) => formatLocalDate(new Date(iso));
