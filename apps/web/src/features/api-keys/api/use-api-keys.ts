import { useQuery } from '@tanstack/react-query';
import { apiKeyListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

/** GET /api/companies/{id}/api-keys: every key of the company, revoked ones included (owners only). */
export function useApiKeys(companyId: string) {
  return useQuery({
    queryKey: apiKeysKeys.list(companyId),
    queryFn: async () => await apiRequest(`/companies/${encodeURIComponent(companyId)}/api-keys`, { schema: apiKeyListSchema }),
  });
}
