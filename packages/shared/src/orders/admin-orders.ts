import { z } from 'zod';
import { pageInfoFields, pageQueryFields, searchQuerySchema } from '../common/paging';
import { isoDateSchema, lineSchema, textSchema } from '../common/fields';
import { companyCountries } from '../companies/countries';
import { groupDigits } from '../money/format-money';
import { currencies } from '../money/money';
import { paymentProviders } from '../payments/payments';
import { orderMilestonesSchema } from './milestones';
import { orderStatusLabels } from './status-labels';
import {
  orderDocumentSchema,
  orderSchema,
  orderStatuses,
  orderTaskSchema,
  paymentStatuses,
  taskPerformers,
  taskPriorities,
  timelineEntrySchema,
  timelineStatuses,
  type OrderStatus,
  type PaymentStatus,
} from './orders';

/** Spec §9: the admin's order list shows 50 a page. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** What staff may set an order to (spec §4 Admin order status). */
export const adminOrderStatuses = ['processing', 'in_progress', 'completed', 'cancelled'] as const;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/**
 * The order's states as data (STYLE: state machines in shared): where staff may move an order from each status. Work
 * states need a paid order; cancelled is final (the money went back); a completed order can be reopened but not
 * cancelled for a refund (every step was done).
 */
const staffOrderMoves: Record<OrderStatus, readonly AdminOrderStatus[]> = {
  pending: ['cancelled'],
  failed: ['cancelled'],
  processing: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['processing', 'completed', 'cancelled'],
  completed: ['in_progress'],
  cancelled: [],
};

export type OrderMoveCheck = { ok: true } | { ok: false; detail: string };

/** The statuses staff may choose for an order now (what the status control offers). */
export function allowedOrderMoves(from: OrderStatus, payment: PaymentStatus): readonly AdminOrderStatus[] {
  // A flagged payment (the provider captured another amount) is settled at the provider first.
  if (payment === 'flagged') return [];
  const moves = staffOrderMoves[from];
  return payment === 'paid' ? moves : moves.filter((status) => status === 'cancelled');
}

/** Whether staff may move the order, and if not, a sentence saying why and what is allowed. */
export function checkOrderMove(from: OrderStatus, to: AdminOrderStatus, payment: PaymentStatus): OrderMoveCheck {
  if (from === to) return { ok: false, detail: `The order is already ${orderStatusLabels[to].toLowerCase()}.` };
  if (from === 'cancelled') return { ok: false, detail: 'This order is cancelled: a cancelled order cannot change status.' };
  if (payment === 'flagged') {
    return {
      ok: false,
      detail: 'This order’s payment is flagged (the provider captured a different amount): settle it at the provider first.',
    };
  }
  const allowed = allowedOrderMoves(from, payment);
  if (!allowed.includes(to)) {
    if (payment !== 'paid' && to !== 'cancelled') {
      return {
        ok: false,
        detail: `This order has not been paid, so it cannot be ${orderStatusLabels[to].toLowerCase()}; it can only be cancelled.`,
      };
    }
    const names = allowed.map((status) => orderStatusLabels[status].toLowerCase()).join(' or ');
    return {
      ok: false,
      detail: `An order that is ${orderStatusLabels[from].toLowerCase()} can move to ${names || 'nothing else'}, not to ${orderStatusLabels[to].toLowerCase()}.`,
    };
  }
  return { ok: true };
}

