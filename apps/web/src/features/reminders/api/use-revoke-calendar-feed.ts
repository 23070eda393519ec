import { noContentSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { reminderQueries } from './queries';

/** DELETE /api/companies/{id}/calendar-feed: the feed URL stops working. */
export function useRevokeCalendarFeed(companyId: string) {
  return useRefreshingMutation({
    mutationFn: () =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/calendar-feed`, { schema: noContentSchema, method: 'DELETE' }),
    refreshes: [reminderQueries.settings(companyId).queryKey],
  });
}
