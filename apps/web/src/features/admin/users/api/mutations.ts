import type { adminUserSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminUserQueries } from './queries';

/** PUT /api/admin/users/{id}/status: disable (their sessions end at once) or enable a user. */
export function useSetUserStatus() {
  return useRefreshingMutation({
    mutationFn: ({ userId, disabled }: { userId: string; disabled: boolean }) =>
      apiRequest<Answer<typeof adminUserSchema>>(`/admin/users/${encodeURIComponent(userId)}/status`, {
        method: 'PUT',
        body: { disabled },
      }),
    refreshes: [adminUserQueries.all()],
  });
}
