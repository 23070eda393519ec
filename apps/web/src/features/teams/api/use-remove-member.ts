import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { noContentSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';

interface RemoveMemberVariables {
  userId: string;
  /** The caller removes themself: they leave, and nothing of the company is theirs to show any more. */
  leaving: boolean;
}

/** DELETE /api/companies/{id}/members/{userId}: an owner removes a member, or a member removes themself (leaves). */
export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: RemoveMemberVariables) =>
      apiRequest<Answer<typeof noContentSchema>>(`/companies/${encodeURIComponent(companyId)}/members/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, { leaving }) => {
      // After leaving, the company's members, activity and compliance would only answer 404: drop them, refresh the list.
      if (leaving) queryClient.removeQueries({ queryKey: companyQueries.scope(companyId) });
      return queryClient.invalidateQueries({ queryKey: companyQueries.all() });
    },
  });
}
