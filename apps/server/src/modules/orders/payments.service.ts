import {
  canMoveAttempt,
  type Currency,
  formatMoney,
  type HostedPaymentStart,
  type HostedPaymentStatus,
  type PaymentAttempt,
  type PaymentAttemptStatus,
  type PaymentProviderName,
  type PaymentVerified,
  type PopupPaymentStart,
  type RazorpayVerifyBody,
} from '@charter/shared';
import {
  RefundDeclinedError,
  type PaymentProvider,
  type ProviderSignal,
  type RefundRequest,
  type RefundResult,
} from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import type { JobSender } from '../../jobs/job-queue';
import { queues } from '../../jobs/queues';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import type { CompanyAccess } from '../companies/company-access';
import { ordersRepository, type OrderRow } from './orders.repository';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import { createWebhookRecorder } from './webhook-recorder';
import { orderRefundedEntry, orderTarget } from './audit-targets';

export type PaymentStart = PopupPaymentStart | HostedPaymentStart;

/** What applying one provider signal did; every signal is stored with it. */
export type ApplyOutcome =
  | 'paid'
  | 'already_paid'
  | 'flagged'
  | 'failed'
  | 'expired'
  | 'ignored_after_paid'
  | 'ignored_after_close'
  | 'ignored'
  | 'unknown_payment'
  | 'duplicate'
  /** Money landed on a cancelled order (or a closed attempt of one): refunded, the order stays cancelled. */
  | 'refund_after_cancel'
  /** Money landed on an order another attempt already paid: refunded, so the founder pays once. */
  | 'refund_duplicate';

/** Whether a late or second capture's refund went through at the provider (it is retried on redelivery if not). */
export type LateRefund = 'refunded' | 'pending';

/** The key a late capture's refund is de-duplicated by at the provider: one per attempt (and per refused try). */
/** A late refund left unconfirmed is tried again this long after its last try. */
/** The late refund's job first runs this long after the capture is recorded (the request itself tries at once). */
const LATE_REFUND_RETRY_SECONDS = 60;

export const lateRefundKey = (paymentId: string, retry?: number) =>
  retry === undefined ? `charter-late-refund-${paymentId}` : `charter-late-refund-${paymentId}-${retry}`;

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  audit: AuditService;
  providers: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** Which provider takes a currency (undefined: none may, e.g. production without keys). */
  route: (currency: string) => PaymentProviderName | undefined;
  appUrl: string;
  /** The paid order's fulfilment job goes out in the transaction that marks it paid, keyed by the provider event. */
  jobs: JobSender;
  /**
   * Apply a webhook's event in its request instead of queueing it (the embedded database, whose one connection the
   * job would wait for anyway). The event is still stored once; the answer is what applying it did.
   */
  applyWebhooksInRequest?: boolean;
  /** Runs in the transaction that marks an order paid (its invoice takes its number there, or nothing commits). */
  onPaidInTransaction?: (tx: Db, order: OrderRow, paidAt: Date) => Promise<void>;
}

type Claim = { kind: 'answer'; answer: PaymentStart } | { kind: 'wait' } | { kind: 'go'; payment: PaymentRow };

/** How long a claimed provider call may take before another request may take the attempt over. */
const CLAIM_MS = 15_000;

const popupProviders = ['razorpay', 'sandbox'] as const satisfies readonly PaymentProviderName[];
const hostedProviders = ['stripe', 'sandbox'] as const satisfies readonly PaymentProviderName[];

/**
 * Payments: one provider interface, chosen by currency and configuration. An order becomes paid exactly once, and
 * only after a verified provider signal (popup signature, signed webhook, or the provider's own answer about a
 * session); duplicate, concurrent or late signals never pay twice or un-pay, and every one is stored.
 */
