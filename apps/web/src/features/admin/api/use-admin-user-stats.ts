import { useQuery } from '@tanstack/react-query';
import { adminUserStatsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminUsersKey } from './use-admin-users';

/** GET /api/admin/users/stats: totals over every user. */
export function useAdminUserStats() {
  return useQuery({
    queryKey: [...adminUsersKey, 'stats'],
    queryFn: () => apiRequest('/admin/users/stats', { schema: adminUserStatsSchema }),
  });
}
