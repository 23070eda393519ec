import { invitationSchema, type CreateInvitationBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { teamQueries } from './queries';

/** POST /api/companies/{id}/invitations: mails the invitation link. */
export function useInviteMember(companyId: string) {
  return useRefreshingMutation({
    mutationFn: async (body: CreateInvitationBody) =>
      await apiRequest(`/companies/${encodeURIComponent(companyId)}/invitations`, { schema: invitationSchema, method: 'POST', body }),
    refreshes: [teamQueries.members(companyId).queryKey, teamQueries.activity(companyId).queryKey],
  });
}
