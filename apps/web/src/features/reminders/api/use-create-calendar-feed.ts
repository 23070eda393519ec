import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { reminderQueries } from './queries';

/** POST /api/companies/{id}/calendar-feed: a new secret feed URL, shown once; an older one stops working. */
export function useCreateCalendarFeed(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/calendar-feed`, { schema: calendarFeedSchema, method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderQueries.settings(companyId).queryKey }),
  });
}