export const adminOrderListQuerySchema = z.object({
  ...pageQueryFields(ADMIN_ORDERS_PAGE_SIZE),
  status: z.enum(orderStatuses).optional(),
  payment_status: z.enum(paymentStatuses).optional(),
  country: z.enum(companyCountries).optional(),
  /** An order number (CH-001234, or part of it) or the customer's email (or part of it). */
  q: searchQuerySchema,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const adminOrderPartySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminOrderRowSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  created_at: z.string(),
  /** The first item's name (one product per order). */
  name: z.string(),
  company: z.object({ id: z.string(), name: z.string(), country: z.enum(companyCountries) }).nullable(),
  customer: adminOrderPartySchema.nullable(),
  currency: z.enum(currencies),
  total_amount: z.number(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  /** A founder's open request to cancel this order. */
  cancellation_requested: z.boolean(),
  refund_status: z.enum(refundStatuses).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersPaginationSchema = z.object(pageInfoFields);

export const adminOrderListSchema = z.object({ orders: z.array(adminOrderRowSchema), pagination: adminOrdersPaginationSchema });
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(paymentProviders),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider_ref: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  created_at: z.string(),
});

export const orderRefundSchema = z.object({
  id: z.string(),
  status: z.enum(refundStatuses),
  amount: z.number(),
  currency: z.enum(currencies),
  provider: z.enum(paymentProviders),
  provider_refund_id: z.string().nullable(),
  /** The key the provider de-duplicates this refund by; the same key is sent again after a crash. */
  idempotency_key: z.string(),
  attempts: z.number().int(),
  failure_reason: z.string().nullable(),
  requested_by_name: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      country: z.enum(companyCountries),
      entity_type: z.string().nullable(),
      /** forming until staff record the incorporation (below), then existing. */
      status: z.enum(['forming', 'existing']),
      incorporation_date: z.string().nullable(),
    })
    .nullable(),
  customer: adminOrderPartySchema.nullable(),
  payments: z.array(adminPaymentSchema),
  timeline: z.array(timelineEntrySchema),
  tasks: z.array(orderTaskSchema),
  documents: z.array(orderDocumentSchema),
  milestones: orderMilestonesSchema,
  refund: orderRefundSchema.nullable(),
  /** The statuses staff may choose now (the server checks again). */
  allowed_statuses: z.array(z.enum(adminOrderStatuses)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const ORDER_NOTE_MAX = 2000;

/** Spec §7: PUT /admin/orders/{id}/status body {order_status}; `status` is accepted too, with an optional note. */
export const adminOrderStatusBodySchema = z
  .object({
    order_status: z.enum(adminOrderStatuses).optional(),
    status: z.enum(adminOrderStatuses).optional(),
    note: textSchema
      .trim()
      .max(ORDER_NOTE_MAX, `At most ${groupDigits(ORDER_NOTE_MAX)} characters.`)
      .optional(),
  })
  .refine((body) => body.order_status ?? body.status, { message: 'Choose a status.', path: ['order_status'] })
  .refine((body) => !(body.order_status && body.status && body.order_status !== body.status), {
    message: 'order_status and status differ.',
    path: ['status'],
  });
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBodySchema>;

/** Spec §7: POST /admin/orders/{id}/timeline body {title, description, status}. */
export const adminOrderTimelineBodySchema = z.object({
  title: lineSchema.trim().min(1, 'Please fill in all required fields').max(120, 'At most 120 characters.'),
  description: textSchema
    .trim()
    .min(1, 'Please fill in all required fields')
    .max(ORDER_NOTE_MAX, `At most ${groupDigits(ORDER_NOTE_MAX)} characters.`),
  status: z.enum(timelineStatuses).default('completed'),
});
export type AdminOrderTimelineBody = z.input<typeof adminOrderTimelineBodySchema>;

/** PUT /api/admin/orders/{id}/incorporation: the date on the certificate of incorporation of the order's company. */
export const adminIncorporationBodySchema = z.object({ incorporation_date: isoDateSchema });
export type AdminIncorporationBody = z.infer<typeof adminIncorporationBodySchema>;

export const adminOrderTaskCategories = ['Incorporation', 'Compliance', 'Tax', 'other'] as const;

/** Spec §7: POST /admin/orders/{id}/tasks; title and due date required (spec §5), priority high, status pending. */
export const adminOrderTaskBodySchema = z.object({
  title: lineSchema.trim().min(1, 'Please fill in all required fields').max(200, 'At most 200 characters.'),
  description: textSchema
    .trim()
    .max(ORDER_NOTE_MAX, `At most ${groupDigits(ORDER_NOTE_MAX)} characters.`)
    .default(''),
  category: z.enum(adminOrderTaskCategories).default('other'),
  priority: z.enum(taskPriorities).default('high'),
  due_date: isoDateSchema,
  /** Staff mostly add a task to ask the founder for something; a task of Charter's own is said so. */
  performer: z.enum(taskPerformers).default('founder'),
  /** New admin-created tasks start pending (spec §4); nothing else is accepted. */
  status: z.literal('pending').default('pending'),
});
export type AdminOrderTaskBody = z.input<typeof adminOrderTaskBodySchema>;
