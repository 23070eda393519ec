import { adminUserDetailSchema, adminUserListSchema, adminUserStatsSchema, type AdminUsersQuery } from '@charter/shared';
import { apiListQuery, apiQuery } from '@/lib/api-query';

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
    apiListQuery(
      [...adminUserQueries.all(), 'list', listParams(filters)] as const,
      `/admin/users?${listParams(filters)}`,
      adminUserListSchema,
    ),
  /** GET /api/admin/users/{id}: profile, companies with roles, orders, last sign-in. */
  detail: (userId: string) =>
    apiQuery([...adminUserQueries.all(), 'detail', userId] as const, `/admin/users/${encodeURIComponent(userId)}`, adminUserDetailSchema),
  /** GET /api/admin/users/stats: totals over every user. */
  stats: () => apiQuery([...adminUserQueries.all(), 'stats'] as const, '/admin/users/stats', adminUserStatsSchema),
};
