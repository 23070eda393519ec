import { z } from 'zod';
import { textSchema, timestampFields } from '../common/fields';
import { currencies } from '../money/money';

/**
 * Which gateway takes a payment. INR → Razorpay when its keys are set, other currencies → Stripe when its keys are
 * set, otherwise the sandbox gateway (embedded default, never in production).
 */
export const paymentProviders = ['sandbox', 'razorpay', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * One attempt to pay an order at a provider, and where it ended. `created` is open (the checkout can still be paid);
 * failed, expired and cancelled attempts are closed (the next Pay opens a fresh one); paid and flagged took money. A
 * payment that lands on a cancelled order, or on one another attempt already paid, is refunded:
 * `refund_pending` until the provider confirms the refund, then `refunded`.
 */
export const paymentAttemptStatuses = [
  'created',
  'paid',
  'failed',
  'expired',
  'flagged',
  'cancelled',
  'refund_pending',
  'refunded',
] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/** The moves an attempt may make (the server refuses any other); a repeated failure or expiry is no move. */
export const paymentAttemptMoves: Record<PaymentAttemptStatus, readonly PaymentAttemptStatus[]> = {
  created: ['paid', 'flagged', 'failed', 'expired', 'cancelled', 'refund_pending'],
  // Razorpay lets a failed order be paid again in the same popup; an ended session can still report its capture late.
  failed: ['paid', 'flagged', 'expired', 'cancelled', 'refund_pending'],
  expired: ['paid', 'flagged', 'refund_pending'],
  cancelled: ['refund_pending'],
  paid: [],
  flagged: [],
  refund_pending: ['refunded'],
  refunded: [],
};

export const canMoveAttempt = (from: PaymentAttemptStatus, to: PaymentAttemptStatus) =>
  from === to || paymentAttemptMoves[from].includes(to);

/** An attempt as the order page lists it (amounts in major units, as the rest of the order). */
export const paymentAttemptSchema = z.object({
  id: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentAttemptStatuses),
  /** Integer minor units of `currency` (paise, cents): the answer's one amount, never a float in major units. */
  amount_minor: z.number().int(),
  currency: z.enum(currencies),
  ...timestampFields,
  /** The provider's refund id once a payment that landed late was refunded. */
  refund_id: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** How the browser pays: an in-page popup (Razorpay's checkout.js, or the sandbox's), or a hosted checkout page. */
export const paymentMethods = ['razorpay', 'stripe', 'sandbox_popup', 'sandbox_hosted'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Spec §3, India: the gateway's key id, the amount (minor units, as checkout.js wants), its order id, ours. */
export const popupPaymentStartSchema = z.object({
  payment_method: z.enum(['razorpay', 'sandbox_popup']),
  razorpay_key_id: z.string(),
  razorpay_order_id: z.string(),
  /** Paise: what the popup charges. */
  amount: z.number().int(),
  currency: z.string(),
  order_id: z.string(),
  order_number: z.string(),
});
export type PopupPaymentStart = z.infer<typeof popupPaymentStartSchema>;

/** Spec §3, USA: the hosted checkout address (Stripe's or the sandbox's). */
export const hostedPaymentStartSchema = z.object({
  payment_method: z.enum(['stripe', 'sandbox_hosted']),
  stripe_url: z.string(),
  stripe_session_id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
});
export type HostedPaymentStart = z.infer<typeof hostedPaymentStartSchema>;

/** Spec §7: what the popup hands back, verified on the server with the gateway's signature. */
export const razorpayVerifyBodySchema = z.object({
  razorpay_order_id: textSchema.min(1).max(100),
  razorpay_payment_id: textSchema.min(1).max(100),
  razorpay_signature: textSchema.min(1).max(200),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBodySchema>;

export const paymentVerifiedSchema = z.object({
  status: z.literal('paid'),
  order_id: z.string(),
  payment_id: z.string(),
});
export type PaymentVerified = z.infer<typeof paymentVerifiedSchema>;

/** Spec §7: GET /payment/stripe/status/{sessionId}. */
export const hostedPaymentStatusSchema = z.object({
  /** paid once a verified signal arrived; unpaid while open; expired or failed when it ended without paying. */
  payment_status: z.enum(['paid', 'unpaid', 'expired', 'failed', 'flagged']),
  status: z.enum(['open', 'complete', 'expired']),
  order_id: z.string(),
  order_number: z.string(),
  /** The order's company (a new one for a formation order): the page that shows the result selects it. */
  company_id: z.string().nullable(),
});
export type HostedPaymentStatus = z.infer<typeof hostedPaymentStatusSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: textSchema.min(1).max(200) });

/** The sandbox gateway's own pages (served by the app, acting as the provider). */
export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['popup', 'hosted']),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(['open', 'paid', 'declined', 'cancelled', 'expired']),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

export const sandboxActionBodySchema = z.object({ action: z.enum(['pay', 'decline', 'cancel']) });
export type SandboxAction = z.infer<typeof sandboxActionBodySchema>['action'];

/** Popup Pay → the fields Razorpay's handler receives; hosted → where the browser goes next. */
export const sandboxActionResultSchema = z.object({
  outcome: z.enum(['paid', 'declined', 'cancelled']),
  redirect_url: z.string().nullable(),
  razorpay_order_id: z.string().nullable(),
  razorpay_payment_id: z.string().nullable(),
  razorpay_signature: z.string().nullable(),
});
export type SandboxActionResult = z.infer<typeof sandboxActionResultSchema>;

/** Spec §3 checkout response: the popup's fields for INR, the hosted checkout's for other currencies (both names). */
export const checkoutResponseSchema = z.union([
  popupPaymentStartSchema,
  hostedPaymentStartSchema.extend({ stripe_checkout_url: z.string() }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
