import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeySchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { teamQueries } from '@/features/teams/api/queries';
import { apiKeyQueries } from './queries';

/** DELETE /api/companies/{id}/api-keys/{keyId}: the key stops working at once. */
export function useRevokeApiKey(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/api-keys/${encodeURIComponent(keyId)}`, {
        schema: apiKeySchema,
        method: 'DELETE',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeyQueries.list(companyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: teamQueries.activity(companyId).queryKey }),
      ]),
  });
}
