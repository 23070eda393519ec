import { adminUserSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminUserQueries } from './queries';

/** PUT /api/admin/users/{id}/status: disable (their sessions end at once) or enable a user. */
export function useSetUserStatus() {
  return useRefreshingMutation({
    mutationFn: ({ userId, disabled }: { userId: string; disabled: boolean }) =>
      apiRequest(`/admin/users/${encodeURIComponent(userId)}/status`, { schema: adminUserSchema, method: 'PUT', body: { disabled } }),
    refreshes: [adminUserQueries.all()],
  });
}
