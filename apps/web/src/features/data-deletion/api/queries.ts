import type { deletionStatusSchema } from '@charter/shared';
import { companyQueries } from '@/features/companies/api/queries';
import { apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

export const companyDeletionPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/deletion`;

/** The data deletion feature's queries: the account's under the account, a company's under the company's scope. */
export const deletionQueries = {
  /** GET /api/users/me/deletion: the open request, the date it runs, what is kept and until when. */
  account: () => apiQuery<Answer<typeof deletionStatusSchema>>(['account', 'deletion'] as const, '/users/me/deletion'),
  /** GET /api/companies/{id}/deletion. */
  company: (companyId: string) =>
    apiQuery<Answer<typeof deletionStatusSchema>>(
      [...companyQueries.scope(companyId), 'deletion'] as const,
      companyDeletionPath(companyId),
    ),
};
