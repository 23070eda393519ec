import { deletionStatusSchema } from '@charter/shared';
import { companyQueries } from '@/features/companies/api/queries';
import { apiQuery } from '@/lib/api-query';

export const companyDeletionPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/deletion`;

/** The data deletion feature's queries: the account's under the account, a company's under the company's scope. */
export const deletionQueries = {
  /** GET /api/users/me/deletion: the open request, the date it runs, what is kept and until when. */
  account: () => apiQuery(['account', 'deletion'] as const, '/users/me/deletion', deletionStatusSchema),
  /** GET /api/companies/{id}/deletion. */
  company: (companyId: string) =>
    apiQuery([...companyQueries.scope(companyId), 'deletion'] as const, companyDeletionPath(companyId), deletionStatusSchema),
};
