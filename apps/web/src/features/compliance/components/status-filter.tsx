import { cn } from '@/lib/cn';
import { statusFilters, type StatusFilterValue } from '../lib/compliance-view';

const labels: Record<StatusFilterValue, string> = { all: 'All', pending: 'Pending', overdue: 'Overdue', completed: 'Completed' };

interface StatusFilterProps {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
  counts: Record<StatusFilterValue, number>;
}

/** Toggle buttons (one pressed at a time) for all, pending, overdue and completed, each with its count. */
export function StatusFilter({ value, onChange, counts }: StatusFilterProps) {
  return (
    <div role="group" aria-label="Filter by status" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
      {statusFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-muted transition-colors hover:text-ink',
            value === filter && 'bg-white text-ink shadow-sm',
          )}
        >
          {labels[filter]}
          <span className="rounded-full bg-slate-200/70 px-1.5 text-xs tabular-nums">{counts[filter]}</span>
        </button>
      ))}
    </div>
  );
}
