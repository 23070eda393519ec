import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const servicesQueryKey = ['services'] as const;

/** GET /api/services: the public catalogue (the browser revalidates it with its ETag). */
export const servicesQuery = queryOptions({
  queryKey: servicesQueryKey,
  queryFn: () => apiRequest('/services', { schema: serviceListSchema }),
  staleTime: 5 * 60_000,
});

export function useServices() {
  return useQuery(servicesQuery);
}
