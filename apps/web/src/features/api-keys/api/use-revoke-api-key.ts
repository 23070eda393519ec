import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeySchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

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
        queryClient.invalidateQueries({ queryKey: apiKeysKeys.list(companyId) }),
        queryClient.invalidateQueries({ queryKey: apiKeysKeys.activity(companyId) }),
      ]),
  });
}
