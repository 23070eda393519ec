import { useMutation } from '@tanstack/react-query';
import {
  REGISTRY_REASON,
  registryConsentByCountry,
  type registryFetchResponseSchema,
  type RegistryCountry,
  type RegistryFetchBody,
} from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** POST /api/mca/fetch-company-data with the country's fixed consent sentence, the one shown beside the results. */
export function useRegistryFetch() {
  return useMutation({
    mutationFn: ({ entityId, country }: { entityId: string; country: RegistryCountry }) =>
      apiRequest<Answer<typeof registryFetchResponseSchema>>('/mca/fetch-company-data', {
        method: 'POST',
        body: {
          entity_id: entityId,
          country,
          consent: registryConsentByCountry[country],
          reason: REGISTRY_REASON,
        } satisfies RegistryFetchBody,
      }),
  });
}
