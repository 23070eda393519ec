import type { PastFilingBody, requirementSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { requirementPath, useRequirementWrite, type RequirementRef } from './use-requirement-write';

/**
 * PUT one filing due before the company joined: filed (done for certain) or not_filed (open, overdue from its date).
 * The server re-plans, so the list and the score are fetched again.
 */
export function useAnswerPastFiling() {
  return useRequirementWrite(({ answer, ...requirement }: RequirementRef & { answer: PastFilingBody['answer'] }) =>
    apiRequest<Answer<typeof requirementSchema>>(`${requirementPath(requirement)}/past-filing`, {
      method: 'PUT',
      body: { answer } satisfies PastFilingBody,
    }),
  );
}
