import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { header, RefundDeclinedError, WebhookSignatureError, type PaymentProvider, type ProviderSignal } from './payment-provider';

interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
}

type RazorpayHeaders = NonNullable<ConstructorParameters<typeof Razorpay>[0]['headers']>;

/** What the SDK rejects with when Razorpay answers with an error. */
interface RazorpayApiError {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

interface RazorpayWebhook {
  event: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string } };
    order?: { entity?: { id?: string; amount_paid?: number; currency?: string } };
  };
}

/** The popup handler's signature, exactly as Razorpay computes it: HMAC-SHA256(order_id|payment_id, key secret). */
export function verifyRazorpayPopup(
  secret: string,
  { orderRef, paymentId, signature }: { orderRef: string; paymentId: string; signature: string },
): ProviderSignal | null {
  const valid = validatePaymentVerification({ order_id: orderRef, payment_id: paymentId }, signature, secret);
  if (!valid) return null;
  return {
    eventId: `verify:${paymentId}`,
    providerType: 'checkout.handler',
    outcome: 'paid',
    providerRef: orderRef,
    providerPaymentId: paymentId,
    amountMinor: null,
    currency: null,
    payload: { razorpay_order_id: orderRef, razorpay_payment_id: paymentId },
  };
}

/** Razorpay: orders through the official SDK, the popup's signature, and signed webhooks de-duplicated by event id. */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const options = { key_id: config.keyId, key_secret: config.keySecret };
  const client = new Razorpay(options);
  return {
    name: 'razorpay',

    async startCheckout(request) {
      const order = await client.orders.create({
        amount: request.amountMinor,
        currency: request.currency,
        // Razorpay keeps one order per receipt only by convention; our payment id makes a retry recognisable.
        receipt: request.paymentId.slice(0, 40),
        notes: { order_id: request.orderId, order_number: request.orderNumber },
      });
      return { mode: 'popup', providerRef: order.id, keyId: config.keyId };
    },

    verifyPopupResult: (result) => verifyRazorpayPopup(config.keySecret, result),

    async refund(request) {
      // Razorpay de-duplicates refunds by the X-Refund-Idempotency header; the SDK sends a client's headers on every
      // call, so the refund goes through a client carrying this refund's key.
      const keyed = new Razorpay({ ...options, headers: { 'X-Refund-Idempotency': request.idempotencyKey } as RazorpayHeaders });
      try {
        const refund = await keyed.payments.refund(request.providerPaymentId, {
          amount: request.amountMinor,
          speed: 'normal',
          receipt: `${request.orderNumber}-refund`,
          notes: { order_id: request.orderId, order_number: request.orderNumber },
        });
        return { providerRefundId: refund.id, providerStatus: refund.status };
      } catch (error) {
        const failure = error as RazorpayApiError;
        // 409 means the same key is still being processed: unknown, so the same key is sent again later.
        if (failure.statusCode && failure.statusCode >= 400 && failure.statusCode < 500 && failure.statusCode !== 409) {
          throw new RefundDeclinedError(failure.error?.description ?? 'Razorpay refused the refund', { cause: error });
        }
        throw error instanceof Error
          ? error
          : new Error(failure.error?.description ?? 'Razorpay did not answer the refund', { cause: error });
      }
    },

    parseWebhook(rawBody, headers) {
      const signature = header(headers, 'x-razorpay-signature');
      const eventId = header(headers, 'x-razorpay-event-id');
      if (!config.webhookSecret) throw new WebhookSignatureError('Razorpay webhooks are not configured (RAZORPAY_WEBHOOK_SECRET)');
      if (!signature || !eventId) throw new WebhookSignatureError('Missing Razorpay signature or event id');
      if (!Razorpay.validateWebhookSignature(rawBody.toString('utf8'), signature, config.webhookSecret)) {
        throw new WebhookSignatureError('Invalid Razorpay signature');
      }
      const event = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
      const payment = event.payload?.payment?.entity;
      const base = {
        eventId,
        providerType: event.event,
        providerRef: payment?.order_id ?? event.payload?.order?.entity?.id ?? null,
        providerPaymentId: payment?.id ?? null,
        amountMinor: payment?.amount ?? null,
        currency: payment?.currency ?? null,
        payload: event,
      };
      if (event.event === 'payment.captured' || event.event === 'order.paid') return { ...base, outcome: 'paid' };
      if (event.event === 'payment.failed') return { ...base, outcome: 'failed' };
      return { ...base, outcome: 'ignored' };
    },
  };
}
