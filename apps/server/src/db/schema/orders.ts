import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  cancellationStatuses,
  refundStatuses,
  orderKinds,
  orderStatuses,
  paymentAttemptStatuses,
  paymentProviders,
  paymentStatuses,
  taskPerformers,
  taskPriorities,
  taskStatuses,
  timelineStatuses,
} from '@charter/shared';
import { admins } from './admin';
import { companies } from './companies';
import { users } from './users';
import { belongsTo, createdAt, id, timestamps, timestamptz } from './columns';

/** Human order numbers (CH-000123): a sequence, so two concurrent orders never share one. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * An order: what the founder buys, for which company, in which currency. Amounts are integer minor units. The answer
 * of the create call is kept with the caller's Idempotency-Key so a repeated create returns it and creates nothing.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    kind: text('kind', { enum: orderKinds }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: ['INR', 'USD', 'GBP', 'SGD', 'AED'] }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    orderStatus: text('order_status', { enum: orderStatuses }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key'),
    /** The create call's answer, replayed for a repeated Idempotency-Key. */
    startResponse: jsonb('start_response').$type<Record<string, unknown>>(),
    paidAt: timestamptz('paid_at'),
    /** Set by the fulfilment job in the transaction that creates the timeline, tasks and receipt: it runs once. */
    fulfilledAt: timestamptz('fulfilled_at'),
    /** When the order last became completed (cleared when it is reopened); analytics' processing time is paid → this. */
    completedAt: timestamptz('completed_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('orders_company_created_idx').on(table.companyId, table.createdAt),
    index('orders_unfulfilled_idx')
      .on(table.paidAt)
      .where(sql`${table.paymentStatus} = 'paid' and ${table.fulfilledAt} is null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    serviceName: text('service_name').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    /** The fee lines as quoted to the founder, in integer minor units of the order's currency. */
    feeBreakdownMinor: jsonb('fee_breakdown_minor').$type<Record<string, number>>(),
    /** What the order forms (incorporation: the people and capital), kept for the fulfilment team. */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  // Every read of items is by order (the list, the detail, the dashboard's order names).
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/**
 * One attempt to pay an order at a provider. `providerRef` is the provider's id for it (Razorpay order id, Stripe
 * Checkout Session id, sandbox id); null only between our insert and the provider's answer.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerRef: text('provider_ref'),
    providerPaymentId: text('provider_payment_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Moves only as `paymentAttemptMoves` (packages/shared) allows. */
    status: text('status', { enum: paymentAttemptStatuses }).notNull().default('created'),
    /** The amount the provider says it captured, when it differs from ours (flagged) or is being refunded. */
    capturedMinor: bigint('captured_minor', { mode: 'number' }),
    /**
     * A capture that landed on a cancelled (or already paid) order is refunded: the key is written before the provider
     * is called, so a retry after a crash or a redelivered event re-sends it and the provider refunds once.
     */
    refundKey: text('refund_key'),
    providerRefundId: text('provider_refund_id'),
    refundFailure: text('refund_failure'),
    refundedAt: timestamptz('refunded_at'),
    checkoutUrl: text('checkout_url'),
    /** When a request took this attempt to the provider: concurrent starts wait for it instead of opening a second one. */
    claimedAt: timestamptz('claimed_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
    index('payments_order_idx').on(table.orderId),
  ],
);

/** Every signal a provider sent (webhook, verified popup result, session retrieval), once per provider event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerRef: text('provider_ref'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /**
     * What applying it did: paid, already_paid, flagged, failed, ignored_after_paid, unknown_payment… A webhook is
     * recorded `queued` by its request and applied by its `payment.apply` job, which writes the outcome.
     */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** A queued webhook's verified reading (the provider's signal without its payload), for the job that applies it. */
    signal: jsonb('signal').$type<Record<string, unknown>>(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_idx').on(table.provider, table.eventId),
    // The reconciliation's look for recorded webhooks no job applies.
    index('payment_events_queued_idx')
      .on(table.receivedAt)
      .where(sql`${table.outcome} = 'queued'`),
  ],
);

export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: timelineStatuses }).notNull(),
    docIds: jsonb('doc_ids').$type<string[]>().notNull().default([]),
    /** The staff member who wrote the entry (shown to the customer with the agent label); null for the product's own. */
    authorName: text('author_name'),
    createdAt: createdAt(),
  },
  (table) => [index('order_timeline_order_idx').on(table.orderId, table.createdAt)],
);

export const orderTasks = pgTable(
  'order_tasks',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: taskStatuses }).notNull().default('pending'),
    category: text('category').notNull(),
    priority: text('priority', { enum: taskPriorities }).notNull().default('medium'),
    position: integer('position').notNull(),
    dueDate: date('due_date'),
    submittedAt: timestamptz('submitted_at'),
    /** Milestone pricing: the share of the professional fee completing this task earns, relative to its siblings. */
    weight: integer('weight').notNull().default(1),
    /** The government fee lines (fee breakdown keys) paid out when this task is completed. */
    spends: jsonb('spends').$type<string[]>().notNull().default([]),
    /** Who does it (issue 27): founders move only their own tasks. Charter by default, so an unsaid task is staff-only. */
    performer: text('performer', { enum: taskPerformers }).notNull().default('charter'),
    /** The staff member looking after the task (issue 12); their name is kept for the founder's view, like comments'. */
    assigneeId: uuid('assignee_id').references(() => admins.id, { onDelete: 'set null' }),
    assigneeName: text('assignee_name'),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_tasks_order_idx').on(table.orderId, table.position),
    // The back office's review queue: tasks by status, oldest submission first.
    index('order_tasks_status_idx').on(table.status, table.submittedAt),
    index('order_tasks_assignee_idx').on(table.assigneeId),
  ],
);

/**
 * A founder's request to cancel a paid order, with the refund they were quoted when they asked. At most one is open
 * per order; staff accept or decline it from the back office's order queue.
 */
export const orderCancellationRequests = pgTable(
  'order_cancellation_requests',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    status: text('status', { enum: cancellationStatuses }).notNull().default('open'),
    reason: text('reason').notNull(),
    refundQuotedMinor: bigint('refund_quoted_minor', { mode: 'number' }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    requestedByEmail: text('requested_by_email').notNull(),
    createdAt: createdAt(),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    uniqueIndex('order_cancellation_requests_open_idx')
      .on(table.orderId)
      .where(sql`${table.status} = 'open'`),
    index('order_cancellation_requests_order_idx').on(table.orderId, table.createdAt),
  ],
);

/**
 * The refund of a cancelled paid order: at most one per order (the unique index is the "exactly once"). The row is
 * written, with its idempotency key, before the provider is called, so a retry after a crash sends the same key and
 * the provider refunds once. A failed attempt the provider refused outright gets a fresh key for the next try.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    paymentId: belongsTo('payment_id', () => payments.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(1),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    /** When a request took this refund to the provider: concurrent calls are refused instead of calling twice. */
    claimedAt: timestamptz('claimed_at'),
    /** The founder's request it answers, if any (its quoted refund is the amount). */
    cancellationRequestId: uuid('cancellation_request_id').references(() => orderCancellationRequests.id, { onDelete: 'set null' }),
    note: text('note'),
    requestedById: uuid('requested_by_id'),
    requestedByName: text('requested_by_name').notNull(),
    ...timestamps(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [uniqueIndex('order_refunds_order_idx').on(table.orderId), uniqueIndex('order_refunds_key_idx').on(table.idempotencyKey)],
);

/** Comments on a task, from the company's members and from staff. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: id(),
    taskId: belongsTo('task_id', () => orderTasks.id),
    authorType: text('author_type', { enum: ['user', 'admin'] }).notNull(),
    /** A user's or staff member's id; kept as written if the account goes. */
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('task_comments_task_idx').on(table.taskId, table.createdAt)],
);

/** Files of an order. A receipt is rendered from the paid order on download, so it has no stored bytes. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    taskId: uuid('task_id').references(() => orderTasks.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['receipt', 'upload'] }).notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    /** Where an upload's bytes are in file storage (a random key, never the user's file name); receipts are rendered. */
    storageKey: text('storage_key'),
    /** The type sniffed from an upload's bytes when it was accepted; what downloads are served as. */
    contentType: text('content_type'),
    uploadedByType: text('uploaded_by_type', { enum: ['admin', 'user', 'system'] }).notNull(),
    uploadedByRole: text('uploaded_by_role').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_documents_order_idx').on(table.orderId)],
);

/** Refunds the sandbox gateway made, once per idempotency key (as a provider keeps them). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentId: text('payment_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

/** The sandbox gateway's own records: it acts as the provider on the embedded default (never in production). */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['popup', 'hosted'] }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  reference: text('reference').notNull(),
  successUrl: text('success_url'),
  cancelUrl: text('cancel_url'),
  status: text('status', { enum: ['open', 'paid', 'declined', 'cancelled', 'expired'] })
    .notNull()
    .default('open'),
  paymentId: text('payment_id'),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});
