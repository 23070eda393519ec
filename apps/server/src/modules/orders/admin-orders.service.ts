import {
  allowedOrderMoves,
  checkOrderMove,
  formatMoney,
  milestoneFiguresMinor,
  orderStatusLabels,
  toMajor,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderStatus,
  type AdminOrderStatusBody,
  type OrderRefund,
  type OrderTask,
  type TimelineEntry,
} from '@charter/shared';
import type { adminOrderListQuerySchema, adminOrderTaskBodySchema, adminOrderTimelineBodySchema } from '@charter/shared';
import type { z } from 'zod';
import { RefundDeclinedError } from '../../adapters/payments/payment-provider';
import { incorporationRecordedMail, orderCancelledMail, orderCompletedMail } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { jurisdictionTimeZone, todayIn } from '../../lib/jurisdiction-today';
import type { AuditService } from '../audit/audit.service';
import type { CompaniesService } from '../companies/companies.service';
import type { Mailer } from '../mail/mail.service';
import { adminOrdersRepository, type PaymentRow } from './admin-orders.repository';
import { cancellationsRepository, type CancellationRow } from './cancellations.repository';
import { milestonesOf } from './order-milestones';
import type { TaxDocumentRow } from './invoices.repository';
import { attachedTaxDocument } from './invoice-lines';
import { ordersRepository, type OrderItemRow, type OrderRow } from './orders.repository';
import { toOrder } from './orders.service';
import { paymentsRepository } from './payments.repository';
import type { PaymentsService } from './payments.service';
import { refundsRepository, type RefundRow } from './refunds.repository';
import { toDocumentView, toTaskViews, toTimelineView } from './task-views';
import { orderPageRecords } from './order-page-records';
import { orderRefundedEntry, orderTarget, taskTarget } from './audit-targets';

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  mailer: Mailer;
  payments: Pick<PaymentsService, 'refund'>;
  /** Records a formed company's incorporation (and re-plans its compliance) in this service's transaction. */
  companies?: Pick<CompaniesService, 'recordIncorporation'>;
  appUrl: string;
  /** Issues the refund's credit note in the transaction that records it (the invoices service). */
  creditNote?: (
    tx: Db,
    order: OrderRow,
    amounts: { refundMinor: number; reimbursementsMinor: number },
    at: Date,
  ) => Promise<TaxDocumentRow | undefined>;
}

/**
 * How long a request may hold a refund at the provider before another may take it over (it died mid-call): the
 * provider's SDK retries within this, and the take-over re-sends the same idempotency key.
 */
const REFUND_CLAIM_MS = 60_000;

/** The key the provider de-duplicates a refund by: the order and the attempt, so a crash re-sends the same one. */
export const refundIdempotencyKey = (orderId: string, attempt: number) => `charter-refund-${orderId}-${attempt}`;

