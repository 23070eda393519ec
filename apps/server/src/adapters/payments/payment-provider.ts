import type { PaymentProviderName } from '@charter/shared';

/** What an order asks a provider for. `paymentId` (ours) makes the provider call idempotent. */
export interface CheckoutRequest {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** Hosted checkouts return here; `{CHECKOUT_SESSION_ID}` is replaced by the session id (Stripe's placeholder). */
  successUrl: string;
  cancelUrl: string;
}

export type CheckoutStart = { mode: 'popup'; providerRef: string; keyId: string } | { mode: 'hosted'; providerRef: string; url: string };

/** A verified statement from a provider about one payment, whatever channel it came by. */
export interface ProviderSignal {
  /** The provider's event id (webhooks) or a derived one (popup verification, session retrieval): stored once. */
  eventId: string;
  /** The provider's own event type, kept with the event. */
  providerType: string;
  outcome: 'paid' | 'failed' | 'expired' | 'ignored';
  /** The provider's id of the payment attempt (Razorpay order id, Checkout Session id). */
  providerRef: string | null;
  providerPaymentId: string | null;
  /** What the provider says it captured; null when the signal does not say (it is then the order's amount). */
  amountMinor: number | null;
  currency: string | null;
  payload: unknown;
}

/** A refund of (part of) a captured payment. The provider de-duplicates by `idempotencyKey`: the same key refunds once. */
export interface RefundRequest {
  idempotencyKey: string;
  /** The provider's id of the captured payment (Razorpay payment id, Stripe PaymentIntent id, sandbox payment id). */
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  orderId: string;
  orderNumber: string;
}

export interface RefundResult {
  providerRefundId: string;
  /** The provider's own status word for the refund (it may still settle asynchronously). */
  providerStatus: string;
}

/**
 * The provider answered and refused the refund: nothing was refunded, so the next attempt may use a fresh key. Any
 * other error (network, timeout, 5xx) leaves it unknown whether the refund happened: the same key must be re-sent.
 */
export class RefundDeclinedError extends Error {}

/** A webhook whose signature is missing, wrong or stale: answered 400, and nothing changes. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Popup gateways: the handler's (order id, payment id, signature), checked as Razorpay checks them. */
  verifyPopupResult?(result: { orderRef: string; paymentId: string; signature: string }): ProviderSignal | null;
  /** Checks the signature on the raw body (throws WebhookSignatureError) and reads the event. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderSignal;
  /** Hosted checkouts: asks the provider for the session's state when no webhook has arrived yet. */
  retrieve?(providerRef: string): Promise<ProviderSignal | null>;
  /** Refunds a captured payment, idempotent on the request's key (throws RefundDeclinedError when refused). */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
