import type { OrderStatus, PaymentStatus } from '@charter/shared';

/** An order can be paid (again) until a provider confirms it, unless it was cancelled. */
export const canPay = (order: { payment_status: PaymentStatus; order_status: OrderStatus }) =>
  order.order_status !== 'cancelled' &&
  (order.payment_status === 'pending' || order.payment_status === 'failed' || order.payment_status === 'expired');
