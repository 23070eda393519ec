import type { noContentSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { reminderQueries } from './queries';

/** DELETE /api/companies/{id}/calendar-feed: the feed URL stops working. */
export function useRevokeCalendarFeed(companyId: string) {
  return useRefreshingMutation({
    mutationFn: () =>
      apiRequest<Answer<typeof noContentSchema>>(`/companies/${encodeURIComponent(companyId)}/calendar-feed`, { method: 'DELETE' }),
    refreshes: [reminderQueries.settings(companyId).queryKey],
  });
}
