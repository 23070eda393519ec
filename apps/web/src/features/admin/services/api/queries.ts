import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminServiceListSchema, type AdminServiceListQuery } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const adminServicesKey = ['admin', 'services'] as const;
/** The public catalogue's key (/products): staff changes refresh it in this browser too. */
export const publicServicesKey = ['services'] as const;

/** GET /api/admin/services: every service, inactive and archived ones included, filtered on the server. */
export function useAdminServices(filters: AdminServiceListQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return useQuery({
    queryKey: [...adminServicesKey, filters],
    queryFn: () => apiRequest(`/admin/services${query ? `?${query}` : ''}`, { schema: adminServiceListSchema }),
    // Typing in the search box keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
