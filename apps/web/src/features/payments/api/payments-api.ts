import {
  hostedPaymentStartSchema,
  type hostedPaymentStatusSchema,
  type paymentVerifiedSchema,
  popupPaymentStartSchema,
  type sandboxActionResultSchema,
  type sandboxCheckoutSchema,
  type RazorpayVerifyBody,
  type SandboxAction,
} from '@charter/shared';
import { z } from 'zod';
import { type Answer, apiRequest } from '@/lib/api-client';

export const paymentStartSchema = z.union([popupPaymentStartSchema, hostedPaymentStartSchema]);
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** Opens (or shows again) the checkout of an unpaid order. */
export const payOrder = (orderId: string) => apiRequest<Answer<typeof paymentStartSchema>>(`/orders/${orderId}/pay`, { method: 'POST' });

export const verifyPopupPayment = (body: RazorpayVerifyBody) =>
  apiRequest<Answer<typeof paymentVerifiedSchema>>('/payment/razorpay/verify', { method: 'POST', body });

export const hostedPaymentStatus = (sessionId: string) =>
  apiRequest<Answer<typeof hostedPaymentStatusSchema>>(`/payment/stripe/status/${encodeURIComponent(sessionId)}`);

export const sandboxCheckout = (id: string) =>
  apiRequest<Answer<typeof sandboxCheckoutSchema>>(`/sandbox/checkouts/${encodeURIComponent(id)}`);

export const sandboxAct = (id: string, action: SandboxAction) =>
  apiRequest<Answer<typeof sandboxActionResultSchema>>(`/sandbox/checkouts/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { action },
  });
