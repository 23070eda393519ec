import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateProfileBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from './use-current-user';

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest<CurrentUser>('/users/profile', { method: 'POST', body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
