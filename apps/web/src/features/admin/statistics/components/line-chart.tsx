import { CartesianGrid, Line, LineChart as RechartsLineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '@/lib/cn';
import { axisStyle, ChartFigure } from './chart-figure';
import { niceMax } from './nice-max';

export interface LineSeries {
  label: string;
  /** One value per x label; null where there is no measurement (the line breaks there). */
  values: readonly (number | null)[];
  /** A CSS colour for the line, e.g. "var(--color-accent-600)". */
  color: string;
  /** Tailwind background class for the legend swatch (the same colour). */
  swatchClassName: string;
}

interface LineChartProps {
  title: string;
  /** One label per point, shown under the axis and in the table. */
  xLabels: readonly string[];
  /** The table's first column heading, e.g. "Minute (UTC)". */
  xHeading: string;
  series: readonly LineSeries[];
  /** Formats a value for the axis, the tooltips and the table (e.g. "142 ms"). */
  format: (value: number) => string;
  /** One sentence saying what the chart shows, for screen readers. */
  summary: string;
}

/**
 * Lines over a shared x axis (recharts). The drawing is an image with a one-sentence summary; every point is in a
 * visually hidden table, so screen readers get the figures themselves.
 */
export default function LineChart({ title, xLabels, xHeading, series, format, summary }: LineChartProps) {
  const rows = xLabels.map((label, index) => ({
    label,
    ...Object.fromEntries(series.map((line) => [line.label, line.values[index] ?? null])),
  }));
  const measured = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const top = niceMax(Math.max(0, ...measured));

  return (
    <ChartFigure
      title={title}
      className="min-w-0"
      captionClassName="flex-wrap"
      summary={summary}
      aside={
        <span className="flex flex-wrap gap-3 text-xs text-muted" aria-hidden="true">
          {series.map((line) => (
            <span key={line.label} className="inline-flex items-center gap-1">
              <span className={cn('inline-block h-0.5 w-3 rounded', line.swatchClassName)} />
              {line.label}
            </span>
          ))}
        </span>
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <RechartsLineChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-slate-100)" />
            <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={40} {...axisStyle} />
            <YAxis domain={[0, top]} tickCount={3} tickFormatter={format} {...axisStyle} />
            <Tooltip formatter={(value, name) => [value === null ? 'no requests' : format(Number(value)), name]} />
            {series.map((line) => (
              <Line
                key={line.label}
                type="linear"
                dataKey={line.label}
                stroke={line.color}
                strokeWidth={2}
                // A lone minute between two quiet ones would not show as a line: every measured point gets a dot.
                dot={{ r: 1.5, fill: line.color }}
                isAnimationActive={false}
              />
            ))}
          </RechartsLineChart>
        </ResponsiveContainer>
      }
    >
      {/* In a div: a table is never narrower than its content, so sized to 1 px itself it would still widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xHeading}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xLabels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((line) => {
                  const value = line.values[index];
                  return <td key={line.label}>{value === null || value === undefined ? 'no requests' : format(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFigure>
  );
}
