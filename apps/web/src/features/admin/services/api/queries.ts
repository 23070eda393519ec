import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminServiceListSchema, type AdminServiceListQuery } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

function listParams(filters: AdminServiceListQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

/** The back office's services (the catalogue as staff edit it). */
export const adminServiceQueries = {
  all: () => ['admin', 'services'] as const,
  /** GET /api/admin/services: every service, inactive and archived ones included, filtered on the server. */
  list: (filters: AdminServiceListQuery) =>
    queryOptions({
      queryKey: [...adminServiceQueries.all(), 'list', listParams(filters)] as const,
      queryFn: () => {
        const query = listParams(filters);
        return apiRequest(`/admin/services${query ? `?${query}` : ''}`, { schema: adminServiceListSchema });
      },
      // Typing in the search box keeps the last list on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
};
