import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { memberSchema, CompanyRole } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';

/** PATCH /api/companies/{id}/members/{userId}: an owner changes a member's role. */
export function useChangeRole(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: CompanyRole }) =>
      await apiRequest<Answer<typeof memberSchema>>(`/companies/${encodeURIComponent(companyId)}/members/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: { role },
      }),
    // The caller's own role may have changed, and with it every button on every page: refresh the company too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueries.all() }),
  });
}
