import { apiKeySchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { teamQueries } from '@/features/teams/api/queries';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { apiKeyQueries } from './queries';

/** DELETE /api/companies/{id}/api-keys/{keyId}: the key stops working at once. */
export function useRevokeApiKey(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (keyId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/api-keys/${encodeURIComponent(keyId)}`, {
        schema: apiKeySchema,
        method: 'DELETE',
      }),
    refreshes: [apiKeyQueries.list(companyId).queryKey, teamQueries.activity(companyId).queryKey],
  });
}
