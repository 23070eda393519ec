import { useMutation } from '@tanstack/react-query';
import { REGISTRY_CONSENT, REGISTRY_REASON, type RegistryFetchBody, registryFetchResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/mca/fetch-company-data with the fixed consent sentence the user is shown beside the results. */
export function useRegistryFetch() {
  return useMutation({
    mutationFn: (entityId: string) =>
      apiRequest('/mca/fetch-company-data', {
        schema: registryFetchResponseSchema,
        method: 'POST',
        body: { entity_id: entityId, consent: REGISTRY_CONSENT, reason: REGISTRY_REASON } satisfies RegistryFetchBody,
      }),
  });
}
