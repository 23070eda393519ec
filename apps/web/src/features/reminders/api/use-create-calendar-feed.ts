import type { calendarFeedSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { reminderQueries } from './queries';

/** POST /api/companies/{id}/calendar-feed: a new secret feed URL, shown once; an older one stops working. */
export function useCreateCalendarFeed(companyId: string) {
  return useRefreshingMutation({
    mutationFn: () =>
      apiRequest<Answer<typeof calendarFeedSchema>>(`/companies/${encodeURIComponent(companyId)}/calendar-feed`, { method: 'POST' }),
    refreshes: [reminderQueries.settings(companyId).queryKey],
  });
}
