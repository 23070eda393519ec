import { Link } from 'react-router';
import { orderStatuses, taskStatuses, taskStatusLabels, type AnalyticsMetrics, type OrderStatus, type SystemPoint } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LineChart } from '@/components/ui/line-chart';
import { cn } from '@/lib/cn';

export const orderStageLabels: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const minuteLabel = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const integer = new Intl.NumberFormat('en-US');
const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** Score bands of the spec: green at 80 or more, yellow at 60 or more, red below. */
const scoreClass = (score: number) => (score >= 80 ? 'text-green-700' : score >= 60 ? 'text-amber-700' : 'text-red-700');

function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
  return `${(hours / 24).toLocaleString('en-US', { maximumFractionDigits: 1 })} days`;
}

interface CardFigure {
  label: string;
  value: string | null;
  /** What the figure counts, or why it is missing. */
  note: string;
}

function MetricCard({ label, value, note }: CardFigure) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-4 sm:p-5">
        <p className="text-sm font-medium text-muted">{label}</p>
        <p
          className={cn('text-2xl font-semibold tabular-nums', value === null ? 'text-muted' : 'text-ink')}
          data-testid={`metric-${label}`}
        >
          {value ?? 'No data'}
        </p>
        <p className="text-xs text-muted">{note}</p>
      </CardContent>
    </Card>
  );
}

/** The spec's metric cards, each with what it counts (or why there is no figure yet). */
export function MetricCards({ metrics }: { metrics: AnalyticsMetrics }) {
  const { uptime, data_accuracy: accuracy, avg_processing_time: processing } = metrics;
  const cards: CardFigure[] = [
    { label: 'Services', value: integer.format(metrics.total_services), note: 'Active services in the catalogue' },
    { label: 'Active workflows', value: integer.format(metrics.active_workflows), note: 'Your paid orders being worked on' },
    { label: 'Completed workflows', value: integer.format(metrics.completed_workflows), note: 'Your orders completed' },
    { label: 'Users', value: integer.format(metrics.total_users), note: 'People across your companies, you included' },
    {
      label: 'Uptime',
      value: uptime.value === null ? null : percent(uptime.value),
      note: uptime.missing ?? `Minutes the service was up since ${dayLabel.format(new Date(uptime.since!))} (last 30 days)`,
    },
    {
      label: 'Data accuracy',
      value: accuracy.value === null ? null : percent(accuracy.value),
      note: accuracy.missing ?? `${accuracy.counted} of ${accuracy.of} registered companies with registry-confirmed facts`,
    },
    {
      label: 'Processing time',
      value: processing.value === null ? null : formatHours(processing.value),
      note:
        processing.missing ??
        `Median from payment to completion over ${processing.orders} completed ${processing.orders === 1 ? 'order' : 'orders'}`,
    },
  ];
  return (
    <section aria-labelledby="metric-cards-heading" className="grid gap-3">
      <h2 id="metric-cards-heading" className="sr-only">
        Metrics
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <MetricCard key={card.label} {...card} />
        ))}
      </div>
    </section>
  );
}

