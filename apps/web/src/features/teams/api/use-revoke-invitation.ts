import { noContentSchema } from '@charter/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamQueries } from './queries';

/** DELETE /api/companies/{id}/invitations/{invitationId}: the link stops working. */
export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/invitations/${encodeURIComponent(invitationId)}`, {
        schema: noContentSchema,
        method: 'DELETE',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueries.members(companyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: teamQueries.activity(companyId).queryKey }),
      ]),
  });
}
