import type { createdApiKeySchema, CreateApiKeyBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { teamQueries } from '@/features/teams/api/queries';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { apiKeyQueries } from './queries';

/** POST /api/companies/{id}/api-keys: the answer carries the secret, the only time it is ever shown. */
export function useCreateApiKey(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (body: CreateApiKeyBody) =>
      apiRequest<Answer<typeof createdApiKeySchema>>(`/companies/${encodeURIComponent(companyId)}/api-keys`, { method: 'POST', body }),
    refreshes: [apiKeyQueries.list(companyId).queryKey, teamQueries.activity(companyId).queryKey],
  });
}
