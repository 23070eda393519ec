import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface LineSeries {
  label: string;
  /** One value per x label; null where there is no measurement (the line breaks there). */
  values: readonly (number | null)[];
  /** Tailwind stroke class for the line and its legend swatch, e.g. "stroke-accent-600". */
  strokeClassName: string;
  swatchClassName: string;
}

interface LineChartProps {
  title: string;
  /** One label per point, shown under the axis (first, middle, last) and in the table. */
  xLabels: readonly string[];
  /** The table's first column heading, e.g. "Minute (UTC)". */
  xHeading: string;
  series: readonly LineSeries[];
  /** Formats a value for the axis, the tooltips and the table (e.g. "142 ms"). */
  format: (value: number) => string;
  /** One sentence saying what the chart shows, for screen readers. */
  summary: string;
}

/** A round top for the axis (1, 2, 5, 10, 20, 50…), so the scale reads as whole numbers. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** The SVG path of one series: a line through consecutive measured points, broken where a value is missing. */
export function linePath(values: readonly (number | null)[], top: number, width: number, height: number): string {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const x = values.length > 1 ? index * step : width / 2;
    const y = height - (Math.min(value, top) / top) * height;
    path += `${drawing ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)} `;
    drawing = true;
  });
  return path.trim();
}

/**
 * Lines over a shared x axis in plain SVG (no chart library). The SVG is an image with a one-sentence summary; every
 * point is in a visually hidden table, so screen readers get the figures themselves.
 */
export function LineChart({ title, xLabels, xHeading, series, format, summary }: LineChartProps) {
  const titleId = useId();
  const width = 300;
  const height = 100;
  const measured = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const top = niceMax(Math.max(0, ...measured));
  const first = xLabels[0];
  const middle = xLabels[Math.floor(xLabels.length / 2)];
  const last = xLabels.at(-1);
  // A lone point (a minute between two quiet ones) would not show as a line: mark every measured point.
  const step = xLabels.length > 1 ? width / (xLabels.length - 1) : 0;

  return (
    <figure className="grid min-w-0 gap-2" aria-labelledby={titleId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={titleId} className="text-sm font-semibold text-ink">
          {title}
        </span>
        <span className="flex flex-wrap gap-3 text-xs text-muted" aria-hidden="true">
          {series.map((line) => (
            <span key={line.label} className="inline-flex items-center gap-1">
              <span className={cn('inline-block h-0.5 w-3 rounded', line.swatchClassName)} />
              {line.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div className="flex h-32 flex-col justify-between text-right text-xs tabular-nums text-muted" aria-hidden="true">
          <span>{format(top)}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-32 w-full min-w-0 flex-1 overflow-visible border-b border-l border-line"
          role="img"
          aria-label={summary}
        >
          <line
            x1={0}
            x2={width}
            y1={height / 2}
            y2={height / 2}
            className="stroke-slate-100"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
          {series.map((line) => (
            <g key={line.label}>
              <path
                d={linePath(line.values, top, width, height)}
                fill="none"
                className={line.strokeClassName}
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
              {line.values.map((value, index) =>
                value === null ? null : (
                  <line
                    key={index}
                    x1={xLabels.length > 1 ? index * step : width / 2}
                    x2={xLabels.length > 1 ? index * step : width / 2}
                    y1={height - (Math.min(value, top) / top) * height}
                    y2={height - (Math.min(value, top) / top) * height}
                    className={line.strokeClassName}
                    strokeWidth={4}
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  >
                    <title>{`${xLabels[index] ?? ''}: ${line.label} ${format(value)}`}</title>
                  </line>
                ),
              )}
            </g>
          ))}
        </svg>
      </div>
      {first && middle && last && (
        <div className="ml-12 flex justify-between text-xs tabular-nums text-muted" aria-hidden="true">
          <span>{first}</span>
          <span>{middle}</span>
          <span>{last}</span>
        </div>
      )}
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
    </figure>
  );
}
