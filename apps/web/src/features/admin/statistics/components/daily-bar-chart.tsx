import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface DailyPoint {
  /** A UTC date, YYYY-MM-DD. */
  date: string;
  value: number;
}

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A round top for the axis (1, 2, 5, 10, 20, 50…), so the scale reads as whole numbers. */
function niceMax(max: number): number {
  if (max <= 4) return Math.max(1, max);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** What the chart says, in one sentence, for screen readers (the table below gives every day). */
export function describeSeries(label: string, points: readonly DailyPoint[]): string {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${label}: no data.`;
  const span = `${shortDate.format(dayOf(first.date))} to ${shortDate.format(dayOf(last.date))}`;
  if (total === 0) return `${label}, ${span}: none.`;
  const busiest = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  return `${label}, ${span}: ${total} in total, most on ${longDate.format(dayOf(busiest.date))} (${busiest.value}).`;
}

interface DailyBarChartProps {
  title: string;
  /** The unit of one bar's value, singular and plural ("order", "orders"). */
  unit: readonly [string, string];
  points: readonly DailyPoint[];
  barClassName: string;
}

/**
 * One bar per UTC day in plain SVG (no chart library). The SVG is an image with a one-sentence summary; the same
 * figures are in a visually hidden table, so screen readers get every day.
 */
export function DailyBarChart({ title, unit, points, barClassName }: DailyBarChartProps) {
  const titleId = useId();
  const top = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const width = points.length * 10;
  const height = 100;
  const first = points[0];
  const middle = points[Math.floor(points.length / 2)];
  const last = points.at(-1);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const count = (value: number) => `${value} ${value === 1 ? unit[0] : unit[1]}`;

  return (
    <figure className="grid gap-2" aria-labelledby={titleId}>
      <figcaption className="flex items-baseline justify-between gap-2">
        <span id={titleId} className="text-sm font-semibold text-ink">
          {title}
        </span>
        <span className="text-xs tabular-nums text-muted">{count(total)}</span>
      </figcaption>
      <div className="flex gap-2">
        <div className="flex h-32 flex-col justify-between text-right text-xs tabular-nums text-muted" aria-hidden="true">
          <span>{top}</span>
          <span>{top / 2 === Math.round(top / 2) ? top / 2 : ''}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-32 w-full min-w-0 flex-1 overflow-visible border-b border-l border-line"
          role="img"
          aria-label={describeSeries(title, points)}
        >
          <line
            x1={0}
            x2={width}
            y1={height / 2}
            y2={height / 2}
            className="stroke-slate-100"
            strokeWidth={0.5}
            vectorEffect="non-scaling-stroke"
          />
          {points.map((point, index) => {
            const barHeight = (point.value / top) * height;
            return (
              <rect
                key={point.date}
                x={index * 10 + 1.5}
                width={7}
                y={height - barHeight}
                height={barHeight}
                rx={1}
                className={cn(barClassName)}
                data-date={point.date}
                data-value={point.value}
              >
                <title>{`${longDate.format(dayOf(point.date))}: ${count(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && middle && last && (
        <div className="ml-8 flex justify-between text-xs tabular-nums text-muted" aria-hidden="true">
          <span>{shortDate.format(dayOf(first.date))}</span>
          <span>{shortDate.format(dayOf(middle.date))}</span>
          <span>{shortDate.format(dayOf(last.date))}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title} (UTC days)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{unit[1]}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{longDate.format(dayOf(point.date))}</th>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
