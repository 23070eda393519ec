import { z } from 'zod';
import { currencies } from '../money/money';
import { complianceHealthSchema } from '../compliance/compliance';
import { paymentAttemptSchema } from '../payments/payments';
import { orderMilestonesSchema } from './milestones';
import { orderStatuses, paymentStatuses, taskPerformers, taskStatuses } from './statuses';

// The statuses stay part of the orders contract for its importers.
export * from './statuses';

export const orderKinds = ['incorporation', 'service'] as const;
export type OrderKind = (typeof orderKinds)[number];

const currencySchema = z.enum(currencies);

export const orderItemSchema = z.object({
  id: z.string(),
  service_name: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** In the currency's major units, as the spec's API speaks. */
  price: z.number(),
  currency: currencySchema,
  /** The fee lines the price is made of (incorporation: the quote the founder accepted). */
  fee_breakdown: z.record(z.string(), z.number()).nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  kind: z.enum(orderKinds),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  items: z.array(orderItemSchema),
  currency: currencySchema,
  total_amount: z.number(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

export const timelineStatuses = ['completed', 'in_progress', 'pending'] as const;
export const timelineEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(timelineStatuses),
  created_at: z.string(),
  doc_ids: z.array(z.string()),
  /** Set when Charter staff wrote the entry: the customer sees it with the agent label (spec §6). */
  agent_name: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const taskPriorities = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const orderDocumentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  /** Bytes. */
  size: z.number().int(),
  kind: z.enum(['receipt', 'upload']),
  created_at: z.string(),
  uploaded_at: z.string(),
  uploaded_by_role: z.string(),
  uploaded_by_type: z.enum(['admin', 'user', 'system']),
  uploaded_by_name: z.string(),
  /** Where the browser downloads it (an attachment, for members of the order's company and staff only). */
  download_url: z.string(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const TASK_COMMENT_MAX = 2000;

export const taskCommentSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  user_name: z.string(),
  user_type: z.enum(['admin', 'user']),
  comment: z.string(),
  created_at: z.string(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** Spec §3 Task, with its documents and comments (the order page's task modal and the tasks screen). */
export const orderTaskSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(taskStatuses),
  category: z.string(),
  priority: z.enum(taskPriorities),
  due_date: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The Charter agent (staff member) looking after the task, by name; null until staff assign one. */
  assigned_to: z.string().nullable(),
  /** Who does it: the founder's own tasks take their moves; Charter's are read-only to the founder. */
  performer: z.enum(taskPerformers),
  /** Completing it earns part of the professional fee or spends government fees, so it lowers the refund. */
  earns_fee: z.boolean(),
  documents: z.array(orderDocumentSchema),
  comments: z.array(taskCommentSchema),
});
export type OrderTask = z.infer<typeof orderTaskSchema>;

export const orderDetailSchema = z.object({
  order: orderSchema,
  /**
   * Spec §3: the health of the order's company, shown on the order page. Null for a caller who may read orders but
   * not the company's filings (an API key without the `obligations:read` scope).
   */
  compliance_health: complianceHealthSchema.nullable(),
  timeline: z.array(timelineEntrySchema),
  documents: z.array(orderDocumentSchema),
  tasks: z.array(orderTaskSchema),
  /** What has been spent and earned so far, what cancelling today gives back, and any cancellation request. */
  milestones: orderMilestonesSchema,
  /** Every attempt to pay the order, newest first, with how it ended. */
  payment_attempts: z.array(paymentAttemptSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string() });
