import { adminUserDetailSchema, adminUserListSchema, adminUserStatsSchema, type AdminUsersQuery } from '@charter/shared';
import { apiListQuery, apiQuery } from '@/lib/api-query';

export type AdminUsersFilters = Pick<AdminUsersQuery, 'page' | 'designation' | 'status' | 'q'>;

/** The back office's users. */
export const adminUserQueries = {
  all: () => ['admin', 'users'] as const,
  /** GET /api/admin/users: a page of 50, newest first; the previous page stays on screen while the next loads. */
  list: ({ page, designation, status, q }: AdminUsersFilters) =>
    apiListQuery([...adminUserQueries.all(), 'list'] as const, '/admin/users', { page, designation, status, q }, adminUserListSchema),
  /** GET /api/admin/users/{id}: profile, companies with roles, orders, last sign-in. */
  detail: (userId: string) =>
    apiQuery([...adminUserQueries.all(), 'detail', userId] as const, `/admin/users/${encodeURIComponent(userId)}`, adminUserDetailSchema),
  /** GET /api/admin/users/stats: totals over every user. */
  stats: () => apiQuery([...adminUserQueries.all(), 'stats'] as const, '/admin/users/stats', adminUserStatsSchema),
};
