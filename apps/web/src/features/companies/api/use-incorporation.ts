import { useMutation, useQuery } from '@tanstack/react-query';
import { hostedPaymentStartSchema, incorporationQuoteSchema, popupPaymentStartSchema, type BillingDetails } from '@charter/shared';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { requestBody, type IncorporationForm } from '../lib/incorporation-form';

const paymentStartSchema = z.union([popupPaymentStartSchema, hostedPaymentStartSchema]);

/** POST /api/incorporation/quote: what the review step shows is exactly what the server will charge. */
export function useIncorporationQuote(form: IncorporationForm, enabled: boolean) {
  const body = requestBody(form);
  return useQuery({
    queryKey: ['incorporation-quote', body],
    queryFn: () => apiRequest('/incorporation/quote', { schema: incorporationQuoteSchema, method: 'POST', body }),
    enabled,
    staleTime: 60_000,
  });
}

/** POST /api/incorporation/create (India) or /usa/create, once per wizard attempt (its Idempotency-Key). */
export function useCreateIncorporation(idempotencyKey: string) {
  return useMutation({
    // `billing`: the optional details for India's GST invoice (the USA body has none).
    mutationFn: ({
      form,
      quote,
      billing,
    }: {
      form: IncorporationForm;
      quote: z.infer<typeof incorporationQuoteSchema>;
      billing?: BillingDetails;
    }) =>
      apiRequest(form.country === 'USA' ? '/incorporation/usa/create' : '/incorporation/create', {
        schema: paymentStartSchema,
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
