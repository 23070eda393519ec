import {
  hostedPaymentStartSchema,
  hostedPaymentStatusSchema,
  paymentVerifiedSchema,
  popupPaymentStartSchema,
  sandboxActionResultSchema,
  sandboxCheckoutSchema,
  type RazorpayVerifyBody,
  type SandboxAction,
} from '@charter/shared';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const paymentStartSchema = z.union([popupPaymentStartSchema, hostedPaymentStartSchema]);
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** Opens (or shows again) the checkout of an unpaid order. */
export const payOrder = (orderId: string) => apiRequest(`/orders/${orderId}/pay`, { schema: paymentStartSchema, method: 'POST' });

export const verifyPopupPayment = (body: RazorpayVerifyBody) =>
  apiRequest('/payment/razorpay/verify', { schema: paymentVerifiedSchema, method: 'POST', body });

export const hostedPaymentStatus = (sessionId: string) =>
  apiRequest(`/payment/stripe/status/${encodeURIComponent(sessionId)}`, { schema: hostedPaymentStatusSchema });

export const sandboxCheckout = (id: string) =>
  apiRequest(`/sandbox/checkouts/${encodeURIComponent(id)}`, { schema: sandboxCheckoutSchema });

export const sandboxAct = (id: string, action: SandboxAction) =>
  apiRequest(`/sandbox/checkouts/${encodeURIComponent(id)}`, { schema: sandboxActionResultSchema, method: 'POST', body: { action } });