function toRefundView(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    status: row.status,
    amount: toMajor(row.amountMinor, row.currency as OrderRefund['currency']),
    currency: row.currency as OrderRefund['currency'],
    provider: row.provider,
    provider_refund_id: row.providerRefundId,
    idempotency_key: row.idempotencyKey,
    attempts: row.attempts,
    failure_reason: row.failureReason,
    requested_by_name: row.requestedByName,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** What a cancellation does once it is decided: the timeline says it, the request is answered, the buyer is told. */
type Plan =
  { kind: 'done'; order: OrderRow } | { kind: 'refund'; order: OrderRow; refund: RefundRow; payment: PaymentRow; companyId: string | null };

/**
 * The back office's orders (issue 12): every company's orders listed and searched, one order in full, its status
 * moved along the table in `packages/shared` (cancelling a paid order refunds its milestone figure through the
 * provider, exactly once), staff updates on the timeline and tasks added to it. Callers are admins (the routes'
 * guard); every write is audited in its own transaction.
 */
export function createAdminOrdersService({ db, clock, audit, mailer, payments, companies, appUrl, creditNote }: Deps) {
  async function findOrder(executor: Db, orderId: string, forUpdate = false): Promise<OrderRow> {
    const order = isUuid(orderId) ? await ordersRepository.findById(executor, orderId, { forUpdate }) : undefined;
    if (!order) throw AppError.notFound('Order');
    return order;
  }

  const orderUrl = (order: OrderRow) => `${appUrl}/orders/${order.id}`;

  /** A status change that moves no money: the order, its timeline, the audit row and (when completed) the buyer's mail. */
  async function applyMove(tx: Db, actor: Actor, order: OrderRow, to: AdminOrderStatus, note: string | undefined, buyer: Buyer) {
    const now = clock();
    const updated = (await ordersRepository.update(tx, order.id, { orderStatus: to }))!;
    await ordersRepository.insertTimeline(tx, [
      {
        orderId: order.id,
        title: to === 'cancelled' ? 'Order cancelled' : `Order ${orderStatusLabels[to].toLowerCase()}`,
        description: withNote(
          to === 'cancelled'
            ? order.paymentStatus === 'paid'
              ? 'Charter cancelled this order. Every fee on it was already spent or earned, so there is nothing to refund.'
              : 'Charter cancelled this order. It was not paid, so nothing was charged.'
            : `Charter moved this order from ${orderStatusLabels[order.orderStatus].toLowerCase()} to ${orderStatusLabels[to].toLowerCase()}.`,
          note,
        ),
        status: to === 'completed' || to === 'cancelled' ? 'completed' : 'in_progress',
        authorName: actor.name,
        createdAt: now,
      },
    ]);
    await audit.record(tx, actor, {
      companyId: order.companyId,
      action: 'order.status_changed',
      target: orderTarget(order),
      changes: [
        { field: 'order_status', before: order.orderStatus, after: to },
        ...(note ? [{ field: 'note', before: null, after: note }] : []),
      ],
    });
    if (to === 'cancelled') {
      await closeRequest(tx, order, now);
      // Its open checkouts are closed with it: a payment that still lands on one is refunded, never taken.
      await paymentsRepository.cancelOpen(tx, order.id);
    }
    if (buyer && to === 'completed') {
      await mailer.enqueue(orderCompletedMail(buyer.email, buyer.name, { orderNumber: order.orderNumber, url: orderUrl(order) }), {
        key: `order-completed:${order.id}:${now.getTime()}`,
        executor: tx,
      });
    }
    if (buyer && to === 'cancelled') {
      await mailer.enqueue(
        orderCancelledMail(buyer.email, buyer.name, { orderNumber: order.orderNumber, refund: null, url: orderUrl(order) }),
        {
          key: `order-cancelled:${order.id}`,
          executor: tx,
        },
      );
    }
    return updated;
  }

  /** A founder's open request to cancel is answered by the cancellation: accepted. */
  async function closeRequest(tx: Db, order: OrderRow, at: Date): Promise<CancellationRow | undefined> {
    const open = await cancellationsRepository.openFor(tx, order.id);
    return open ? cancellationsRepository.close(tx, open.id, 'accepted', at) : undefined;
  }

  type Buyer = { name: string; email: string } | undefined;

  const service = {
    /** GET /api/admin/orders: 50 a page (spec §9), newest first, filtered and searched on the server. */
    async list(query: z.output<typeof adminOrderListQuerySchema>): Promise<AdminOrderList> {
      const { rows, total } = await adminOrdersRepository.list(
        db,
        { status: query.status, paymentStatus: query.payment_status, country: query.country, q: query.q || undefined },
        { page: query.page, limit: query.limit },
      );
      return {
        orders: rows.map((row) => ({
          id: row.order.id,
          order_number: row.order.orderNumber,
          created_at: row.order.createdAt.toISOString(),
          name: row.name ?? 'Order',
          company: row.company,
          customer: row.customer,
          currency: row.order.currency,
          total_amount: toMajor(row.order.totalMinor, row.order.currency),
          order_status: row.order.orderStatus,
          payment_status: row.order.paymentStatus,
          cancellation_requested: Boolean(row.cancellationOpen),
          refund_status: row.refundStatus,
        })),
        pagination: { page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)), total },
      };
    },

    /** GET /api/admin/orders/{id}: the order with its company, customer, payments, timeline, tasks, figures and refund. */
    async get(orderId: string): Promise<AdminOrderDetail> {
      const found = await findOrder(db, orderId);
      // One snapshot, as the founder's order page reads it.
      const snapshot = await db.transaction(
        async (tx) => {
          const order = (await ordersRepository.findById(tx, found.id)) ?? found;
          const records = await orderPageRecords(tx, order.id);
          const [paymentRows, refund, company, customer] = await inTurn(
            () => adminOrdersRepository.payments(tx, order.id),
            () => refundsRepository.findByOrderId(tx, order.id),
            async () => (order.companyId ? await adminOrdersRepository.companyOf(tx, order.companyId) : undefined),
            async () => (order.userId ? await adminOrdersRepository.customerOf(tx, order.userId) : undefined),
          );
          return { order, ...records, paymentRows, refund, company, customer };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const { order, items, timeline, tasks, documents, cancellation, paymentRows, refund, company, customer, comments } = snapshot;
      return {
        order: toOrder(order, items, company?.name ?? null),
        company: company
          ? {
              id: company.id,
              name: company.name,
              country: company.country,
              entity_type: company.entityType,
              status: company.status,
              incorporation_date: company.incorporationDate,
            }
          : null,
        customer: customer ?? null,
        payments: paymentRows.map((payment) => ({
          id: payment.id,
          provider: payment.provider,
          status: payment.status,
          amount: toMajor(payment.amountMinor, order.currency),
          currency: payment.currency,
          provider_ref: payment.providerRef,
          provider_payment_id: payment.providerPaymentId,
          created_at: payment.createdAt.toISOString(),
        })),
        timeline: timeline.map(toTimelineView),
        tasks: toTaskViews(order, tasks, documents, comments),
        documents: documents.map(toDocumentView),
        milestones: milestonesOf(order, items, tasks, cancellation),
        refund: refund ? toRefundView(refund) : null,
        allowed_statuses: [...allowedOrderMoves(order.orderStatus, order.paymentStatus)],
      };
    },

    /**
     * PUT /api/admin/orders/{id}/status. Moves along the shared table (409 otherwise). Cancelling a paid order
     * refunds its milestone figure (the one quoted with an open request, else today's) exactly once: the refund row
     * (unique per order) is written under the order's lock with a deterministic idempotency key before the provider
     * is called; the order becomes cancelled only in the transaction that records the provider's yes.
     */
    async setStatus(actor: Actor, orderId: string, body: AdminOrderStatusBody): Promise<AdminOrderDetail> {
      const to = (body.order_status ?? body.status)!;
      const note = body.note || undefined;
      const unlocked = await findOrder(db, orderId);
      // Read before the transaction: nothing may wait on another connection inside it (PGlite has one).
      const buyer: Buyer = unlocked.userId ? await adminOrdersRepository.customerOf(db, unlocked.userId) : undefined;

      const plan = await db.transaction(async (tx): Promise<Plan> => {
        const order = await findOrder(tx, unlocked.id, true);
        const check = checkOrderMove(order.orderStatus, to, order.paymentStatus);
        if (!check.ok) throw new AppError('CONFLICT', check.detail);
        const refund = await refundsRepository.findByOrderId(tx, order.id, { forUpdate: true });
        const now = clock();
        if (refund?.status === 'pending' && refund.claimedAt && now.getTime() - refund.claimedAt.getTime() < REFUND_CLAIM_MS) {
          throw new AppError('CONFLICT', 'A refund for this order is being made right now. Refresh the order in a moment.');
        }
        if (to !== 'cancelled' || order.paymentStatus !== 'paid') {
          return { kind: 'done', order: await applyMove(tx, actor, order, to, note, buyer) };
        }

        // A refund that was started before (a failed attempt, or one a crash left pending) keeps its amount and key.
        let amount = refund?.amountMinor;
        let request: CancellationRow | undefined;
        if (amount === undefined) {
          request = await cancellationsRepository.openFor(tx, order.id);
          if (request) amount = request.refundQuotedMinor;
          else {
            const [items, tasks] = await inTurn(
              () => ordersRepository.itemsFor(tx, [order.id]),
              () => ordersRepository.tasks(tx, order.id),
            );
            amount = milestoneFiguresMinor(milestoneOrder(order, items), tasks).refund ?? 0;
          }
        }
        if (amount <= 0) return { kind: 'done', order: await applyMove(tx, actor, order, to, note, buyer) };

        const payment = await adminOrdersRepository.paidPayment(tx, order.id);
        if (!payment?.providerPaymentId) {
          throw new AppError(
            'CONFLICT',
            'No captured payment is on record for this order, so it cannot be refunded here. Refund it at the provider first.',
          );
        }
        const claimed = refund
          ? await refundsRepository.update(tx, refund.id, { status: 'pending', claimedAt: now, note: note ?? refund.note })
          : await refundsRepository.insert(tx, {
              orderId: order.id,
              paymentId: payment.id,
              provider: payment.provider,
              amountMinor: amount,
              currency: order.currency,
              status: 'pending',
              idempotencyKey: refundIdempotencyKey(order.id, 1),
              attempts: 1,
              claimedAt: now,
              cancellationRequestId: request?.id ?? null,
              note: note ?? null,
              requestedById: actor.id,
              requestedByName: actor.name,
              createdAt: now,
              updatedAt: now,
            });
        return { kind: 'refund', order, refund: claimed, payment, companyId: order.companyId };
      });

      if (plan.kind === 'refund') await refundAndCancel(actor, plan, note, buyer);
      return service.get(unlocked.id);
    },

    /**
     * PUT /api/admin/orders/{id}/incorporation: staff record the date on the certificate of incorporation of a paid
     * formation order's company. The company leaves the forming stage, its compliance is planned from that date, the
     * order's timeline says so and the buyer is mailed, all in one transaction (the mail through the outbox).
     */
    async recordIncorporation(actor: Actor, orderId: string, incorporationDate: string): Promise<AdminOrderDetail> {
      if (!companies) throw new AppError('INTERNAL', 'Incorporation cannot be recorded here');
      const unlocked = await findOrder(db, orderId);
      if (unlocked.kind !== 'incorporation' || !unlocked.companyId) {
        throw new AppError('CONFLICT', 'Only a formation order records an incorporation date.');
      }
      if (unlocked.paymentStatus !== 'paid') throw new AppError('CONFLICT', 'The formation order is not paid yet.');
      if (unlocked.orderStatus === 'cancelled') throw new AppError('CONFLICT', 'The formation order is cancelled.');
      const buyer: Buyer = unlocked.userId ? await adminOrdersRepository.customerOf(db, unlocked.userId) : undefined;
      await db.transaction(async (tx) => {
        const order = await findOrder(tx, unlocked.id, true);
        const company = await companies.recordIncorporation(tx, actor, order.companyId!, incorporationDate);
        await ordersRepository.insertTimeline(tx, [
          {
            orderId: order.id,
            title: 'Company incorporated',
            description: `${company.name} was incorporated on ${incorporationDate}. Its compliance calendar now runs from that date.`,
            status: 'completed',
            authorName: actor.name,
            createdAt: clock(),
          },
        ]);
        if (buyer) {
          await mailer.enqueue(
            incorporationRecordedMail(buyer.email, buyer.name, {
              name: company.name,
              incorporationDate,
              url: `${appUrl}/compliance`,
            }),
            { key: `incorporation-recorded:${company.id}:${incorporationDate}`, executor: tx },
          );
        }
      });
      return service.get(unlocked.id);
    },

    /** POST /api/admin/orders/{id}/timeline: a staff update the customer sees on the order page, with the agent label. */
    async addTimeline(actor: Actor, orderId: string, body: z.output<typeof adminOrderTimelineBodySchema>): Promise<TimelineEntry> {
      const unlocked = await findOrder(db, orderId);
      const entry = await db.transaction(async (tx) => {
        const order = await findOrder(tx, unlocked.id, true);
        const [row] = await ordersRepository.insertTimelineReturning(tx, {
          orderId: order.id,
          title: body.title,
          description: body.description,
          status: body.status,
          authorName: actor.name,
          createdAt: clock(),
        });
        await audit.record(tx, actor, {
          companyId: order.companyId,
          action: 'order.timeline_added',
          target: orderTarget(order),
          changes: [{ field: 'title', before: null, after: body.title }],
        });
        return row!;
      });
      return toTimelineView(entry);
    },

    /**
     * POST /api/admin/orders/{id}/tasks: a task staff add to a paid order (spec §7; title and due date required,
     * priority high, pending). It carries no milestone weight: what the order's money paid for was fixed when it was
     * planned, so an added task never changes a refund.
     */
    async addTask(actor: Actor, orderId: string, body: z.output<typeof adminOrderTaskBodySchema>): Promise<OrderTask> {
      const unlocked = await findOrder(db, orderId);
      const company = unlocked.companyId ? await adminOrdersRepository.companyOf(db, unlocked.companyId) : undefined;
      const today = todayIn(company ? jurisdictionTimeZone(company.country, company.state) : 'Etc/GMT+12', clock());
      if (body.due_date < today) throw new AppError('VALIDATION_FAILED', `due_date: Choose today (${today}) or a later date.`);
      const task = await db.transaction(async (tx) => {
        const order = await findOrder(tx, unlocked.id, true);
        if (order.orderStatus === 'cancelled') throw new AppError('CONFLICT', 'This order is cancelled: tasks cannot be added to it.');
        if (order.paymentStatus !== 'paid') {
          throw new AppError('CONFLICT', 'This order has not been paid: tasks can be added once it is.');
        }
        const now = clock();
        const row = await adminOrdersRepository.insertTask(tx, {
          orderId: order.id,
          title: body.title,
          description: body.description,
          category: body.category,
          priority: body.priority,
          status: 'pending',
          position: await adminOrdersRepository.nextTaskPosition(tx, order.id),
          dueDate: body.due_date,
          weight: 0,
          spends: [],
          performer: body.performer,
          createdAt: now,
        });
        await ordersRepository.insertTimeline(tx, [
          {
            orderId: order.id,
            title: 'Task added',
            description: `“${row.title}” was added, due ${body.due_date}.`,
            status: 'pending',
            authorName: actor.name,
            createdAt: now,
          },
        ]);
        // A completed order with new work is in progress again.
        if (order.orderStatus === 'completed') await ordersRepository.update(tx, order.id, { orderStatus: 'in_progress' });
        await audit.record(tx, actor, {
          companyId: order.companyId,
          action: 'task.created',
          target: taskTarget(row),
          changes: [
            { field: 'order', before: null, after: order.orderNumber },
            { field: 'due_date', before: null, after: body.due_date },
            { field: 'priority', before: null, after: body.priority },
            { field: 'performer', before: null, after: body.performer },
          ],
        });
        return { row, order };
      });
      const [view] = toTaskViews(task.order, [task.row], [], []);
      return view!;
    },
  };

  /** The provider call (outside any transaction), then its outcome recorded under the order's lock. */
  async function refundAndCancel(actor: Actor, plan: Extract<Plan, { kind: 'refund' }>, note: string | undefined, buyer: Buyer) {
    const { order, refund, payment } = plan;
    let outcome:
      { ok: true; providerRefundId: string; providerStatus: string } | { ok: false; declined: boolean; reason: string; cause: unknown };
    try {
      const result = await payments.refund(refund.provider, {
        idempotencyKey: refund.idempotencyKey,
        providerPaymentId: payment.providerPaymentId!,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        orderId: order.id,
        orderNumber: order.orderNumber,
      });
      outcome = { ok: true, ...result };
    } catch (error) {
      outcome = {
        ok: false,
        declined: error instanceof RefundDeclinedError,
        reason: error instanceof Error ? error.message : 'The provider did not answer.',
        cause: error,
      };
    }
    const refundText = formatMoney(refund.amountMinor, order.currency);

    if (!outcome.ok) {
      const failure = outcome;
      await db.transaction(async (tx) => {
        await findOrder(tx, order.id, true);
        // Refused outright: nothing moved, so the next attempt gets a fresh key. Unknown: the same key goes again.
        await refundsRepository.update(
          tx,
          refund.id,
          failure.declined
            ? {
                status: 'failed',
                failureReason: failure.reason,
                claimedAt: null,
                attempts: refund.attempts + 1,
                idempotencyKey: refundIdempotencyKey(order.id, refund.attempts + 1),
              }
            : { status: 'failed', failureReason: failure.reason, claimedAt: null },
        );
        await audit.record(tx, actor, {
          companyId: order.companyId,
          action: 'order.refund_failed',
          target: orderTarget(order),
          changes: [
            { field: 'refund', before: null, after: refundText },
            { field: 'reason', before: null, after: failure.reason },
          ],
        });
      });
      throw failure.declined
        ? new AppError(
            'PAYMENT_FAILED',
            `The provider refused the refund of ${refundText}: ${failure.reason} The order was not cancelled.`,
            {
              cause: failure.cause,
            },
          )
        : new AppError(
            'PROVIDER_UNAVAILABLE',
            `The refund of ${refundText} could not be confirmed by the provider. The order was not cancelled; try again (the provider will not refund twice).`,
            { cause: failure.cause },
          );
    }

    const success = outcome;
    await db.transaction(async (tx) => {
      const locked = await findOrder(tx, order.id, true);
      const now = clock();
      await refundsRepository.update(tx, refund.id, {
        status: 'succeeded',
        providerRefundId: success.providerRefundId,
        failureReason: null,
        claimedAt: null,
        completedAt: now,
      });
      let creditNoteRow: TaxDocumentRow | undefined;
      if (creditNote) {
        // The government fees not yet spent come back at cost; the rest of the refund is Charter's fee (with its GST).
        const [items, tasks] = await inTurn(
          () => ordersRepository.itemsFor(tx, [locked.id]),
          () => ordersRepository.tasks(tx, locked.id),
        );
        const figures = milestoneFiguresMinor(milestoneOrder(locked, items), tasks);
        creditNoteRow = await creditNote(
          tx,
          locked,
          { refundMinor: refund.amountMinor, reimbursementsMinor: figures.government - figures.governmentSpent },
          now,
        );
      }
      await ordersRepository.update(tx, locked.id, { orderStatus: 'cancelled' });
      await closeRequest(tx, locked, now);
      await ordersRepository.insertTimeline(tx, [
        {
          orderId: locked.id,
          title: 'Order cancelled',
          description: withNote(
            `Charter cancelled this order and refunded ${refundText} to the card or account it was paid with (refund ${success.providerRefundId}).`,
            note,
          ),
          status: 'completed',
          authorName: actor.name,
          createdAt: now,
        },
      ]);
      await audit.record(tx, actor, {
        companyId: locked.companyId,
        action: 'order.status_changed',
        target: orderTarget(locked),
        changes: [
          { field: 'order_status', before: locked.orderStatus, after: 'cancelled' },
          { field: 'refund', before: null, after: refundText },
          ...(note ? [{ field: 'note', before: null, after: note }] : []),
        ],
      });
      await audit.record(tx, actor, orderRefundedEntry(locked, refundText, success.providerRefundId));
      if (buyer) {
        await mailer.enqueue(
          // The credit note issued above goes with it, rendered as a PDF when the mail is sent.
          orderCancelledMail(buyer.email, buyer.name, {
            orderNumber: locked.orderNumber,
            refund: refundText,
            url: orderUrl(locked),
            creditNote: creditNoteRow ? attachedTaxDocument(creditNoteRow) : null,
          }),
          { key: `order-cancelled:${locked.id}`, executor: tx },
        );
      }
    });
  }

  return service;
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

function withNote(text: string, note: string | undefined): string {
  return note ? `${text} Note from your agent: ${note}` : text;
}

function milestoneOrder(order: OrderRow, items: OrderItemRow[]) {
  return {
    currency: order.currency,
    totalMinor: order.totalMinor,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    items,
  };
}
