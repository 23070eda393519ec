import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminUserQueries } from './queries';

/** PUT /api/admin/users/{id}/status: disable (their sessions end at once) or enable a user. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, disabled }: { userId: string; disabled: boolean }) =>
      apiRequest(`/admin/users/${encodeURIComponent(userId)}/status`, { schema: adminUserSchema, method: 'PUT', body: { disabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserQueries.all() }),
  });
}
