import { queryOptions } from '@tanstack/react-query';
import { apiKeyListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';

/** The API keys feature's queries, under the company's scope (a refresh of the company covers them). */
export const apiKeyQueries = {
  /** GET /api/companies/{id}/api-keys: every key of the company, revoked ones included (owners only). */
  list: (companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.scope(companyId), 'api-keys'] as const,
      queryFn: () => apiRequest(`/companies/${encodeURIComponent(companyId)}/api-keys`, { schema: apiKeyListSchema }),
    }),
};
