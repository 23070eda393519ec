import { useMutation } from '@tanstack/react-query';
import type { joinInvitationResponseSchema, JoinInvitationBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/**
 * POST /api/invitations/join, signed out: the invitation proves the address, so this signs in (creating the account
 * with `name` when the address has none) and joins the company at once; the server sets the session cookie.
 */
export function useJoinInvitation() {
  return useMutation({
    mutationFn: async (body: JoinInvitationBody) =>
      await apiRequest<Answer<typeof joinInvitationResponseSchema>>('/invitations/join', { method: 'POST', body }),
  });
}
