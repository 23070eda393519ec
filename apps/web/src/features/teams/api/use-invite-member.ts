import type { invitationSchema, CreateInvitationBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { teamQueries } from './queries';

/** POST /api/companies/{id}/invitations: mails the invitation link. */
export function useInviteMember(companyId: string) {
  return useRefreshingMutation({
    mutationFn: async (body: CreateInvitationBody) =>
      await apiRequest<Answer<typeof invitationSchema>>(`/companies/${encodeURIComponent(companyId)}/invitations`, {
        method: 'POST',
        body,
      }),
    refreshes: [teamQueries.members(companyId).queryKey, teamQueries.activity(companyId).queryKey],
  });
}
