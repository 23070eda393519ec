import { useQuery } from '@tanstack/react-query';
import { type ServiceHealth, type SystemPoint } from '@charter/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { adminStatisticsQueries } from '../api/queries';
import { LineChart } from './charts';

const minuteLabel = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const integer = new Intl.NumberFormat('en-US');
const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * The back office's view of the running service: uptime and the last hour's requests, error rate and latency
 * percentiles. Staff's, not founders' (issue 30): a founder's analytics shows their own business instead.
 */
export function ServiceHealthPanel() {
  const health = useQuery(adminStatisticsQueries.serviceHealth());
  return (
    <QueryState query={health} what="service health">
      {(data) => (
        <section aria-labelledby="service-health-heading" className="grid gap-3">
          <h2 id="service-health-heading" className="text-lg font-semibold text-ink">
            Service health
          </h2>
          <p className="text-sm text-muted" data-testid="service-uptime">
            Uptime:{' '}
            <span className="font-semibold tabular-nums text-ink">
              {data.uptime.value === null ? 'No data' : percent(data.uptime.value)}
            </span>
            {' · '}
            {data.uptime.missing ?? `minutes the service was up since ${dayLabel.format(new Date(data.uptime.since!))} (last 30 days)`}
          </p>
          <SystemPerformance system={data.system} />
        </section>
      )}
    </QueryState>
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
function SystemPerformance({ system }: { system: ServiceHealth['system'] }) {
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
              { label: 'p50', values: points.map((p) => p.p50_ms), color: 'var(--color-indigo-300)', swatchClassName: 'bg-indigo-300' },
              { label: 'p95', values: points.map((p) => p.p95_ms), color: 'var(--color-accent-600)', swatchClassName: 'bg-accent-600' },
              { label: 'p99', values: points.map((p) => p.p99_ms), color: 'var(--color-slate-800)', swatchClassName: 'bg-slate-800' },
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
                color: 'var(--color-red-600)',
                swatchClassName: 'bg-red-600',
              },
            ]}
          />
        </div>
      </CardContent>
    </Card>
  );
}
