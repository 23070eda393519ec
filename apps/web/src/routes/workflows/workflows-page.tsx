import { useQuery } from '@tanstack/react-query';
import { Workflow } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryState } from '@/components/ui/query-state';
import { BrowseServices, EmptyState } from '@/components/ui/empty-state';
import { analyticsQueries } from '@/features/analytics/api/queries';
import { WorkflowPipeline } from '@/features/analytics/components/workflow-pipeline';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2 nav on the analytics page: each of the founder's orders with its tasks as a pipeline. */
export function WorkflowsPage() {
  useDocumentTitle('Workflows');
  const workflows = useQuery(analyticsQueries.workflows());

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">Workflows</h1>
          <p className="text-sm text-muted">Each of your orders and where its tasks stand.</p>
        </div>
        <ButtonLink to="/analytics" variant="secondary" size="sm">
          Analytics
        </ButtonLink>
      </div>
      <QueryState query={workflows} what="workflows">
        {(data) =>
          data.workflows.length === 0 ? (
            <EmptyState icon={Workflow} title="No orders yet" actions={<BrowseServices />}>
              Each order you place appears here with its tasks, from pending to completed.
            </EmptyState>
          ) : (
            <div className="grid gap-4">
              {data.workflows.map((workflow) => (
                <WorkflowPipeline key={workflow.order_id} workflow={workflow} />
              ))}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

export { WorkflowsPage as Component };
