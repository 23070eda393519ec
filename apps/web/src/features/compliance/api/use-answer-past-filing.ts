import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PastFilingBody, requirementSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { complianceKeys } from './use-compliance';

interface Variables {
  companyId: string;
  requirementId: string;
  answer: PastFilingBody['answer'];
}

/**
 * PUT one filing due before the company joined: filed (done for certain) or not_filed (open, overdue from its date).
 * The server re-plans, so the list and the score are fetched again.
 */
export function useAnswerPastFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, requirementId, answer }: Variables) =>
      apiRequest<Answer<typeof requirementSchema>>(
        `/companies/${encodeURIComponent(companyId)}/compliance/${encodeURIComponent(requirementId)}/past-filing`,
        {
          method: 'PUT',
          body: { answer } satisfies PastFilingBody,
        },
      ),
    onSuccess: async (_updated, { companyId }) => {
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all(companyId) });
    },
  });
}
