import { queryOptions } from '@tanstack/react-query';
import type { recommendationsResponseSchema, serviceListSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';

/** The public catalogue and what it recommends to a company. */
export const catalogueQueries = {
  /** GET /api/services: the public catalogue (the browser revalidates it with its ETag). */
  services: () =>
    queryOptions({
      queryKey: ['services'] as const,
      queryFn: () => apiRequest<Answer<typeof serviceListSchema>>('/services'),
      staleTime: 5 * 60_000,
    }),
  /** GET /api/companies/{id}/ai-recommendations: services for the company, each with its reason (under the company's scope). */
  recommendations: (companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.scope(companyId), 'recommendations'] as const,
      queryFn: () =>
        apiRequest<Answer<typeof recommendationsResponseSchema>>(`/companies/${encodeURIComponent(companyId)}/ai-recommendations`),
      retry: false,
    }),
};
