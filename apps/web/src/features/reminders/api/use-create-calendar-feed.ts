import { calendarFeedSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { reminderQueries } from './queries';

/** POST /api/companies/{id}/calendar-feed: a new secret feed URL, shown once; an older one stops working. */
export function useCreateCalendarFeed(companyId: string) {
  return useRefreshingMutation({
    mutationFn: () =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/calendar-feed`, { schema: calendarFeedSchema, method: 'POST' }),
    refreshes: [reminderQueries.settings(companyId).queryKey],
  });
}
