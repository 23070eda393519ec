import type { noContentSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { teamQueries } from './queries';

/** DELETE /api/companies/{id}/invitations/{invitationId}: the link stops working. */
export function useRevokeInvitation(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (invitationId: string) =>
      apiRequest<Answer<typeof noContentSchema>>(
        `/companies/${encodeURIComponent(companyId)}/invitations/${encodeURIComponent(invitationId)}`,
        {
          method: 'DELETE',
        },
      ),
    refreshes: [teamQueries.members(companyId).queryKey, teamQueries.activity(companyId).queryKey],
  });
}
