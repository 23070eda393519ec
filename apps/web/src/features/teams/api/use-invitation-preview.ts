import { useQuery } from '@tanstack/react-query';
import { invitationPreviewSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { teamsKeys } from './teams-keys';

/** POST /api/invitations/preview: what the invitation link is for (the token travels in the body, not in a URL). */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: teamsKeys.invitation(token ?? ''),
    queryFn: async () => await apiRequest('/invitations/preview', { schema: invitationPreviewSchema, method: 'POST', body: { token } }),
    enabled: Boolean(token),
    retry: false,
  });
}
