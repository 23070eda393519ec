import { useMutation, useQuery } from '@tanstack/react-query';
import type { BillingDetails, hostedPaymentStartSchema, IncorporationQuote, popupPaymentStartSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { requestBody, type IncorporationForm } from '../lib/incorporation-form';
import { companyQueries } from './queries';

/** The payment the order starts: a popup checkout (Razorpay) or a hosted page (Stripe). */
type PaymentStart = Answer<typeof popupPaymentStartSchema> | Answer<typeof hostedPaymentStartSchema>;

/** The quote of the form's answers, asked for once `enabled` (on the review step). */
export function useIncorporationQuote(form: IncorporationForm, enabled: boolean) {
  return useQuery({ ...companyQueries.incorporationQuote(requestBody(form)), enabled });
}

/** POST /api/incorporation/create (India) or /usa/create, once per wizard attempt (its Idempotency-Key). */
export function useCreateIncorporation(idempotencyKey: string) {
  return useMutation({
    // `billing`: the optional details for India's GST invoice (the USA body has none).
    mutationFn: ({ form, quote, billing }: { form: IncorporationForm; quote: IncorporationQuote; billing?: BillingDetails }) =>
      apiRequest<PaymentStart>(form.country === 'USA' ? '/incorporation/usa/create' : '/incorporation/create', {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: {
          ...requestBody(form),
          fee_breakdown: quote.fee_breakdown,
          total_amount: quote.total_amount,
          ...(form.country === 'India' && billing ? { billing } : {}),
        },
      }),
  });
}
