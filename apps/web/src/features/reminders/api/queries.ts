import { queryOptions } from '@tanstack/react-query';
import type { notificationSettingsSchema, unsubscribeResponseSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { remindersKeys } from './reminders-keys';
import { apiQuery } from '@/lib/api-query';

export const reminderQueries = {
  /** GET /api/companies/{id}/notifications: my reminders switch and whether my calendar feed is active. */
  settings: (companyId: string) =>
    apiQuery<Answer<typeof notificationSettingsSchema>>(
      remindersKeys.settings(companyId),
      `/companies/${encodeURIComponent(companyId)}/notifications`,
    ),
  /**
   * POST /api/reminders/unsubscribe with a reminder mail's link. A query keyed on the token (not an effect calling a
   * mutation), so a remount shares one request; turning reminders off twice would be harmless anyway.
   */
  unsubscribe: (token: string | null) =>
    queryOptions({
      queryKey: ['reminders', 'unsubscribe', token] as const,
      queryFn: () => apiRequest<Answer<typeof unsubscribeResponseSchema>>('/reminders/unsubscribe', { method: 'POST', body: { token } }),
      enabled: Boolean(token),
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
