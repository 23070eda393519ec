import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, currentUserSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from './use-current-user';

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest<Answer<typeof currentUserSchema>>('/users/profile', { method: 'POST', body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
