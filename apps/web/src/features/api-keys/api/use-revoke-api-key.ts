import type { apiKeySchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { teamQueries } from '@/features/teams/api/queries';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { apiKeyQueries } from './queries';

/** DELETE /api/companies/{id}/api-keys/{keyId}: the key stops working at once. */
export function useRevokeApiKey(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (keyId: string) =>
      apiRequest<Answer<typeof apiKeySchema>>(`/companies/${encodeURIComponent(companyId)}/api-keys/${encodeURIComponent(keyId)}`, {
        method: 'DELETE',
      }),
    refreshes: [apiKeyQueries.list(companyId).queryKey, teamQueries.activity(companyId).queryKey],
  });
}
