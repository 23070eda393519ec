import { useState } from 'react';
import type { Company, Requirement, UpdateCompanyBody } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { useUpdateCompany } from '@/features/companies/api/use-update-company';
import { useAnswerPastFiling } from '@/features/compliance/api/use-answer-past-filing';
import { useUpdateRequirement } from '@/features/compliance/api/use-update-requirement';
import type { AnswerFact } from '@/features/compliance/components/answer-fact';
import type { PastFilingAnswer } from '@/features/compliance/components/past-filing-answer';
import { apiErrorDetail } from '@/lib/api-error-message';

const detailOr = (fallback: string) => (failure: unknown) => apiErrorDetail(failure, fallback);
const TRY_AGAIN = 'Failed to save your answer. Please try again.';

/**
 * What a founder tells the compliance list: a requirement done or reopened, a filing due before joining Charter
 * filed or not, and facts about the company (from the what-if panel, an open question or a requirement's question).
 * Each is offered only to those who may write, and the first three only on today's list; otherwise undefined.
 */
export function useRequirementAnswers(company: Company | undefined, canWrite: boolean, lookAhead: string | undefined) {
  const updateCompany = useUpdateCompany();
  const updateRequirement = useUpdateRequirement();
  const answerPastFiling = useAnswerPastFiling();
  // Marked done on this visit: such items stay in their group (with Reopen) instead of folding into Done.
  const [completedHere, setCompletedHere] = useState<ReadonlySet<string>>(new Set());
  const today = canWrite && !lookAhead;

  const setStatus = (requirement: Requirement, status: 'pending' | 'completed') => {
    if (!company) return;
    updateRequirement.mutate(
      { companyId: company.id, requirementId: requirement.id, status },
      {
        onSuccess: () => {
          if (status === 'completed') setCompletedHere((ids) => new Set(ids).add(requirement.id));
        },
        onError: () => toast.error(`Failed to update "${requirement.name}". Please try again.`),
      },
    );
  };

  // One filing due before joining, answered on its row.
  const pastFiling: PastFilingAnswer | undefined =
    company && today
      ? {
          answer: async (requirement, value) => {
            try {
              await answerPastFiling.mutateAsync({ companyId: company.id, requirementId: requirement.id, answer: value });
              toast.success(
                value === 'filed'
                  ? `Noted: ${requirement.name} was filed`
                  : `Noted: ${requirement.name} is on your list as overdue from its due date`,
              );
            } catch (failure) {
              toast.error(detailOr(TRY_AGAIN)(failure));
            }
          },
          answeringId: answerPastFiling.isPending ? answerPastFiling.variables.requirementId : null,
        }
      : undefined;

  /** Saves facts about the company as an edit (which re-plans the list). */
  const saveFacts = async (changes: UpdateCompanyBody, failed: (failure: unknown) => string) => {
    if (!company) return;
    try {
      await updateCompany.mutateAsync({ id: company.id, body: changes });
      toast.success('Saved: your obligations are updated');
    } catch (failure) {
      toast.error(failed(failure));
    }
  };
  const tryChanges: AnswerFact | undefined = canWrite
    ? (changes) => saveFacts(changes, () => 'Failed to save the changes. Please try again.')
    : undefined;
  const answerQuestion: AnswerFact | undefined = canWrite ? (changes) => saveFacts(changes, detailOr(TRY_AGAIN)) : undefined;
  const answerFact: AnswerFact | undefined = today ? (changes) => saveFacts(changes, () => TRY_AGAIN) : undefined;

  return {
    completedHere,
    setStatus: today ? setStatus : undefined,
    updatingId: updateRequirement.isPending ? updateRequirement.variables.requirementId : undefined,
    pastFiling,
    /** The what-if panel's Apply. */
    tryChanges,
    /** An open question's answer. */
    answerQuestion,
    /** A requirement's own question about a fact. */
    answerFact,
  };
}
