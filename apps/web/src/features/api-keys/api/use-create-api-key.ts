import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdApiKeySchema, type CreateApiKeyBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { teamQueries } from '@/features/teams/api/queries';
import { apiKeyQueries } from './queries';

/** POST /api/companies/{id}/api-keys: the answer carries the secret, the only time it is ever shown. */
export function useCreateApiKey(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/api-keys`, { schema: createdApiKeySchema, method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeyQueries.list(companyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: teamQueries.activity(companyId).queryKey }),
      ]),
  });
}
