import { queryOptions } from '@tanstack/react-query';
import { deletionStatusSchema } from '@charter/shared';
import { companyQueries } from '@/features/companies/api/queries';
import { apiRequest } from '@/lib/api-client';

export const companyDeletionPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/deletion`;

/** The data deletion feature's queries: the account's under the account, a company's under the company's scope. */
export const deletionQueries = {
  /** GET /api/users/me/deletion: the open request, the date it runs, what is kept and until when. */
  account: () =>
    queryOptions({
      queryKey: ['account', 'deletion'] as const,
      queryFn: () => apiRequest('/users/me/deletion', { schema: deletionStatusSchema }),
    }),
  /** GET /api/companies/{id}/deletion. */
  company: (companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.scope(companyId), 'deletion'] as const,
      queryFn: () => apiRequest(companyDeletionPath(companyId), { schema: deletionStatusSchema }),
    }),
};
