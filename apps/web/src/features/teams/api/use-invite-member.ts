import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSchema, type CreateInvitationBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { teamQueries } from './queries';

/** POST /api/companies/{id}/invitations: mails the invitation link. */
export function useInviteMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateInvitationBody) =>
      await apiRequest(`/companies/${encodeURIComponent(companyId)}/invitations`, { schema: invitationSchema, method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueries.members(companyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: teamQueries.activity(companyId).queryKey }),
      ]),
  });
}
