import type { apiKeyListSchema } from '@charter/shared';

import { companyQueries } from '@/features/companies/api/queries';
import { apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

/** The API keys feature's queries, under the company's scope (a refresh of the company covers them). */
export const apiKeyQueries = {
  /** GET /api/companies/{id}/api-keys: every key of the company, revoked ones included (owners only). */
  list: (companyId: string) =>
    apiQuery<Answer<typeof apiKeyListSchema>>(
      [...companyQueries.scope(companyId), 'api-keys'] as const,
      `/companies/${encodeURIComponent(companyId)}/api-keys`,
    ),
};
