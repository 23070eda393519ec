import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkUpdateRequirementsBody, bulkUpdateResultSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { complianceKeys } from './use-compliance';

interface Variables extends BulkUpdateRequirementsBody {
  companyId: string;
}

/** PATCH several requirements of one company at once (all or none), then refetch the list and the score. */
export function useBulkUpdateRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, ids, status }: Variables) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/compliance`, {
        schema: bulkUpdateResultSchema,
        method: 'PATCH',
        body: { ids, status } satisfies BulkUpdateRequirementsBody,
      }),
    onSuccess: (_result, { companyId }) => queryClient.invalidateQueries({ queryKey: complianceKeys.all(companyId) }),
  });
}
