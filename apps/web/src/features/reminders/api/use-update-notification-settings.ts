import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type UpdateNotificationSettingsBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { reminderQueries } from './queries';

/** PATCH /api/companies/{id}/notifications: turns my email reminders for this company on or off. */
export function useUpdateNotificationSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsBody) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/notifications`, {
        schema: notificationSettingsSchema,
        method: 'PATCH',
        body,
      }),
    onSuccess: (settings) => queryClient.setQueryData(reminderQueries.settings(companyId).queryKey, settings),
  });
}
