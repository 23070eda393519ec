import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { reminderQueries } from './queries';

/** DELETE /api/companies/{id}/calendar-feed: the feed URL stops working. */
export function useRevokeCalendarFeed(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/calendar-feed`, { schema: noContentSchema, method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderQueries.settings(companyId).queryKey }),
  });
}
