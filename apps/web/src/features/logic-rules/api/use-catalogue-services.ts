import { useQuery } from '@tanstack/react-query';
import { serviceListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRulesKeys } from './logic-rules-keys';

/** GET /api/services: the catalogue, for naming the services a rule recommends and choosing them. */
export function useCatalogueServices() {
  return useQuery({
    queryKey: logicRulesKeys.services,
    queryFn: () => apiRequest('/services', { schema: serviceListSchema }),
    select: (data) => data.services,
    staleTime: 5 * 60_000,
  });
}
