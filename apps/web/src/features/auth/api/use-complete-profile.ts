import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateProfileBody, currentUserSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from './use-current-user';

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest('/users/profile', { schema: currentUserSchema, method: 'POST', body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
