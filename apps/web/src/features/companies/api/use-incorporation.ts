import { useMutation, useQuery } from '@tanstack/react-query';
import { hostedPaymentStartSchema, popupPaymentStartSchema, type BillingDetails, type IncorporationQuote } from '@charter/shared';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { requestBody, type IncorporationForm } from '../lib/incorporation-form';
import { companyQueries } from './queries';

const paymentStartSchema = z.union([popupPaymentStartSchema, hostedPaymentStartSchema]);

/** The quote of the form's answers, asked for once `enabled` (on the review step). */
export function useIncorporationQuote(form: IncorporationForm, enabled: boolean) {
  return useQuery({ ...companyQueries.incorporationQuote(requestBody(form)), enabled });
}

/** POST /api/incorporation/create (India) or /usa/create, once per wizard attempt (its Idempotency-Key). */
export function useCreateIncorporation(idempotencyKey: string) {
  return useMutation({
    // `billing`: the optional details for India's GST invoice (the USA body has none).
    mutationFn: ({ form, quote, billing }: { form: IncorporationForm; quote: IncorporationQuote; billing?: BillingDetails }) =>
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
