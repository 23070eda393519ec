import type { ComplianceList, UpdateRequirementBody, requirementSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { complianceKeys } from './use-compliance';
import { requirementPath, useRequirementWrite, type RequirementRef } from './use-requirement-write';

/** PATCH a requirement's status; the list and the health score are refetched so the score moves at once. */
export function useUpdateRequirement() {
  return useRequirementWrite(
    ({ status, ...requirement }: RequirementRef & { status: UpdateRequirementBody['status'] }) =>
      apiRequest<Answer<typeof requirementSchema>>(requirementPath(requirement), {
        method: 'PATCH',
        body: { status } satisfies UpdateRequirementBody,
      }),
    (queryClient, updated, { companyId }) =>
      queryClient.setQueryData<ComplianceList>(complianceKeys.list(companyId), (list) =>
        list
          ? { ...list, requirements: list.requirements.map((requirement) => (requirement.id === updated.id ? updated : requirement)) }
          : list,
      ),
  );
}
