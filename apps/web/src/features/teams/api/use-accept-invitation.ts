import { acceptInvitationResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/** POST /api/invitations/accept: joins the company the invitation is for. */
export function useAcceptInvitation() {
  return useRefreshingMutation({
    mutationFn: async (token: string) =>
      await apiRequest('/invitations/accept', { schema: acceptInvitationResponseSchema, method: 'POST', body: { token } }),
    refreshes: [companyQueries.all()],
  });
}
