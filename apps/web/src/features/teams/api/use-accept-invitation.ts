import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInvitationResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';

/** POST /api/invitations/accept: joins the company the invitation is for. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      await apiRequest('/invitations/accept', { schema: acceptInvitationResponseSchema, method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueries.all() }),
  });
}
