import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAnalyticsMetrics } from '@/features/analytics/api/use-analytics-metrics';
import {
  ComplianceStatus,
  MetricCards,
  OperationalIntelligence,
  SystemPerformance,
} from '@/features/analytics/components/analytics-panels';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2 Analytics: metric cards, system performance, compliance status and operational intelligence, all measured. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const metrics = useAnalyticsMetrics();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">Analytics</h1>
          <p className="text-sm text-muted">Figures measured from your companies, your orders and the running service.</p>
        </div>
        <nav aria-label="Analytics" className="flex gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to="/workflows">Workflows</Link>
          </Button>
        </nav>
      </div>
      {metrics.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading analytics" />
        </div>
      ) : metrics.isError ? (
        <Card>
          <CardContent className="grid grid-cols-1 justify-items-center gap-3 py-12 text-center">
            <p role="alert" className="font-medium text-ink">
              Failed to load analytics
            </p>
            <Button variant="secondary" onClick={() => void metrics.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <MetricCards metrics={metrics.data} />
          <SystemPerformance system={metrics.data.system} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ComplianceStatus companies={metrics.data.compliance} />
            <OperationalIntelligence operations={metrics.data.operations} />
          </div>
        </>
      )}
    </div>
  );
}
