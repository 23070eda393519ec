import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { axisStyle, ChartFigure } from './chart-figure';
import { niceMax } from './nice-max';

export interface DailyPoint {
  /** A UTC date, YYYY-MM-DD. */
  date: string;
  value: number;
}

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

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
  /** A CSS colour for the bars, e.g. "var(--color-accent-600)". */
  color: string;
}

/**
 * One bar per UTC day (recharts). Each bar carries its day and value as data attributes; the drawing is an image with
 * a one-sentence summary, and the same figures are in a visually hidden table, so screen readers get every day.
 */
export default function DailyBarChart({ title, unit, points, color }: DailyBarChartProps) {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const count = (value: number) => `${value} ${value === 1 ? unit[0] : unit[1]}`;
  const top = niceMax(Math.max(0, ...points.map((point) => point.value)));

  return (
    <ChartFigure
      title={title}
      aside={<span className="text-xs tabular-nums text-muted">{count(total)}</span>}
      summary={describeSeries(title, points)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...points]} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => shortDate.format(dayOf(date))}
              ticks={[points[0]?.date, points[Math.floor(points.length / 2)]?.date, points.at(-1)?.date].filter(Boolean) as string[]}
              {...axisStyle}
            />
            <YAxis domain={[0, top]} allowDecimals={false} tickCount={3} {...axisStyle} />
            <Tooltip
              cursor={{ fill: 'var(--color-slate-100)' }}
              formatter={(value) => [count(Number(value)), null]}
              labelFormatter={(date) => (typeof date === 'string' ? longDate.format(dayOf(date)) : '')}
            />
            <Bar
              dataKey="value"
              fill={color}
              radius={[2, 2, 0, 0]}
              isAnimationActive={false}
              shape={(props: BarShapeProps) => <DayBar {...props} />}
            />
          </BarChart>
        </ResponsiveContainer>
      }
    >
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
    </ChartFigure>
  );
}

/** One day's bar, drawn even at zero height so that every day of the series is on the page with its figure. */
function DayBar({ x, y, width, height, fill, payload }: BarShapeProps) {
  const day = payload as DailyPoint;
  return (
    <rect
      x={Number(x)}
      y={Number(y)}
      width={Math.max(0, Number(width))}
      height={Math.max(0, Number(height))}
      rx={1}
      fill={fill}
      data-date={day.date}
      data-value={day.value}
    />
  );
}
