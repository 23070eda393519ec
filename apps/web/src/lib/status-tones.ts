import type { BookingStatus, OrderStatus, PaymentAttemptStatus, PaymentStatus, RefundStatus, TaskStatus } from '@charter/shared';

// The badge colour of each status, once for the founder's pages and the back office (the words are
// @charter/shared's status labels). Status colours are for status only (STYLE).

export type Tone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export const orderTone: Record<OrderStatus, Tone> = {
  pending: 'neutral',
  processing: 'accent',
  in_progress: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

export const paymentTone: Record<PaymentStatus, Tone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'danger',
  flagged: 'warning',
};

export const refundTone: Record<RefundStatus, Tone> = { pending: 'warning', succeeded: 'success', failed: 'danger' };

export const paymentAttemptTone: Record<PaymentAttemptStatus, Tone> = {
  created: 'neutral',
  paid: 'success',
  failed: 'danger',
  expired: 'danger',
  flagged: 'warning',
  cancelled: 'neutral',
  refund_pending: 'warning',
  refunded: 'neutral',
};

export const bookingTone: Record<BookingStatus, Tone> = {
  pending: 'neutral',
  confirmed: 'accent',
  completed: 'success',
  cancelled: 'danger',
};

export const taskTone: Record<TaskStatus, Tone> = {
  pending: 'neutral',
  in_progress: 'accent',
  submitted: 'warning',
  under_review: 'warning',
  completed: 'success',
};
