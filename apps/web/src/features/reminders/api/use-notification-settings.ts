import { useQuery } from '@tanstack/react-query';
import { notificationSettingsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { remindersKeys } from './reminders-keys';

/** GET /api/companies/{id}/notifications: my reminders switch and whether my calendar feed is active. */
export function useNotificationSettings(companyId: string) {
  return useQuery({
    queryKey: remindersKeys.settings(companyId),
    queryFn: () => apiRequest(`/companies/${encodeURIComponent(companyId)}/notifications`, { schema: notificationSettingsSchema }),
  });
}
