import { useQuery } from '@tanstack/react-query';
import { adminUserDetailSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminUsersKey } from './use-admin-users';

/** GET /api/admin/users/{id}: profile, companies with roles, orders, last sign-in. */
export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: [...adminUsersKey, 'detail', userId],
    queryFn: () => apiRequest(`/admin/users/${encodeURIComponent(userId!)}`, { schema: adminUserDetailSchema }),
    enabled: userId !== null,
  });
}
