import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminUserDetailSchema, adminUserListSchema, adminUserStatsSchema, type AdminUsersQuery } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export type AdminUsersFilters = Pick<AdminUsersQuery, 'page' | 'designation' | 'status' | 'q'>;

function listParams(filters: AdminUsersFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.designation) params.set('designation', filters.designation);
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  return params.toString();
}

/** The back office's users. */
export const adminUserQueries = {
  all: () => ['admin', 'users'] as const,
  /** GET /api/admin/users: a page of 50, newest first; the previous page stays on screen while the next loads. */
  list: (filters: AdminUsersFilters) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'list', listParams(filters)] as const,
      queryFn: () => apiRequest(`/admin/users?${listParams(filters)}`, { schema: adminUserListSchema }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/users/{id}: profile, companies with roles, orders, last sign-in. */
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'detail', userId] as const,
      queryFn: () => apiRequest(`/admin/users/${encodeURIComponent(userId)}`, { schema: adminUserDetailSchema }),
    }),
  /** GET /api/admin/users/stats: totals over every user. */
  stats: () =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'stats'] as const,
      queryFn: () => apiRequest('/admin/users/stats', { schema: adminUserStatsSchema }),
    }),
};
