import { ArrowRight, Building2, CalendarClock, Eye, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { dueDateHelperText, type ComplianceHealth, type DashboardCompliance } from '@charter/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format-date';
import { dueTone, dueToneClass, scoreBand, scoreTextClass, statusLabels, statusTones } from '../lib/compliance-view';
import { ScoreBar } from './score-bar';

interface CompliancePanelProps {
  /** The selected company; undefined when the user has none (or they are still loading). */
  companyId: string | undefined;
  companyName?: string | undefined;
  companiesLoading?: boolean;
  /** The caller may read but not change this company's filings (a viewer): said quietly in the header. */
  readOnly?: boolean;
  onAddCompany: () => void;
  /** From GET /api/dashboard: the list's summary and top items, and the health score (undefined while it loads). */
  compliance: DashboardCompliance | undefined;
  health: ComplianceHealth | undefined;
  /** The dashboard's answer failed: the panel offers to ask again. */
  isError?: boolean;
  isFetching?: boolean;
  onRetry?: () => void;
}

/** The dashboard's compliance panel (spec §2): score bar, Urgent / Pending / Completed, next deadline, top 3. */
export function CompliancePanel({
  companyId,
  companyName,
  companiesLoading = false,
  readOnly = false,
  onAddCompany,
  compliance,
  health,
  isError = false,
  isFetching = false,
  onRetry,
}: CompliancePanelProps) {
  return (
    <section aria-labelledby="compliance-panel-heading" className="min-w-0">
      <Card className="@container">
        <CardHeader className="flex-row items-center justify-between gap-4">
          <div className="min-w-0">
            <CardTitle id="compliance-panel-heading">Compliance</CardTitle>
            {companyName && (
              <p className="truncate text-sm text-muted" title={companyName}>
                {companyName}
              </p>
            )}
            {readOnly && (
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-muted" data-testid="view-only-note">
                <Eye className="size-3.5" aria-hidden="true" />
                View only
              </p>
            )}
          </div>
          {companyId && (
            <Button asChild variant="link" size="sm" className="shrink-0">
              <Link to="/compliance">
                View all
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {companiesLoading ? (
            <Spinner label="Loading compliance" className="py-8" />
          ) : !companyId ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center">
              <Building2 className="size-8 text-accent-600" aria-hidden="true" />
              <p className="max-w-sm text-sm text-muted">
                Add your company to see its compliance score, deadlines and what needs doing first.
              </p>
              <Button onClick={onAddCompany}>Add Company</Button>
            </div>
          ) : isError ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center">
              <p className="text-sm text-muted">Compliance data could not be loaded.</p>
              <Button variant="secondary" size="sm" onClick={onRetry} loading={isFetching}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : !compliance || !health ? (
            <Spinner label="Loading compliance" className="py-8" />
          ) : (
            <PanelBody score={health.score} forming={health.stage === 'forming'} compliance={compliance} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

interface PanelBodyProps {
  score: number;
  /** Being formed: no score yet ("Not yet incorporated"), never 100 %. */
  forming: boolean;
  /** The server's summary (the one definition of urgent, pending and completed) and its top open items. */
  compliance: DashboardCompliance;
}

function PanelBody({ score, forming, compliance }: PanelBodyProps) {
  const { summary, top, total, as_of: asOf } = compliance;
  const band = scoreBand(score);
  const next = summary.next_deadline;

  return (
    <div className="grid grid-cols-1 gap-6 @2xl:grid-cols-2 @2xl:gap-8">
      <div className="grid content-start gap-6">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between">
            <span className="text-sm font-medium text-muted">Compliance score</span>
            {forming ? (
              <span className="text-base font-semibold text-ink" data-testid="dashboard-compliance-score">
                Not yet incorporated
              </span>
            ) : (
              <span className={cn('text-2xl font-bold tabular-nums', scoreTextClass[band])} data-testid="dashboard-compliance-score">
                {score}%
              </span>
            )}
          </div>
          {!forming && <ScoreBar score={score} />}
        </div>

        <dl className="grid grid-cols-3 gap-2 text-center">
          <Stat label="Urgent" value={summary.urgent} className={summary.urgent > 0 ? 'text-red-700' : undefined} />
          <Stat label="Pending" value={summary.pending} />
          <Stat label="Completed" value={summary.completed} />
        </dl>

        <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-muted">Next deadline</p>
            {next?.due_date ? (
              <p className="text-ink">
                <span className="font-semibold">{next.name}</span> ·{' '}
                <span className="tabular-nums">{formatCalendarDate(next.due_date)}</span>{' '}
                <span className={cn('whitespace-nowrap font-medium', dueToneClass[dueTone(next.due_date, asOf)])}>
                  ({dueDateHelperText(next.due_date, asOf)})
                </span>
              </p>
            ) : (
              <p className="text-ink">No upcoming deadlines</p>
            )}
          </div>
        </div>
      </div>

      <div className="grid content-start gap-2">
        <h3 className="text-sm font-semibold text-ink">Priority items</h3>
        {top.length === 0 ? (
          <p className="text-sm text-muted">{total === 0 ? 'No requirements apply yet.' : 'Everything is done. Nice work.'}</p>
        ) : (
          <ol className="grid gap-2">
            {top.map((requirement) => (
              <li
                key={requirement.id}
                className="flex items-start justify-between gap-3 rounded-lg border border-line p-3"
                data-testid="priority-item"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="text-sm font-semibold text-ink">{requirement.name}</p>
                  {requirement.due_date ? (
                    <p className={cn('text-xs font-medium', dueToneClass[dueTone(requirement.due_date, asOf)])}>
                      <span className="tabular-nums">{formatCalendarDate(requirement.due_date)}</span> ·{' '}
                      {dueDateHelperText(requirement.due_date, asOf)}
                    </p>
                  ) : (
                    <p className="text-xs text-muted">{requirement.period_label ?? 'No fixed date'}</p>
                  )}
                </div>
                <StatusBadge status={requirement.status} tones={statusTones} labels={statusLabels} className="shrink-0" />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function Stat({ label, value, className }: { label: string; value: number; className?: string | undefined }) {
  return (
    <div className="rounded-lg border border-line px-2 py-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-semibold tabular-nums text-ink', className)}>{value}</dd>
    </div>
  );
}
