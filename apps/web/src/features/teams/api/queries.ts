import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { activityResponseSchema, invitationPreviewSchema, membersResponseSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';
import { apiQuery, queryString } from '@/lib/api-query';

const ACTIVITY_PAGE_SIZE = 20;

/** The teams feature's queries, under the company's scope, so a refresh of the company covers them. */
export const teamQueries = {
  /** GET /api/companies/{id}/members: the members and the open invitations. */
  members: (companyId: string) =>
    apiQuery<Answer<typeof membersResponseSchema>>(
      [...companyQueries.scope(companyId), 'members'] as const,
      `/companies/${encodeURIComponent(companyId)}/members`,
    ),
  /** GET /api/companies/{id}/activity, newest first, a page at a time (Load more follows the cursor). */
  activity: (companyId: string) =>
    infiniteQueryOptions({
      queryKey: [...companyQueries.scope(companyId), 'activity'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) =>
        apiRequest<Answer<typeof activityResponseSchema>>(
          `/companies/${encodeURIComponent(companyId)}/activity?${queryString({ limit: ACTIVITY_PAGE_SIZE, cursor: pageParam })}`,
        ),
      getNextPageParam: (page) => page.next_cursor,
    }),
  /** POST /api/invitations/preview: what the invitation link is for (the token travels in the body, not in a URL). */
  invitation: (token: string) =>
    queryOptions({
      queryKey: ['invitations', token] as const,
      queryFn: () => apiRequest<Answer<typeof invitationPreviewSchema>>('/invitations/preview', { method: 'POST', body: { token } }),
      retry: false,
    }),
};
