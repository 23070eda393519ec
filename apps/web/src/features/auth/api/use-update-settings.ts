import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema, type TimeZoneBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from './use-current-user';

/** PATCH /api/users/settings: the account's time zone (bookings are shown and made in it). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeZoneBody) => apiRequest('/users/settings', { schema: currentUserSchema, method: 'PATCH', body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
