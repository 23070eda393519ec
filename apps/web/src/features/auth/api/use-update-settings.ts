import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { currentUserSchema, TimeZoneBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from './use-current-user';

/** PATCH /api/users/settings: the account's time zone (bookings are shown and made in it). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeZoneBody) => apiRequest<Answer<typeof currentUserSchema>>('/users/settings', { method: 'PATCH', body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
