import { noContentSchema } from '@charter/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/companies/{id}/members/{userId}: an owner removes a member, or a member removes themself (leaves). */
export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/members/${encodeURIComponent(userId)}`, {
        schema: noContentSchema,
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
