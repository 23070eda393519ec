import type {
  HostedPaymentStart,
  HostedPaymentStatus,
  PaymentProviderName,
  PaymentVerified,
  PopupPaymentStart,
  RazorpayVerifyBody,
} from '@charter/shared';
import type { PaymentProvider, ProviderSignal, RefundRequest, RefundResult } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import type { CompanyAccess } from '../companies/company-access';
import { ordersRepository, type OrderRow } from './orders.repository';
import { paymentsRepository, type PaymentRow } from './payments.repository';

export type PaymentStart = PopupPaymentStart | HostedPaymentStart;

/** What applying one provider signal did; every signal is stored with it. */
export type ApplyOutcome =
  'paid' | 'already_paid' | 'flagged' | 'failed' | 'expired' | 'ignored_after_paid' | 'ignored' | 'unknown_payment' | 'duplicate';

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  audit: AuditService;
  providers: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** Which provider takes a currency (undefined: none may, e.g. production without keys). */
  route: (currency: string) => PaymentProviderName | undefined;
  appUrl: string;
  /** Queues the paid order's fulfilment (a job keyed by the event id); the sweep catches what a crash loses. */
  onPaid: (orderId: string, eventId: string) => Promise<void>;
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
export function createPaymentsService({ db, clock, access, audit, providers, route, appUrl, onPaid }: Deps) {
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

  /** Applies one verified signal in one transaction: the payment row is locked, the event stored once. */
  async function apply(
    providerName: PaymentProviderName,
    signal: ProviderSignal,
  ): Promise<{ outcome: ApplyOutcome; payment?: PaymentRow }> {
    const result = await db.transaction(async (tx) => {
      const payment = signal.providerRef
        ? await paymentsRepository.findByRef(tx, [providerName], signal.providerRef, { forUpdate: true })
        : undefined;
      const outcome = decide(signal, payment);
      const fresh = await paymentsRepository.recordEvent(tx, {
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
      if (!payment) return { outcome, payment };
      const order = await ordersRepository.findById(tx, payment.orderId, { forUpdate: true });
      if (!order) return { outcome, payment };
      const target = { type: 'order', id: order.id, label: order.orderNumber };
      if (outcome === 'paid') {
        await paymentsRepository.update(tx, payment.id, { status: 'paid', providerPaymentId: signal.providerPaymentId });
        await ordersRepository.update(tx, order.id, { paymentStatus: 'paid', orderStatus: 'processing', paidAt: clock() });
        await audit.record(tx, null, { companyId: order.companyId, action: 'order.paid', target });
      } else if (outcome === 'flagged') {
        await paymentsRepository.update(tx, payment.id, {
          status: 'flagged',
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
      } else if (outcome === 'failed' || outcome === 'expired') {
        await paymentsRepository.update(tx, payment.id, { status: outcome });
        await ordersRepository.update(tx, order.id, { paymentStatus: outcome });
        await audit.record(tx, null, { companyId: order.companyId, action: 'order.payment_failed', target });
      }
      return { outcome, payment };
    });
    if (result.outcome === 'paid' && result.payment) await onPaid(result.payment.orderId, signal.eventId);
    return result;
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
      // Claim the attempt with the order row locked: one request goes to the provider, concurrent ones wait for it.
      const claim = await db.transaction(async (tx): Promise<Claim> => {
        const locked = await ordersRepository.findById(tx, order.id, { forUpdate: true });
        if (!locked) throw AppError.notFound('Order');
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
      if (!signal) throw new AppError('PAYMENT_FAILED', 'Payment verification failed');
      const { outcome } = await apply(payment.provider, signal);
      const current = await ordersRepository.findById(db, order.id);
      if (current?.paymentStatus !== 'paid') throw new AppError('PAYMENT_FAILED', `Payment verification failed (${outcome})`);
      return { status: 'paid', order_id: order.id, payment_id: body.razorpay_payment_id };
    },

    /** A provider's webhook: the signature is checked on the raw body first; a bad one changes nothing. */
    async ingestWebhook(providerName: PaymentProviderName, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const signal = provider(providerName).parseWebhook(rawBody, headers);
      const { outcome } = await apply(providerName, signal);
      return { outcome };
    },

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
      const paymentStatus = payment.status === 'created' ? 'unpaid' : payment.status;
      return {
        payment_status: paymentStatus,
        status: payment.status === 'created' ? 'open' : payment.status === 'expired' ? 'expired' : 'complete',
        order_id: order.id,
        order_number: order.orderNumber,
      };
    },

    apply,

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

/** What a signal means for a payment in its current state (paid and flagged are final). */
function decide(signal: ProviderSignal, payment: PaymentRow | undefined): Exclude<ApplyOutcome, 'duplicate'> {
  if (signal.outcome === 'ignored') return 'ignored';
  if (!payment) return 'unknown_payment';
  const settled = payment.status === 'paid' || payment.status === 'flagged';
  if (signal.outcome !== 'paid') return settled ? 'ignored_after_paid' : signal.outcome;
  if (settled) return 'already_paid';
  const amountDiffers = signal.amountMinor !== null && signal.amountMinor !== payment.amountMinor;
  const currencyDiffers = signal.currency !== null && signal.currency.toUpperCase() !== payment.currency.toUpperCase();
  return amountDiffers || currencyDiffers ? 'flagged' : 'paid';
}
