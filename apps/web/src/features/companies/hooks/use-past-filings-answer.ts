import type { PastFilingsAnswer } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { useAnswerPastFilings } from '../api/use-answer-past-filings';

/** The past-filings question (asked on /dashboard and /compliance until answered): saves an answer and says how it went. */
export function usePastFilingsAnswer(companyId: string | undefined) {
  const answerPastFilings = useAnswerPastFilings();
  const answer = (value: PastFilingsAnswer) => {
    if (!companyId) return;
    answerPastFilings.mutate(
      { companyId, answer: value },
      {
        onSuccess: ({ completed }) =>
          toast.success(
            value === 'filed'
              ? `Marked ${completed} ${completed === 1 ? 'filing' : 'filings'} as done`
              : 'Noted: they stay on your list as overdue',
          ),
        onError: () => toast.error('Failed to save your answer. Please try again.'),
      },
    );
  };
  /** Which answer is being saved. */
  const answering = answerPastFilings.isPending ? answerPastFilings.variables.answer : null;
  return { answer, answering };
}
