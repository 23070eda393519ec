import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The axes' look, the same on every chart: no tick marks, a light line, muted labels. */
export const axisStyle = { tickLine: false, stroke: 'var(--color-slate-300)', tick: { fill: 'var(--color-slate-500)' } } as const;

interface ChartFigureProps {
  title: string;
  /** Beside the title: a total, or the lines' legend. */
  aside: ReactNode;
  /** The drawing's name for screen readers: one sentence saying what it shows. */
  summary: string;
  /** The recharts drawing (a ResponsiveContainer). */
  chart: ReactNode;
  /** After the drawing: the figures themselves, in a visually hidden table. */
  children: ReactNode;
  className?: string;
  captionClassName?: string;
}

/** A chart as the statistics tabs show one: titled figure, the drawing as an image with its summary, then its table. */
export function ChartFigure({ title, aside, summary, chart, children, className, captionClassName }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure className={cn('grid gap-2', className)} aria-labelledby={titleId}>
      <figcaption className={cn('flex items-baseline justify-between gap-2', captionClassName)}>
        <span id={titleId} className="text-sm font-semibold text-ink">
          {title}
        </span>
        {aside}
      </figcaption>
      <div role="img" aria-label={summary} className="h-40 w-full min-w-0 text-xs">
        {chart}
      </div>
      {children}
    </figure>
  );
}
