import Stripe from 'stripe';
import {
  header,
  RefundDeclinedError,
  WebhookSignatureError,
  type CheckoutStart,
  type PaymentProvider,
  type ProviderSignal,
} from './payment-provider';

interface StripeConfig {
  secretKey: string;
  webhookSecret: string | undefined;
  apiBase: string | undefined;
}

/** Stripe's default tolerance for a webhook's timestamp: older signatures are replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What a Checkout Session event means for the order it pays. */
export function signalFromSession(eventId: string, eventType: string, session: Stripe.Checkout.Session, payload: unknown): ProviderSignal {
  const base = {
    eventId,
    providerType: eventType,
    providerRef: session.id,
    providerPaymentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    amountMinor: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    payload,
  };
  const paid =
    (eventType === 'checkout.session.completed' || eventType === 'checkout.session.async_payment_succeeded') &&
    session.payment_status === 'paid';
  if (paid) return { ...base, outcome: 'paid' };
  if (eventType === 'checkout.session.expired') return { ...base, outcome: 'expired' };
  if (eventType === 'checkout.session.async_payment_failed') return { ...base, outcome: 'failed' };
  return { ...base, outcome: 'ignored' };
}

/** Verifies a Stripe-signed webhook on its raw body with the official SDK and reads a Checkout Session event. */
export function parseStripeWebhook(
  stripe: Stripe,
  secret: string | undefined,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): ProviderSignal {
  const signature = header(headers, 'stripe-signature');
  if (!secret) throw new WebhookSignatureError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid Stripe signature');
  }
  if (!event.type.startsWith('checkout.session.')) {
    return {
      eventId: event.id,
      providerType: event.type,
      outcome: 'ignored',
      providerRef: null,
      providerPaymentId: null,
      amountMinor: null,
      currency: null,
      payload: event,
    };
  }
  return signalFromSession(event.id, event.type, event.data.object as Stripe.Checkout.Session, event);
}

function stripeClient(config: StripeConfig): Stripe {
  if (!config.apiBase) return new Stripe(config.secretKey, { maxNetworkRetries: 2 });
  const url = new URL(config.apiBase);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
  });
}

/** Stripe Checkout: sessions created with an idempotency key derived from our payment, webhooks, session retrieval. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',

    async startCheckout(request): Promise<CheckoutStart> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          customer_email: request.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          metadata: { order_id: request.orderId, order_number: request.orderNumber, payment_id: request.paymentId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `charter-payment-${request.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { mode: 'hosted', providerRef: session.id, url: session.url };
    },

    parseWebhook: (rawBody, headers) => parseStripeWebhook(stripe, config.webhookSecret, rawBody, headers),

    async retrieve(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === 'complete' && session.payment_status === 'paid') {
        return signalFromSession(`retrieve:${session.id}:paid`, 'checkout.session.completed', session, { retrieved: session.id });
      }
      if (session.status === 'expired') {
        return signalFromSession(`retrieve:${session.id}:expired`, 'checkout.session.expired', session, { retrieved: session.id });
      }
      return null;
    },

    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.providerPaymentId,
            amount: request.amountMinor,
            reason: 'requested_by_customer',
            metadata: { order_id: request.orderId, order_number: request.orderNumber },
          },
          // The SDK's own retries (maxNetworkRetries) re-send this key too, so a lost answer never refunds twice.
          { idempotencyKey: request.idempotencyKey },
        );
        return { providerRefundId: refund.id, providerStatus: refund.status ?? 'pending' };
      } catch (error) {
        // A 4xx is Stripe refusing (already refunded, amount too large…): nothing moved. Anything else is unknown.
        if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
          throw new RefundDeclinedError(error.message, { cause: error });
        }
        throw error;
      }
    },
  };
}
