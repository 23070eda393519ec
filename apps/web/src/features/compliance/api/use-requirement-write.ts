import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { complianceKeys } from './use-compliance';

/** Which requirement a write is about. */
export interface RequirementRef {
  companyId: string;
  requirementId: string;
}

/** /companies/{id}/compliance/{requirementId}: one requirement, and the root of what is written about it. */
export const requirementPath = ({ companyId, requirementId }: RequirementRef) =>
  `/companies/${encodeURIComponent(companyId)}/compliance/${encodeURIComponent(requirementId)}`;

/**
 * A write to one requirement. The server re-plans and rescores, so the company's compliance queries (list and score,
 * on any date) are fetched again; `showAtOnce` may first put the answer in the cache so the row moves without waiting.
 */
export function useRequirementWrite<TVariables extends RequirementRef, TData>(
  write: (variables: TVariables) => Promise<TData>,
  showAtOnce?: (queryClient: QueryClient, updated: TData, variables: TVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (updated, variables) => {
      showAtOnce?.(queryClient, updated, variables);
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all(variables.companyId) });
    },
  });
}
