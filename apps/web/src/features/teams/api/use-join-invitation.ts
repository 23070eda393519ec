import { useMutation } from '@tanstack/react-query';
import { joinInvitationResponseSchema, type JoinInvitationBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/invitations/join, signed out: the invitation proves the address, so this signs in (creating the account
 * with `name` when the address has none) and joins the company at once; the server sets the session cookie.
 */
export function useJoinInvitation() {
  return useMutation({
    mutationFn: async (body: JoinInvitationBody) =>
      await apiRequest('/invitations/join', { schema: joinInvitationResponseSchema, method: 'POST', body }),
  });
}
