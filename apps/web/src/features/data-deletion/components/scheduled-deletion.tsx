import type { DeletionStatus } from '@charter/shared';
import { MutationButton } from '@/components/ui/mutation-button';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useCancelDeletion } from '../api/use-deletion';
import { longDate } from './deletion-details';

type DeletionRequest = NonNullable<DeletionStatus['request']>;

/** The request still waiting for its date: asked, neither cancelled nor carried out. */
export const openRequest = (status: DeletionStatus): DeletionRequest | null =>
  status.request && !status.request.cancelled_at && !status.request.completed_at ? status.request : null;

interface ScheduledDeletionProps {
  /** What goes, as the sentence starts: "Your account", or the company's name. */
  subject: string;
  request: DeletionRequest;
  /** The deletion status query, which the answer to cancelling replaces. */
  statusKey: readonly unknown[];
  /** The toast once cancelled, e.g. "The deletion was cancelled. Your account stays." */
  cancelled: string;
  /** Whether this viewer may cancel it (a member who is not an owner may not). */
  canCancel?: boolean;
}

/** A scheduled deletion's date, and the button that cancels it. */
export function ScheduledDeletion({ subject, request, statusKey, cancelled, canCancel = true }: ScheduledDeletionProps) {
  const cancel = useCancelDeletion(statusKey);
  return (
    <div role="status" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p>
        {subject} is scheduled for deletion on <strong data-testid="erase-date">{longDate(request.erase_after)}</strong>.
      </p>
      {canCancel && (
        <MutationButton
          variant="secondary"
          className="justify-self-start"
          mutation={cancel}
          variables={request.id}
          done={cancelled}
          failed="It could not be cancelled."
          describeError={apiErrorDetail}
        >
          Cancel the deletion
        </MutationButton>
      )}
    </div>
  );
}