export function createPaymentsService({
  db,
  clock,
  access,
  audit,
  providers,
  route,
  appUrl,
  jobs,
  applyWebhooksInRequest = false,
  onPaidInTransaction,
}: Deps) {
  const webhooks = createWebhookRecorder({ db, jobs });

  function provider(name: PaymentProviderName): PaymentProvider {
    const found = providers[name];
    if (!found) throw new AppError('PROVIDER_UNAVAILABLE', `Payments through ${name} are not configured.`);
    return found;
  }

  function providerFor(currency: string): PaymentProvider {
    const name = route(currency);
    if (!name) throw new AppError('PROVIDER_UNAVAILABLE', `Payments in ${currency} are not available yet. Please contact support.`);
    return provider(name);
  }

  /** Moves an attempt along `paymentAttemptMoves`; anything else is a bug in the rules, never written. */
  async function move(tx: Db, payment: PaymentRow, to: PaymentAttemptStatus, values: Partial<PaymentRow> = {}): Promise<PaymentRow> {
    if (!canMoveAttempt(payment.status, to)) throw new Error(`Payment ${payment.id} cannot move from ${payment.status} to ${to}`);
    await paymentsRepository.update(tx, payment.id, { ...values, status: to });
    return { ...payment, ...values, status: to };
  }

  /**
   * Applies one verified signal in one transaction: the payment and its order are locked, the event stored once. A
   * capture the order cannot take (cancelled, or paid by another attempt) is refunded through the provider after the
   * commit; a redelivery of the same event retries a refund that did not go through.
   */
  async function apply(
    providerName: PaymentProviderName,
    signal: ProviderSignal,
    /** The event's row when its webhook request recorded it (queued): its outcome is written there, once. */
    recordedEventId?: string,
  ): Promise<{ outcome: ApplyOutcome; payment?: PaymentRow; refund?: LateRefund }> {
    const result = await db.transaction(async (tx) => {
      const payment = signal.providerRef
        ? await paymentsRepository.findByRef(tx, [providerName], signal.providerRef, { forUpdate: true })
        : undefined;
      const order = payment ? await ordersRepository.findById(tx, payment.orderId, { forUpdate: true }) : undefined;
      const outcome = decide(signal, payment, order);
      const fresh = recordedEventId
        ? await paymentsRepository.settleEvent(tx, recordedEventId, { outcome, paymentId: payment?.id ?? null })
        : await paymentsRepository.recordEvent(tx, {
            provider: providerName,
            eventId: signal.eventId,
            type: signal.providerType,
            providerRef: signal.providerRef,
            paymentId: payment?.id ?? null,
            outcome,
            payload: signal.payload,
            receivedAt: clock(),
          });
      if (!fresh) return { outcome: 'duplicate' as const, payment };
      if (!payment || !order) return { outcome, payment };
      const target = orderTarget(order);
      if (outcome === 'paid') {
        const paid = await move(tx, payment, 'paid', { providerPaymentId: signal.providerPaymentId });
        const paidAt = clock();
        const paidOrder = await ordersRepository.update(tx, order.id, { paymentStatus: 'paid', orderStatus: 'processing', paidAt });
        await onPaidInTransaction?.(tx, paidOrder ?? order, paidAt);
        await jobs.send(tx, queues.orderFulfil, { orderId: order.id }, { singletonKey: signal.eventId });
        await audit.record(tx, null, { companyId: order.companyId, action: 'order.paid', target });
        return { outcome, payment: paid };
      }
      if (outcome === 'flagged') {
        const flagged = await move(tx, payment, 'flagged', {
          capturedMinor: signal.amountMinor,
          providerPaymentId: signal.providerPaymentId,
        });
        await ordersRepository.update(tx, order.id, { paymentStatus: 'flagged' });
        await audit.record(tx, null, {
          companyId: order.companyId,
          action: 'order.payment_flagged',
          target,
          changes: [{ field: 'amount', before: String(payment.amountMinor), after: String(signal.amountMinor) }],
        });
        return { outcome, payment: flagged };
      }
      if (outcome === 'failed' || outcome === 'expired') {
        const closed = await move(tx, payment, outcome);
        // The order shows how its last attempt ended while it is still to be paid; the next Pay opens a fresh one.
        const payable = order.orderStatus !== 'cancelled' && ['pending', 'failed', 'expired'].includes(order.paymentStatus);
        if (payable) await ordersRepository.update(tx, order.id, { paymentStatus: outcome });
        await audit.record(tx, null, { companyId: order.companyId, action: 'order.payment_failed', target });
        return { outcome, payment: closed };
      }
      if (outcome === 'refund_after_cancel' || outcome === 'refund_duplicate') {
        // The refund's key is written with the capture, before the provider is called: a retry re-sends it.
        const refunding = await move(tx, payment, 'refund_pending', {
          providerPaymentId: signal.providerPaymentId,
          capturedMinor: signal.amountMinor ?? payment.amountMinor,
          refundKey: lateRefundKey(payment.id),
        });
        // Tried once the transaction commits; this job tries again a minute later, and with back-off after that.
        await jobs.send(
          tx,
          queues.paymentRefund,
          { paymentId: payment.id },
          { singletonKey: payment.id, startAfter: LATE_REFUND_RETRY_SECONDS },
        );
        return { outcome, payment: refunding };
      }
      return { outcome, payment };
    });
    if (result.payment?.status === 'refund_pending') return { ...result, refund: await refundLate(result.payment.id) };
    return result;
  }

  /**
   * Refunds a capture the order could not take, through the provider that took it, idempotent on the attempt's key.
   * The provider is called outside any transaction; its answer is recorded under the payment's lock.
   */
  async function refundLate(paymentId: string): Promise<LateRefund> {
    const payment = await paymentsRepository.findById(db, paymentId);
    if (payment?.status === 'refunded') return 'refunded';
    if (!payment || payment.status !== 'refund_pending' || !payment.refundKey) return 'pending';
    const order = await ordersRepository.findById(db, payment.orderId);
    const amountMinor = payment.capturedMinor ?? payment.amountMinor;
    let answer: RefundResult;
    try {
      if (!payment.providerPaymentId) throw new RefundDeclinedError('The provider named no captured payment to refund.');
      answer = await provider(payment.provider).refund({
        idempotencyKey: payment.refundKey,
        providerPaymentId: payment.providerPaymentId,
        amountMinor,
        currency: payment.currency,
        orderId: payment.orderId,
        orderNumber: order?.orderNumber ?? payment.orderId,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'The provider did not answer.';
      await db.transaction(async (tx) => {
        const locked = await paymentsRepository.findById(tx, payment.id, { forUpdate: true });
        if (locked?.status !== 'refund_pending') return;
        // Refused outright: nothing moved, so the next try gets a fresh key. Unknown: the same key goes again.
        await paymentsRepository.update(tx, payment.id, {
          refundFailure: reason,
          ...(error instanceof RefundDeclinedError ? { refundKey: lateRefundKey(payment.id, clock().getTime()) } : {}),
        });
        if (order) {
          await audit.record(tx, null, {
            companyId: order.companyId,
            action: 'order.refund_failed',
            target: orderTarget(order),
            changes: [
              { field: 'refund', before: null, after: formatMoney(amountMinor, payment.currency as Currency) },
              { field: 'reason', before: null, after: reason },
            ],
          });
        }
      });
      return 'pending';
    }
    return db.transaction(async (tx): Promise<LateRefund> => {
      const locked = await paymentsRepository.findById(tx, payment.id, { forUpdate: true });
      if (locked?.status !== 'refund_pending') return locked?.status === 'refunded' ? 'refunded' : 'pending';
      const current = await ordersRepository.findById(tx, locked.orderId, { forUpdate: true });
      const now = clock();
      await move(tx, locked, 'refunded', { providerRefundId: answer.providerRefundId, refundedAt: now, refundFailure: null });
      if (current) {
        const refundText = formatMoney(amountMinor, locked.currency as Currency);
        await ordersRepository.insertTimeline(tx, [
          {
            orderId: current.id,
            title: 'Payment refunded',
            description:
              current.orderStatus === 'cancelled'
                ? `A payment of ${refundText} arrived after this order was cancelled. It was refunded in full (refund ${answer.providerRefundId}).`
                : `A second payment of ${refundText} arrived for this order, which was already paid. It was refunded in full (refund ${answer.providerRefundId}).`,
            status: 'completed',
            createdAt: now,
          },
        ]);
        await audit.record(tx, null, orderRefundedEntry(current, refundText, answer.providerRefundId));
      }
      return 'refunded';
    });
  }

  /**
   * Asks a hosted provider how the order's open attempt stands before it is shown again: an expired, declined or
   * abandoned session is closed here (no webhook may have come), so the next step opens a fresh one.
   */
  async function refreshOpenAttempt(orderId: string): Promise<void> {
    const latest = await paymentsRepository.latestForOrder(db, orderId);
    if (latest?.status !== 'created' || !latest.providerRef) return;
    const payWith = providers[latest.provider];
    if (!payWith?.retrieve) return;
    // Unreachable provider: the open checkout is shown again, as before.
    const signal = await payWith.retrieve(latest.providerRef).catch(() => null);
    if (signal) await apply(latest.provider, signal);
  }

  function startAnswer(order: OrderRow, payment: PaymentRow, keyId: string | undefined): PaymentStart {
    if (payment.checkoutUrl) {
      return {
        payment_method: payment.provider === 'sandbox' ? 'sandbox_hosted' : 'stripe',
        stripe_url: payment.checkoutUrl,
        stripe_session_id: payment.providerRef!,
        order_id: order.id,
        order_number: order.orderNumber,
      };
    }
    return {
      payment_method: payment.provider === 'sandbox' ? 'sandbox_popup' : 'razorpay',
      razorpay_key_id: keyId ?? '',
      razorpay_order_id: payment.providerRef!,
      amount: payment.amountMinor,
      currency: payment.currency,
      order_id: order.id,
      order_number: order.orderNumber,
    };
  }

  /** The order and its company's access for a payment known by the provider's id; others' payments are 404. */
  async function paymentOf(actor: Actor, providerNames: readonly PaymentProviderName[], providerRef: string) {
    const payment = await paymentsRepository.findByRef(db, providerNames, providerRef);
    const order = payment && (await ordersRepository.findById(db, payment.orderId));
    if (!payment || !order?.companyId) throw AppError.notFound('Payment');
    await asOrder(() => access.company(actor, order.companyId!, 'orders:read'), 'Payment');
    return { payment, order };
  }

  /** Another request is opening this order's checkout: wait for its answer (the provider is usually quick). */
  async function waitForCheckout(orderId: string): Promise<PaymentStart> {
    const deadline = Date.now() + CLAIM_MS;
    while (Date.now() < deadline) {
      const current = await ordersRepository.findById(db, orderId);
      if (current?.startResponse) return current.startResponse as unknown as PaymentStart;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new AppError('PROVIDER_UNAVAILABLE', 'Your checkout is still being prepared. Please try again in a moment.');
  }

  const service = {
    /**
     * Opens the provider's checkout for an order just committed (or resumes one a crash or a provider outage left
     * without it). The provider call is idempotent on our payment id, so a retry never opens a second charge.
     */
    async start(order: OrderRow, { customerEmail, description }: { customerEmail: string; description: string }): Promise<PaymentStart> {
      await refreshOpenAttempt(order.id);
      // Claim the attempt with the order row locked: one request goes to the provider, concurrent ones wait for it.
      const claim = await db.transaction(async (tx): Promise<Claim> => {
        const locked = await ordersRepository.findById(tx, order.id, { forUpdate: true });
        if (!locked) throw AppError.notFound('Order');
        if (locked.orderStatus === 'cancelled') {
          throw new AppError('CONFLICT', `Order ${locked.orderNumber} was cancelled: it can no longer be paid.`);
        }
        if (locked.paymentStatus === 'paid' || locked.paymentStatus === 'flagged') {
          throw new AppError('CONFLICT', `Order ${locked.orderNumber} is already paid.`);
        }
        const latest = await paymentsRepository.latestForOrder(tx, order.id);
        // The checkout already opened for this attempt is shown again; a failed or expired one gets a fresh attempt.
        if (latest?.status === 'created' && latest.providerRef && locked.startResponse) {
          return { kind: 'answer', answer: locked.startResponse as unknown as PaymentStart };
        }
        const now = clock();
        const inFlight =
          latest?.status === 'created' && !latest.providerRef && latest.claimedAt && now.getTime() - latest.claimedAt.getTime() < CLAIM_MS;
        if (inFlight) return { kind: 'wait' };
        // A stale claim is a request that died before the provider answered: take it over (the provider call is
        // idempotent on the payment id where the provider allows it).
        const payment =
          latest?.status === 'created'
            ? latest
            : await paymentsRepository.insert(tx, {
                orderId: order.id,
                provider: providerFor(order.currency).name,
                amountMinor: locked.totalMinor,
                currency: locked.currency,
              });
        await paymentsRepository.update(tx, payment.id, { claimedAt: now });
        return { kind: 'go', payment };
      });
      if (claim.kind === 'answer') return claim.answer;
      if (claim.kind === 'wait') return waitForCheckout(order.id);
      const { payment } = claim;
      const payWith = provider(payment.provider);
      let started;
      try {
        started = await payWith.startCheckout({
          paymentId: payment.id,
          orderId: order.id,
          orderNumber: order.orderNumber,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          description,
          customerEmail,
          successUrl: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${appUrl}/orders/${order.id}`,
        });
      } catch (error) {
        throw new AppError(
          'PROVIDER_UNAVAILABLE',
          'The payment provider could not be reached. Please try again; you will not be charged twice.',
          {
            cause: error,
          },
        );
      }
      const checkoutUrl = started.mode === 'hosted' ? started.url : null;
      const answer = startAnswer(
        order,
        { ...payment, providerRef: started.providerRef, checkoutUrl },
        started.mode === 'popup' ? started.keyId : undefined,
      );
      // The provider's id and the answer appear together, so a concurrent start sees either "in flight" or the answer.
      await db.transaction(async (tx) => {
        await paymentsRepository.update(tx, payment.id, { providerRef: started.providerRef, checkoutUrl });
        await ordersRepository.recordCheckout(tx, order.id, answer);
      });
      return answer;
    },

    /** Pays (again) an unpaid order: its checkout if one is open, else a fresh attempt. Viewers cannot spend. */
    async payOrder(actor: Actor, orderId: string): Promise<PaymentStart> {
      const order = isUuid(orderId) ? await ordersRepository.findById(db, orderId) : undefined;
      if (!order?.companyId) throw AppError.notFound('Order');
      await asOrder(() => access.company(actor, order.companyId!, 'orders:pay'));
      const [item] = await ordersRepository.itemsFor(db, [order.id]);
      return service.start(order, { customerEmail: actor.email, description: item?.name ?? `Order ${order.orderNumber}` });
    },

    /** The popup's result (Razorpay's or the sandbox's), believed only when its signature verifies. */
    async verifyPopup(actor: Actor, body: RazorpayVerifyBody): Promise<PaymentVerified> {
      const { payment, order } = await paymentOf(actor, popupProviders, body.razorpay_order_id);
      const signal = provider(payment.provider).verifyPopupResult?.({
        orderRef: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      const applied = signal ? await apply(payment.provider, signal) : undefined;
      const current = await ordersRepository.findById(db, order.id);
      const refundDone = applied?.refund === 'refunded' || applied?.payment?.status === 'refunded';
      if (current?.orderStatus === 'cancelled') {
        const refunded = applied?.payment?.status === 'refund_pending' || applied?.payment?.status === 'refunded';
        throw new AppError(
          'CONFLICT',
          refunded
            ? `Order ${order.orderNumber} was cancelled before this payment arrived, so it was not taken: ${
                refundDone ? 'it has been refunded' : 'it is being refunded'
              } to the card or account it came from.`
            : `Order ${order.orderNumber} was cancelled: it can no longer be paid.`,
        );
      }
      if (!applied) throw new AppError('PAYMENT_FAILED', 'Payment verification failed');
      if (applied.outcome === 'refund_duplicate' || (applied.outcome === 'duplicate' && applied.payment?.status.startsWith('refund'))) {
        throw new AppError(
          'CONFLICT',
          `Order ${order.orderNumber} was already paid, so this second payment ${refundDone ? 'has been refunded' : 'is being refunded'}.`,
        );
      }
      if (current?.paymentStatus !== 'paid') throw new AppError('PAYMENT_FAILED', `Payment verification failed (${applied.outcome})`);
      return { status: 'paid', order_id: order.id, payment_id: body.razorpay_payment_id };
    },

    /**
     * A provider's webhook, doing the least a request must (issue 32): the signature is checked on the raw body (a bad
     * one changes nothing), the event is recorded once by the provider's event id, and its `payment.apply` job goes out
     * in that same transaction (shared with the deliveries arriving beside it: `webhook-recorder.ts`). The job applies
     * it (`applyRecorded`). A duplicate delivery answers `duplicate`. On the embedded database (`applyWebhooksInRequest`)
     * the request applies it itself and answers what that did.
     */
    async ingestWebhook(
      providerName: PaymentProviderName,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ outcome: ApplyOutcome | 'queued'; eventId?: string }> {
      const signal = provider(providerName).parseWebhook(rawBody, headers);
      // A late refund left unconfirmed is retried by its own job (sent with the capture), as in the queued path.
      if (applyWebhooksInRequest) return { outcome: (await apply(providerName, signal)).outcome };
      const { payload, ...reading } = signal;
      // An event type payments do not act on is only kept: no job.
      const ignored = reading.outcome === 'ignored';
      return webhooks.record({
        provider: providerName,
        eventId: reading.eventId,
        type: reading.providerType,
        providerRef: reading.providerRef,
        paymentId: null,
        outcome: ignored ? 'ignored' : 'queued',
        payload,
        signal: ignored ? null : reading,
        receivedAt: clock(),
      });
    },

    /**
     * The `payment.apply` job: applies a recorded webhook once (a run that finds it settled changes nothing). A refund
     * the provider has not confirmed is left to its own job, which retries it with back-off.
     */
    async applyRecorded(eventId: string): Promise<ApplyOutcome | 'settled'> {
      const event = await paymentsRepository.findEvent(db, eventId);
      if (!event || event.outcome !== 'queued' || !event.signal) return 'settled';
      const signal = { ...(event.signal as unknown as Omit<ProviderSignal, 'payload'>), payload: event.payload };
      const { outcome } = await apply(event.provider, signal, event.id);
      return outcome;
    },

    /** For the daily reconciliation: webhooks recorded before `before`, still queued, that no job will apply. */
    unqueuedEvents: (before: Date) => paymentsRepository.listUnqueuedEvents(db, before, 200),

    /** Spec §7 status of a hosted checkout; asks the provider itself when no webhook has arrived yet. */
    async hostedStatus(actor: Actor, sessionId: string): Promise<HostedPaymentStatus> {
      let { payment, order } = await paymentOf(actor, hostedProviders, sessionId);
      if (payment.status === 'created') {
        const signal = await provider(payment.provider)
          .retrieve?.(sessionId)
          .catch(() => null);
        if (signal) {
          await apply(payment.provider, signal);
          ({ payment, order } = await paymentOf(actor, hostedProviders, sessionId));
        }
      }
      const ended = payment.status === 'expired' || payment.status === 'cancelled';
      return {
        payment_status: hostedPaymentStatusOf[payment.status],
        status: payment.status === 'created' ? 'open' : ended ? 'expired' : 'complete',
        order_id: order.id,
        order_number: order.orderNumber,
        company_id: order.companyId,
      };
    },

    apply,

    /** The order's attempts as the founder's order page lists them (the caller checked access). */
    async attempts(executor: Db, orderId: string): Promise<PaymentAttempt[]> {
      return (await paymentsRepository.forOrder(executor, orderId)).map(toAttemptView);
    },

    /**
     * The late refund's job: a capture the order could not take goes to the provider again under its key. Answers
     * 'pending' while the provider has not confirmed it (the job throws and is retried after its back-off), else
     * 'refunded', or 'nothing' when the attempt is no longer waiting for a refund.
     */
    async retryLateRefund(paymentId: string): Promise<LateRefund | 'nothing'> {
      const payment = await paymentsRepository.findById(db, paymentId);
      if (payment?.status !== 'refund_pending') return payment?.status === 'refunded' ? 'refunded' : 'nothing';
      return refundLate(paymentId);
    },

    /** For the daily reconciliation: late refunds waiting since before `before` that no job will retry. */
    unqueuedLateRefunds: (before: Date) => paymentsRepository.listUnqueuedRefunds(db, before, 200),

    /** Refunds through the provider that took the payment (idempotent on the request's key; the caller records it). */
    refund: (providerName: PaymentProviderName, request: RefundRequest): Promise<RefundResult> => provider(providerName).refund(request),
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** An access check about an order's company says "Order not found", not "Company not found", to a stranger. */
async function asOrder<T>(check: () => Promise<T>, what = 'Order'): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.notFound(what);
    throw error;
  }
}

export function toAttemptView(row: PaymentRow): PaymentAttempt {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    amount_minor: row.amountMinor,
    currency: row.currency as Currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    refund_id: row.providerRefundId,
  };
}

/** What the hosted checkout's result page is told: money refunded because the order could not take it did not pay. */
const hostedPaymentStatusOf: Record<PaymentAttemptStatus, HostedPaymentStatus['payment_status']> = {
  created: 'unpaid',
  paid: 'paid',
  flagged: 'flagged',
  failed: 'failed',
  expired: 'expired',
  cancelled: 'expired',
  refund_pending: 'failed',
  refunded: 'failed',
};

const captured: readonly PaymentAttemptStatus[] = ['paid', 'flagged', 'refund_pending', 'refunded'];

/** What a signal means for a payment and its order in their current states (captured attempts are final). */
function decide(signal: ProviderSignal, payment: PaymentRow | undefined, order: OrderRow | undefined): Exclude<ApplyOutcome, 'duplicate'> {
  if (signal.outcome === 'ignored') return 'ignored';
  if (!payment || !order) return 'unknown_payment';
  const settled = captured.includes(payment.status);
  if (signal.outcome !== 'paid') {
    if (settled) return 'ignored_after_paid';
    return canMoveAttempt(payment.status, signal.outcome) ? signal.outcome : 'ignored_after_close';
  }
  if (settled) return 'already_paid';
  // Money that lands on a cancelled order, or on an order another attempt paid, is never kept.
  if (order.orderStatus === 'cancelled' || payment.status === 'cancelled') return 'refund_after_cancel';
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'flagged') return 'refund_duplicate';
  const amountDiffers = signal.amountMinor !== null && signal.amountMinor !== payment.amountMinor;
  const currencyDiffers = signal.currency !== null && signal.currency.toUpperCase() !== payment.currency.toUpperCase();
  return amountDiffers || currencyDiffers ? 'flagged' : 'paid';
}
