import { useQuery } from '@tanstack/react-query';
import { membersResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { teamsKeys } from './teams-keys';

/** GET /api/companies/{id}/members: the members and the open invitations. */
export function useMembers(companyId: string) {
  return useQuery({
    queryKey: teamsKeys.members(companyId),
    queryFn: async () => await apiRequest(`/companies/${encodeURIComponent(companyId)}/members`, { schema: membersResponseSchema }),
  });
}
