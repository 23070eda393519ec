import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserListSchema, type AdminUsersQuery } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const adminUsersKey = ['admin', 'users'] as const;

export type AdminUsersFilters = Pick<AdminUsersQuery, 'page' | 'designation' | 'status' | 'q'>;

/** GET /api/admin/users: a page of 50, newest first; the previous page stays on screen while the next loads. */
export function useAdminUsers(filters: AdminUsersFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.designation) params.set('designation', filters.designation);
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  return useQuery({
    queryKey: [...adminUsersKey, 'list', filters],
    queryFn: () => apiRequest(`/admin/users?${params.toString()}`, { schema: adminUserListSchema }),
    placeholderData: keepPreviousData,
  });
}
