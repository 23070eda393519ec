import { Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { roleCan, type DashboardTask } from '@charter/shared';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { usePastFilingsAnswer } from '@/features/companies/hooks/use-past-filings-answer';
import { AddCompanyDialog } from '@/features/companies/components/add-company-dialog-lazy';
import { businessInfoOf, useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { dashboardQueryKey, useDashboard } from '@/features/dashboard/api/use-dashboard';
import {
  ComingSoonCards,
  InsightsCard,
  QuickActions,
  RecentActivity,
  RecommendedForYou,
  StatCards,
  TasksPanel,
} from '@/features/dashboard/components/dashboard-panels';
import { useCompleteTask } from '@/features/orders/api/mutations';
import { completionNeedsConfirm } from '@/features/orders/lib/task-actions';
import { apiErrorDetail } from '@/lib/api-error-message';
import { CompliancePanel } from '@/features/compliance/components/compliance-panel';
import { PastFilingsBanner } from '@/features/compliance/components/past-filings-banner';
import { readStorage, storageKeys } from '@/lib/storage-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

// Asked only before a task that lowers the refund is completed: the dialog's code loads when first needed.
const ConfirmCompleteDialog = lazy(() =>
  import('@/features/orders/components/confirm-complete-dialog').then((module) => ({ default: module.ConfirmCompleteDialog })),
);

interface BusinessInfo {
  countries?: string[];
  state?: string;
  industry?: string;
  business_model?: string | null;
}

function readBusinessInfo(): BusinessInfo {
  try {
    return JSON.parse(readStorage(storageKeys.businessInfo) ?? '{}') as BusinessInfo;
  } catch {
    return {};
  }
}

/**
 * Spec §2 Dashboard: every panel from one call (GET /api/dashboard); the compliance panel shows its summary and top
 * items (the compliance page asks for the whole list itself).
 */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const { selected, isPending: companiesPending } = useSelectedCompany();
  const [addingCompany, setAddingCompany] = useState(false);
  useDocumentTitle('Dashboard', selected?.name);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dashboard = useDashboard(selected?.id);
  // The panels render in a pass React can pause for input, after the frame (welcome, company) has painted: as one
  // render with the frame they were the signed-in load's longest task (Lighthouse mobile).
  const shown = useDeferredValue(dashboard.data);
  const loading = Boolean(selected) && !shown && !dashboard.isError;
  const completeTask = useCompleteTask();
  const canWork = selected?.role ? roleCan(selected.role, 'tasks:write') : false;
  // A task whose completion lowers the refund waits here for the founder's yes (issue 27).
  const [confirming, setConfirming] = useState<DashboardTask | null>(null);
  const send = (task: DashboardTask) =>
    completeTask.mutate(
      { orderId: task.order_id, taskId: task.id },
      {
        onSuccess: () => toast.success('Task status updated'),
        onError: (error) => toast.error(apiErrorDetail(error, 'Failed to update task')),
        onSettled: () => {
          setConfirming(null);
          void queryClient.invalidateQueries({ queryKey: dashboardQueryKey(selected?.id ?? '') });
        },
      },
    );
  const complete = (task: DashboardTask) => (completionNeedsConfirm(task) ? setConfirming(task) : send(task));
  const { answer, answering } = usePastFilingsAnswer(selected?.id);
  const canWrite = selected?.role ? roleCan(selected.role, 'compliance:write') : false;
  // The same question as on /compliance, asked until answered, so the first score is never a false alarm.
  const pastFilingsDue = selected && selected.past_filings === null && shown ? shown.compliance.past_filings_due : 0;
  const firstName = user?.name.trim().split(/\s+/)[0] || 'Founder';
  // The selected company is the freshest source; the stored record covers the moment before companies load.
  const info: BusinessInfo = selected ? businessInfoOf(selected) : readBusinessInfo();
  // Spec: countries default to the stored state, else India.
  const countries = info.countries?.length ? info.countries : [info.state || 'India'];

  return (
    <div className="grid grid-cols-1 gap-6">
      <section
        className="rounded-2xl bg-gradient-to-br from-accent-600 to-indigo-800 p-6 text-white sm:p-8"
        aria-labelledby="welcome-heading"
      >
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-100">
          <Sparkles className="size-4" aria-hidden="true" /> Your AI co-founder
        </p>
        <h1 id="welcome-heading" className="mt-2 text-2xl font-bold sm:text-3xl">
          {/* A new account's first session is greeted, not welcomed back. */}
          {user?.returning === false ? 'Welcome' : 'Welcome back'}, {firstName}
        </h1>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm text-indigo-100">
          {(selected?.name ?? user?.company_name) && (
            <div>
              <dt className="sr-only">Company</dt>
              <dd className="font-medium text-white">{selected?.name ?? user?.company_name}</dd>
            </div>
          )}
          {info.industry && (
            <div className="flex gap-1">
              <dt>Industry:</dt>
              <dd className="font-medium text-white">{info.industry}</dd>
            </div>
          )}
          {info.business_model && (
            <div className="flex gap-1">
              <dt>Business model:</dt>
              <dd className="font-medium uppercase text-white">{info.business_model}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>Operating in:</dt>
            <dd className="font-medium text-white">{countries.join(', ')}</dd>
          </div>
        </dl>
      </section>
      {canWrite && pastFilingsDue > 0 && (
        <PastFilingsBanner
          count={pastFilingsDue}
          onConfirm={() => answer('filed')}
          onDecline={() => answer('not_filed')}
          onReview={() => void navigate('/compliance')}
          answering={answering}
        />
      )}
      {shown && <StatCards dashboard={shown} />}
      {loading && (
        <div className="flex justify-center py-6">
          <Spinner label="Loading your dashboard" />
        </div>
      )}
      {dashboard.isError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load your dashboard.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void dashboard.refetch()}>
            Try again
          </button>
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {shown && (
          <TasksPanel
            tasks={shown.tasks}
            canWork={canWork}
            completing={completeTask.isPending ? completeTask.variables.taskId : null}
            onComplete={complete}
          />
        )}
        {confirming && (
          <Suspense fallback={null}>
            <ConfirmCompleteDialog
              title={confirming.title}
              open
              pending={completeTask.isPending}
              onConfirm={() => send(confirming)}
              onCancel={() => setConfirming(null)}
            />
          </Suspense>
        )}
        {!loading && (
          <CompliancePanel
            companyId={selected?.id}
            companyName={selected?.name}
            companiesLoading={companiesPending}
            readOnly={selected?.role ? !roleCan(selected.role, 'compliance:write') : false}
            onAddCompany={() => setAddingCompany(true)}
            compliance={shown?.compliance}
            health={shown?.compliance_health}
            isError={dashboard.isError}
            isFetching={dashboard.isFetching}
            onRetry={() => void dashboard.refetch()}
          />
        )}
      </div>
      {shown && (
        <>
          <QuickActions cartHasItems={shown.cart.items.length > 0} />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <InsightsCard insights={shown.insights} />
            <div className="grid grid-cols-1 content-start gap-6">
              <RecentActivity orders={shown.recent_orders} />
              <RecommendedForYou recommendations={shown.recommendations} />
            </div>
          </div>
          <ComingSoonCards />
        </>
      )}
      <AddCompanyDialog open={addingCompany} onOpenChange={setAddingCompany} />
    </div>
  );
}

export { DashboardPage as Component };
export { loader } from './dashboard-data';
