import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ComplianceHealth } from '@charter/shared';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatLocalDateTime, formatUtcDateTime } from '@/lib/format-date';
import { useBeforeHydration } from '@/lib/prerendered';
import { scoreBand, scoreTextClass } from '../lib/compliance-view';
import { ScoreBar } from './score-bar';

const bandLabels = { good: 'Good standing', fair: 'Needs attention', poor: 'At risk' } as const;

/** The health score card of the compliance page: score, band, last update and the three counts. */
export function HealthCard({ health, className }: { health: ComplianceHealth; className?: string }) {
  const band = scoreBand(health.score);
  // The server knows no viewer's zone: its drawing (and the render that hydrates it) says UTC, then the viewer's time.
  const formatMoment = useBeforeHydration() ? formatUtcDateTime : formatLocalDateTime;
  return (
    <Card className={className}>
      <CardContent className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <div className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 className="text-sm font-semibold text-muted">Compliance health</h2>
            <p className="text-xs text-muted">
              Last updated <time dateTime={health.last_updated}>{formatMoment(new Date(health.last_updated))}</time>
            </p>
          </div>
          {health.stage === 'forming' ? (
            // No score before the company exists: nothing can be due yet, so 100 % would say nothing true.
            <p className="grid gap-1">
              <span className="text-2xl font-bold text-ink" data-testid="compliance-score">
                Not yet incorporated
              </span>
              <span className="text-sm text-muted">The score starts once the company is incorporated.</span>
            </p>
          ) : (
            <>
              <p className="flex items-baseline gap-3">
                <span className={cn('text-4xl font-bold tabular-nums', scoreTextClass[band])} data-testid="compliance-score">
                  {health.score}%
                </span>
                <span className={cn('text-sm font-semibold', scoreTextClass[band])}>{bandLabels[band]}</span>
              </p>
              <ScoreBar score={health.score} />
            </>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-2 sm:w-96">
          <Count
            icon={<CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />}
            label="Completed"
            value={health.details.completed_tasks}
          />
          <Count
            icon={<Clock className="size-4 shrink-0 text-muted" aria-hidden="true" />}
            label="Pending"
            value={health.details.pending_count}
          />
          <Count
            icon={<TriangleAlert className="size-4 shrink-0 text-red-700" aria-hidden="true" />}
            label="Overdue"
            value={health.details.overdue_count}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function Count({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-lg border border-line px-2.5 py-2.5 sm:px-3">
      <dt className="flex items-center gap-1 text-xs font-medium text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  );
}
