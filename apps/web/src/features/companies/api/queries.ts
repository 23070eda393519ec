import { queryOptions } from '@tanstack/react-query';
import type { incorporationQuoteSchema, registryDirectorySchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import type { IncorporationRequestBody } from '../lib/incorporation-form';
import { companyScopeKey } from './use-companies';

/**
 * The companies feature's query keys. Every company-scoped answer of any feature (members, API keys, webhooks,
 * recommendations) sits under `scope(companyId)`, so refreshing or removing one company reaches all of them.
 */
export const companyQueries = {
  /** Every company and everything under one: a membership change alters roles, lists and buttons. */
  all: () => ['companies'] as const,
  /** One company's answers, from every feature. */
  scope: companyScopeKey,
  /** GET /api/mca/directory: which countries a founder can look a company up in, and whether the directory has data. */
  registryDirectory: () =>
    queryOptions({
      queryKey: ['registry', 'directory'] as const,
      queryFn: () => apiRequest<Answer<typeof registryDirectorySchema>>('/mca/directory'),
      staleTime: 60_000,
    }),
  /** POST /api/incorporation/quote: what the review step shows is exactly what the server will charge. */
  incorporationQuote: (body: IncorporationRequestBody) =>
    queryOptions({
      queryKey: ['incorporation', 'quote', body] as const,
      queryFn: () => apiRequest<Answer<typeof incorporationQuoteSchema>>('/incorporation/quote', { method: 'POST', body }),
      staleTime: 60_000,
    }),
};
