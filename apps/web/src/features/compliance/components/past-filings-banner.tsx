import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PastFilingsBannerProps {
  count: number;
  onConfirm: () => void;
  /** "Some are still open": the question ends and they stay overdue, as they are. */
  onDecline: () => void;
  onReview: () => void;
  /** Which answer is being saved. */
  answering: 'filed' | 'not_filed' | null;
}

/**
 * An existing company joins with one-time filings whose dates passed long ago (first board meeting, INC-22…).
 * They stay overdue until confirmed, as the law reads; this lets the founder confirm them in one step.
 */
export function PastFilingsBanner({ count, onConfirm, onDecline, onReview, answering }: PastFilingsBannerProps) {
  const filings = count === 1 ? 'one-time filing was' : 'one-time filings were';
  return (
    <section
      aria-labelledby="past-filings-heading"
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <History className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="past-filings-heading" className="font-semibold text-amber-950">
          {count} {filings} due before you added this company
        </h2>
        <p className="mt-1 text-sm text-amber-900">
          Until you answer, they count as overdue. If they were filed at the time, confirm it and each is marked assumed done, which you can
          change for any of them; if some are still open, say so and they stay on your list to act on.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onReview}>
          Review them
        </Button>
        <Button variant="secondary" size="sm" onClick={onDecline} loading={answering === 'not_filed'} disabled={answering !== null}>
          Some are still open
        </Button>
        <Button size="sm" onClick={onConfirm} loading={answering === 'filed'} disabled={answering !== null}>
          Mark {count === 1 ? 'it' : `all ${count}`} as done
        </Button>
      </div>
    </section>
  );
}
