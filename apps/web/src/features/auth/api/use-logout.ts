import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { clearUserState } from '@/lib/storage-keys';
import { currentUserQueryKey } from './use-current-user';

/** Logs out on the server; a failure is logged and the user is signed out locally anyway (spec §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest<Answer<typeof messageSchema>>('/auth/logout', { method: 'POST' });
      } catch (error) {
        console.error('Logout failed; signing out locally', error);
      }
    },
    onSettled: () => {
      clearUserState();
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.clear();
    },
  });
}
