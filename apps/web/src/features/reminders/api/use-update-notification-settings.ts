import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificationSettingsSchema, UpdateNotificationSettingsBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { reminderQueries } from './queries';

/** PATCH /api/companies/{id}/notifications: turns my email reminders for this company on or off. */
export function useUpdateNotificationSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsBody) =>
      apiRequest<Answer<typeof notificationSettingsSchema>>(`/companies/${encodeURIComponent(companyId)}/notifications`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: (settings) => queryClient.setQueryData(reminderQueries.settings(companyId).queryKey, settings),
  });
}
