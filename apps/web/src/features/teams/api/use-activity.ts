import { useInfiniteQuery } from '@tanstack/react-query';
import { activityResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { teamsKeys } from './teams-keys';

const PAGE_SIZE = 20;

/** GET /api/companies/{id}/activity, newest first, a page at a time (Load more follows the cursor). */
export function useActivity(companyId: string) {
  return useInfiniteQuery({
    queryKey: teamsKeys.activity(companyId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return await apiRequest(`/companies/${encodeURIComponent(companyId)}/activity?${query}`, { schema: activityResponseSchema });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}
