import { Building2, Eye, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { companyRoleLabels, countryFlags, entityTypeLabels, roleCan, type Requirement } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAnswerPastFilings } from '@/features/companies/api/use-answer-past-filings';
import { AddCompanyDialog } from '@/features/companies/components/add-company-dialog';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { useCompliance } from '@/features/compliance/api/use-compliance';
import { useUpdateRequirement } from '@/features/compliance/api/use-update-requirement';
import { HealthCard } from '@/features/compliance/components/health-card';
import { CalendarPanel } from '@/features/reminders/components/calendar-panel';
import { PastFilingsBanner } from '@/features/compliance/components/past-filings-banner';
import { RequirementGroups } from '@/features/compliance/components/requirement-groups';
import { StatusFilter } from '@/features/compliance/components/status-filter';
import { countByFilter, filingsDueBeforeJoining, type StatusFilterValue } from '@/features/compliance/lib/compliance-view';
import { groupRequirements, parseStatusFilter } from '@/features/compliance/lib/requirement-groups';
import { useDocumentTitle } from '@/lib/use-document-title';

const LOAD_FAILED = 'Failed to load compliance data';
const LOAD_FAILED_TOAST = 'compliance-load-failed';

/** Spec §2 Compliance page: the selected company's health score and requirements. */
export function CompliancePage() {
  const { selected, isPending: companiesPending, isError: companiesError, refetch: refetchCompanies } = useSelectedCompany();
  const compliance = useCompliance(selected?.id);
  const updateRequirement = useUpdateRequirement();
  const answerPastFilings = useAnswerPastFilings();
  const [adding, setAdding] = useState(false);
  useDocumentTitle('Compliance', selected?.name);
  // The filter lives in the address (?status=overdue), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseStatusFilter(searchParams.get('status'));
  const setFilter = (next: StatusFilterValue) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('status');
        else params.set('status', next);
        return params;
      },
      { replace: true },
    );
  // Marked done on this visit: such items stay in their group (with Reopen) instead of folding into Done.
  const [completedHere, setCompletedHere] = useState<ReadonlySet<string>>(new Set());

  // Viewers (an accountant) read; the server refuses their writes anyway, so none is offered.
  const canWrite = selected?.role ? roleCan(selected.role, 'compliance:write') : false;
  const loadFailed = companiesError || (Boolean(selected) && compliance.isError);
  useEffect(() => {
    // One toast per failure, however many times the page re-renders (spec §8).
    if (loadFailed) toast.error(LOAD_FAILED, { id: LOAD_FAILED_TOAST });
    else toast.dismiss(LOAD_FAILED_TOAST);
  }, [loadFailed]);

  const setStatus = (requirement: Requirement, status: 'pending' | 'completed') => {
    if (!selected) return;
    updateRequirement.mutate(
      { companyId: selected.id, requirementId: requirement.id, status },
      {
        onSuccess: () => {
          if (status === 'completed') setCompletedHere((ids) => new Set(ids).add(requirement.id));
        },
        onError: () => toast.error(`Failed to update "${requirement.name}". Please try again.`),
      },
    );
  };

  const answer = (value: 'filed' | 'not_filed') => {
    if (!selected) return;
    answerPastFilings.mutate(
      { companyId: selected.id, answer: value },
      {
        onSuccess: ({ completed }) =>
          toast.success(
            value === 'filed'
              ? `Marked ${completed} ${completed === 1 ? 'filing' : 'filings'} as done`
              : 'Noted: they stay on your list as overdue',
          ),
        onError: () => toast.error('Failed to save your answer. Please try again.'),
      },
    );
  };

  const retry = () => {
    if (companiesError) void refetchCompanies();
    else void compliance.refetch();
  };

  let body;
  if (companiesPending) {
    body = <Spinner label="Loading compliance" className="py-24" />;
  } else if (loadFailed) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
          <h2 className="text-lg font-semibold">{LOAD_FAILED}</h2>
          <p className="max-w-md text-sm text-muted">Check your connection and try again.</p>
          <Button variant="secondary" onClick={retry} loading={compliance.isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  } else if (!selected) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
          <Building2 className="size-10 text-accent-600" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No Company Yet</h2>
          <p className="max-w-md text-sm text-muted">
            Add your company and Charter works out which filings apply, when they are due and what is late.
          </p>
          <Button onClick={() => setAdding(true)}>Create Your First Company</Button>
        </CardContent>
      </Card>
    );
  } else if (compliance.isPending || !compliance.list || !compliance.health) {
    body = <Spinner label="Loading compliance" className="py-24" />;
  } else {
    const { requirements, as_of: asOf } = compliance.list;
    const groups = groupRequirements(requirements, asOf, filter, completedHere);
    const pastFilings = filingsDueBeforeJoining(requirements, selected.created_at);
    body = (
      <div className="grid grid-cols-1 gap-6">
        {!canWrite && (
          <p
            className="flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-muted"
            data-testid="view-only-note"
          >
            <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium text-ink">View only.</span>{' '}
              {selected.role && `Your role in ${selected.name} is ${companyRoleLabels[selected.role].toLowerCase()}: `}
              you can follow its filings, but not mark them done.
            </span>
          </p>
        )}
        {canWrite && selected.past_filings === null && pastFilings.length > 0 && (
          <PastFilingsBanner
            count={pastFilings.length}
            onConfirm={() => answer('filed')}
            onDecline={() => answer('not_filed')}
            onReview={() => setFilter('overdue')}
            answering={answerPastFilings.isPending ? answerPastFilings.variables.answer : null}
          />
        )}
        <HealthCard health={compliance.health} />
        <CalendarPanel companyId={selected.id} />
        <Card>
          <div className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <h2 className="text-base font-semibold text-ink">Requirements</h2>
            <StatusFilter value={filter} onChange={setFilter} counts={countByFilter(requirements)} />
          </div>
          {groups.length === 0 ? (
            <p className="px-4 py-12 text-center text-sm text-muted">
              {requirements.length === 0 ? 'No requirements apply to this company yet.' : `No ${filter} requirements.`}
            </p>
          ) : (
            <RequirementGroups
              groups={groups}
              asOf={asOf}
              doneExpanded={filter === 'completed'}
              onSetStatus={canWrite ? setStatus : undefined}
              updatingId={updateRequirement.isPending ? updateRequirement.variables.requirementId : undefined}
            />
          )}
        </Card>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink">Compliance Requirements</h1>
          {selected && (
            <p className="mt-1 text-sm break-words text-muted">
              <span aria-hidden="true">{countryFlags[selected.country]} </span>
              {selected.name} · {entityTypeLabels[selected.entity_type]} · {selected.state}
            </p>
          )}
        </div>
        <Button variant={selected ? 'secondary' : 'primary'} onClick={() => setAdding(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Add Company
        </Button>
      </div>
      {body}
      <AddCompanyDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
