import type { adminUserDetailSchema, adminUserListSchema, adminUserStatsSchema, AdminUsersQuery } from '@charter/shared';
import { apiListQuery, apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

export type AdminUsersFilters = Pick<AdminUsersQuery, 'page' | 'designation' | 'status' | 'q'>;

/** The back office's users. */
export const adminUserQueries = {
  all: () => ['admin', 'users'] as const,
  /** GET /api/admin/users: a page of 50, newest first; the previous page stays on screen while the next loads. */
  list: ({ page, designation, status, q }: AdminUsersFilters) =>
    apiListQuery<Answer<typeof adminUserListSchema>>([...adminUserQueries.all(), 'list'] as const, '/admin/users', {
      page,
      designation,
      status,
      q,
    }),
  /** GET /api/admin/users/{id}: profile, companies with roles, orders, last sign-in. */
  detail: (userId: string) =>
    apiQuery<Answer<typeof adminUserDetailSchema>>(
      [...adminUserQueries.all(), 'detail', userId] as const,
      `/admin/users/${encodeURIComponent(userId)}`,
    ),
  /** GET /api/admin/users/stats: totals over every user. */
  stats: () => apiQuery<Answer<typeof adminUserStatsSchema>>([...adminUserQueries.all(), 'stats'] as const, '/admin/users/stats'),
};
