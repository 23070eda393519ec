import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

// recharts is large: it sits in its own chunk, fetched only when a statistics or service-health chart is drawn.
const LazyDailyBarChart = lazy(() => import('./daily-bar-chart'));
const LazyLineChart = lazy(() => import('./line-chart'));

function ChartFallback() {
  return <Spinner label="Loading chart" className="h-48" />;
}

export function DailyBarChart(props: ComponentProps<typeof LazyDailyBarChart>) {
  return (
    <Suspense fallback={<ChartFallback />}>
      <LazyDailyBarChart {...props} />
    </Suspense>
  );
}

export function LineChart(props: ComponentProps<typeof LazyLineChart>) {
  return (
    <Suspense fallback={<ChartFallback />}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}
