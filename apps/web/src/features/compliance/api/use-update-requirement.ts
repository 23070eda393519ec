import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplianceList, UpdateRequirementBody, requirementSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { complianceKeys } from './use-compliance';

interface Variables {
  companyId: string;
  requirementId: string;
  status: UpdateRequirementBody['status'];
}

/** PATCH a requirement's status; the list and the health score are refetched so the score moves at once. */
export function useUpdateRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, requirementId, status }: Variables) =>
      apiRequest<Answer<typeof requirementSchema>>(
        `/companies/${encodeURIComponent(companyId)}/compliance/${encodeURIComponent(requirementId)}`,
        {
          method: 'PATCH',
          body: { status } satisfies UpdateRequirementBody,
        },
      ),
    onSuccess: async (updated, { companyId }) => {
      queryClient.setQueryData<ComplianceList>(complianceKeys.list(companyId), (list) =>
        list
          ? { ...list, requirements: list.requirements.map((requirement) => (requirement.id === updated.id ? updated : requirement)) }
          : list,
      );
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all(companyId) });
    },
  });
}
