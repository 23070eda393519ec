import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { analyticsQueries } from '@/features/analytics/api/queries';
import { ObligationFigures, OrderStages, ServiceFigures, SpendingByMonth } from '@/features/analytics/components/analytics-panels';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Spec §2 Analytics, for a founder (issue 30): the selected company's obligations, orders, spending and Charter's
 * work for it, every figure from its own data. The running service's figures are staff's, in the back office.
 */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { selected, isPending: companiesPending } = useSelectedCompany();
  const metrics = useQuery({ ...analyticsQueries.metrics(selected?.id ?? ''), enabled: Boolean(selected) });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-ink">Analytics</h1>
          <p className="text-sm text-muted">
            {selected ? `${selected.name}: figures from its own filings, orders and payments.` : 'Figures from your own company’s data.'}
          </p>
        </div>
        <nav aria-label="Analytics" className="flex gap-2">
          <ButtonLink to="/workflows" variant="secondary" size="sm">
            Workflows
          </ButtonLink>
        </nav>
      </div>
      {!companiesPending && !selected ? (
        <Card>
          <CardContent className="grid grid-cols-1 justify-items-center gap-3 py-12 text-center">
            <p className="font-medium text-ink">No company yet</p>
            <p className="text-sm text-muted">Add your company to see its obligations, orders and spending here.</p>
            <ButtonLink to="/compliance">Add a company</ButtonLink>
          </CardContent>
        </Card>
      ) : (
        <QueryState query={metrics} what="analytics">
          {(data) => (
            <>
              <ObligationFigures obligations={data.obligations} />
              <ServiceFigures analytics={data} />
              <div className="grid gap-6 lg:grid-cols-2">
                <OrderStages orders={data.orders} />
                <SpendingByMonth spending={data.spending} />
              </div>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}

export { AnalyticsPage as Component };
