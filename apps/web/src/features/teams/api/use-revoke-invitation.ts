import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamsKeys } from './teams-keys';

/** DELETE /api/companies/{id}/invitations/{invitationId}: the link stops working. */
export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest<null>(`/companies/${encodeURIComponent(companyId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamsKeys.members(companyId) }),
        queryClient.invalidateQueries({ queryKey: teamsKeys.activity(companyId) }),
      ]),
  });
}