const milliseconds = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ms`;
const ratio = (value: number) => `${(value * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

function latencySummary(points: readonly SystemPoint[]): string {
  const busy = points.filter((point) => point.p95_ms !== null);
  if (busy.length === 0) return 'Request latency over the last hour: no requests.';
  const worst = Math.max(...busy.map((point) => point.p95_ms!));
  const latest = busy.at(-1)!;
  return `Request latency over the last hour, ${busy.length} minutes with requests. Latest p50 ${milliseconds(latest.p50_ms!)}, p95 ${milliseconds(latest.p95_ms!)}, p99 ${milliseconds(latest.p99_ms!)}; highest p95 ${milliseconds(worst)}.`;
}

/** p50/p95/p99 latency and the error rate per minute over the last hour, of the process that answered. */
export function SystemPerformance({ system }: { system: AnalyticsMetrics['system'] }) {
  const { points, hour } = system;
  const labels = points.map((point) => minuteLabel.format(new Date(point.minute)));
  const { requests, errors } = hour;
  return (
    <Card>
      <CardHeader>
        <CardTitle>System performance</CardTitle>
        <CardDescription>
          Measured by the server that answered, over the last hour (UTC), since it started at{' '}
          {minuteLabel.format(new Date(system.process_started_at))} on {dayLabel.format(new Date(system.process_started_at))}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {[
            ['Requests', integer.format(requests)],
            ['Error rate (5xx)', hour.error_rate === null ? 'No requests' : ratio(hour.error_rate)],
            ['Latency p50', hour.p50_ms === null ? 'No requests' : milliseconds(hour.p50_ms)],
            ['Latency p95', hour.p95_ms === null ? 'No requests' : milliseconds(hour.p95_ms)],
            ['Latency p99', hour.p99_ms === null ? 'No requests' : milliseconds(hour.p99_ms)],
          ].map(([term, value]) => (
            <div key={term} className="grid gap-0.5">
              <dt className="text-xs text-muted">{term}</dt>
              <dd className="font-semibold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-6 lg:grid-cols-2">
          <LineChart
            title="Latency per minute"
            xLabels={labels}
            xHeading="Minute (UTC)"
            format={milliseconds}
            summary={latencySummary(points)}
            series={[
              { label: 'p50', values: points.map((p) => p.p50_ms), strokeClassName: 'stroke-indigo-300', swatchClassName: 'bg-indigo-300' },
              { label: 'p95', values: points.map((p) => p.p95_ms), strokeClassName: 'stroke-accent-600', swatchClassName: 'bg-accent-600' },
              { label: 'p99', values: points.map((p) => p.p99_ms), strokeClassName: 'stroke-slate-800', swatchClassName: 'bg-slate-800' },
            ]}
          />
          <LineChart
            title="Error rate per minute (5xx)"
            xLabels={labels}
            xHeading="Minute (UTC)"
            format={ratio}
            summary={
              requests === 0
                ? 'Error rate over the last hour: no requests.'
                : `Error rate over the last hour: ${integer.format(errors)} server errors in ${integer.format(requests)} requests (${ratio(errors / requests)}).`
            }
            series={[
              {
                label: 'Error rate',
                values: points.map((p) => p.error_rate),
                strokeClassName: 'stroke-red-600',
                swatchClassName: 'bg-red-600',
              },
            ]}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** Each of the caller's companies with its compliance health from the engine. */
export function ComplianceStatus({ companies }: { companies: AnalyticsMetrics['compliance'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compliance status</CardTitle>
        <CardDescription>Health score of each of your companies: done share of due obligations, weighted by urgency.</CardDescription>
      </CardHeader>
      <CardContent>
        {companies.length === 0 ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted">No company yet, so there is no compliance status to show.</p>
            <Link to="/compliance" className="text-sm font-medium text-accent-700 underline">
              Add a company
            </Link>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Compliance status of your companies">
            {companies.map((company) => (
              <li key={company.company_id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink">{company.company_name}</p>
                  <p className="text-xs text-muted">
                    {company.country} · {company.completed} completed · {company.pending} pending · {company.overdue} overdue
                  </p>
                </div>
                <p className={cn('text-xl font-semibold tabular-nums', scoreClass(company.score))}>
                  {company.score}%<span className="sr-only"> health score</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Orders by stage, tasks by status and the overdue tasks, across the caller's companies. */
export function OperationalIntelligence({ operations }: { operations: AnalyticsMetrics['operations'] }) {
  const orderTotal = Object.values(operations.orders_by_stage).reduce((sum, count) => sum + count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Operational intelligence</CardTitle>
        <CardDescription>Your orders by stage and their tasks.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {orderTotal === 0 ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted">No orders yet: stages and tasks appear here once you buy a service.</p>
            <Link to="/services" className="text-sm font-medium text-accent-700 underline">
              Browse services
            </Link>
          </div>
        ) : (
          <>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold text-ink">Orders by stage</h3>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {orderStatuses.map((stage) => (
                  <div key={stage} className="flex items-center justify-between rounded-lg bg-canvas px-3 py-2">
                    <dt className="text-sm text-muted">{orderStageLabels[stage]}</dt>
                    <dd className="font-semibold tabular-nums text-ink">{operations.orders_by_stage[stage]}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold text-ink">
                Tasks <span className="font-normal text-muted">({operations.tasks_total} in all)</span>
              </h3>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {taskStatuses.map((status) => (
                  <div key={status} className="flex items-center justify-between rounded-lg bg-canvas px-3 py-2">
                    <dt className="text-sm text-muted">{taskStatusLabels[status]}</dt>
                    <dd className="font-semibold tabular-nums text-ink">{operations.tasks_by_status[status]}</dd>
                  </div>
                ))}
                <div className="flex items-center justify-between rounded-lg bg-red-50 px-3 py-2">
                  <dt className="text-sm text-red-800">Overdue</dt>
                  <dd className="font-semibold tabular-nums text-red-800" data-testid="tasks-overdue">
                    {operations.tasks_overdue}
                  </dd>
                </div>
              </dl>
            </div>
            {operations.overdue_tasks.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold text-ink">Overdue tasks</h3>
                <ul className="grid gap-2">
                  {operations.overdue_tasks.map((task) => (
                    <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <Link to={`/orders/${task.order_id}`} className="font-medium text-accent-700 underline">
                        {task.title}
                      </Link>
                      <span className="flex items-center gap-2 text-muted">
                        {task.order_number}
                        {task.due_date && <Badge tone="danger">Due {dayLabel.format(new Date(`${task.due_date}T00:00:00Z`))}</Badge>}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
