import { cn } from '@/lib/cn';
import { scoreBand, scoreBarClass } from '../lib/compliance-view';

/** The score as a bar in its band colour; the number itself is shown beside it by the caller. */
export function ScoreBar({ score, className }: { score: number; className?: string }) {
  return (
    <div
      role="meter"
      aria-label="Compliance score"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score}%`}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', scoreBarClass[scoreBand(score)])}
        style={{ width: `${score}%` }}
      />
    </div>
  );
}
