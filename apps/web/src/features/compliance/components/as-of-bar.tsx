import { CalendarClock } from 'lucide-react';
import { WHAT_IF_MAX_YEARS_AHEAD, type Company } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { todayIso, yearsAhead } from '../lib/calendar-days';

export type AsOfBarProps = {
  company: Company;
  /** The day the list is for (today unless looking ahead). */
  asOf: string;
  /** The day chosen ahead, if any. */
  lookAhead: string | undefined;
  forming: boolean;
  /** A day, or `undefined` for today. */
  onChange: (day: string | undefined) => void;
};

/** "As of": the obligations and the score on a later day, from the incorporation to a few years ahead. */
export function AsOfBar({ company, asOf, lookAhead, forming, onChange }: AsOfBarProps) {
  // The picker runs from the incorporation (today while forming) to three years ahead; the server enforces the same.
  const earliest = company.incorporation_date ?? todayIso();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <label className="flex flex-wrap items-center gap-2 text-sm text-ink">
        <CalendarClock className="size-4 text-accent-600" aria-hidden="true" />
        <span className="font-medium">As of</span>
        <input
          type="date"
          aria-label="Show obligations as of"
          className="h-9 rounded-lg border border-line px-2 text-sm"
          value={lookAhead ?? asOf}
          min={earliest}
          max={yearsAhead(todayIso(), WHAT_IF_MAX_YEARS_AHEAD)}
          onChange={(event) => onChange(event.target.value && event.target.value !== todayIso() ? event.target.value : undefined)}
        />
      </label>
      {lookAhead ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted" role="status">
          {forming
            ? `${company.name} is not incorporated yet, so no date can be planned ahead.`
            : 'Showing the obligations and the score as they will stand on this date; nothing can be marked done here.'}
          {!forming && (
            <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
              Back to today
            </Button>
          )}
        </p>
      ) : (
        <p className="text-sm text-muted">
          {forming
            ? 'The calendar starts from the date on the certificate of incorporation.'
            : `Pick a date from the incorporation to ${WHAT_IF_MAX_YEARS_AHEAD} years ahead.`}
        </p>
      )}
    </div>
  );
}
