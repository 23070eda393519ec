import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PastFilingsBannerProps {
  count: number;
  onConfirm: () => void;
  onReview: () => void;
  confirming: boolean;
}

/**
 * An existing company joins with one-time filings whose dates passed long ago (first board meeting, INC-22…).
 * They stay overdue until confirmed, as the law reads; this lets the founder confirm them in one step.
 */
export function PastFilingsBanner({ count, onConfirm, onReview, confirming }: PastFilingsBannerProps) {
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
          If they were filed at the time, confirm it and your score will count them as done. Anything still open stays on your list.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onReview}>
          Review them
        </Button>
        <Button size="sm" onClick={onConfirm} loading={confirming}>
          Mark {count === 1 ? 'it' : `all ${count}`} as done
        </Button>
      </div>
    </section>
  );
}
