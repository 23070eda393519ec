import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type UpdateNotificationSettingsBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { remindersKeys } from './reminders-keys';

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
    onSuccess: (settings) => queryClient.setQueryData(remindersKeys.settings(companyId), settings),
  });
}
