import type { acceptInvitationResponseSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/** POST /api/invitations/accept: joins the company the invitation is for. */
export function useAcceptInvitation() {
  return useRefreshingMutation({
    mutationFn: async (token: string) =>
      await apiRequest<Answer<typeof acceptInvitationResponseSchema>>('/invitations/accept', { method: 'POST', body: { token } }),
    refreshes: [companyQueries.all()],
  });
}
