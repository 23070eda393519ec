import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { header, RefundDeclinedError, WebhookSignatureError, type PaymentProvider, type ProviderSignal } from './payment-provider';

interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Razorpay's API (tests point it at a compatible server). */
  apiBase?: string | undefined;
}

/** Razorpay's REST answer to a refund: the refund, or an error. */
interface RazorpayRefundAnswer {
  id?: string;
  status?: string;
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
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const apiBase = (config.apiBase ?? 'https://api.razorpay.com').replace(/\/$/, '');
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
      // The SDK drops every header but its own two, so the refund is sent to the documented REST call directly:
      // Razorpay de-duplicates it by X-Refund-Idempotency (the same key never refunds twice).
      let response: Response;
      try {
        response = await fetch(`${apiBase}/v1/payments/${encodeURIComponent(request.providerPaymentId)}/refund`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
            'content-type': 'application/json',
            'x-refund-idempotency': request.idempotencyKey,
          },
          body: JSON.stringify({
            amount: request.amountMinor,
            speed: 'normal',
            receipt: `${request.orderNumber}-refund`,
            notes: { order_id: request.orderId, order_number: request.orderNumber },
          }),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new Error('Razorpay did not answer the refund', { cause: error });
      }
      const body = (await response.json().catch(() => ({}))) as RazorpayRefundAnswer;
      if (response.ok && body.id) return { providerRefundId: body.id, providerStatus: body.status ?? 'pending' };
      const reason = body.error?.description ?? `Razorpay answered ${response.status}`;
      // A 4xx is Razorpay refusing (nothing moved); 409 is the same key still in progress, and 5xx is unknown.
      if (response.status >= 400 && response.status < 500 && response.status !== 409) throw new RefundDeclinedError(reason);
      throw new Error(reason);
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
