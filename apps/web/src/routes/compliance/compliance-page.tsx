import { Plus } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { countryCodes, entityTypeLabels, planAddAll, roleCan, type Requirement, type UpdateCompanyBody } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { usePastFilingsAnswer } from '@/features/companies/hooks/use-past-filings-answer';
import { useUpdateCompany } from '@/features/companies/api/use-update-company';
import { AddCompanyDialog } from '@/features/companies/components/add-company-dialog-lazy';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { useCompliance } from '@/features/compliance/api/use-compliance';
import { useUpdateRequirement } from '@/features/compliance/api/use-update-requirement';
import { useAnswerPastFiling } from '@/features/compliance/api/use-answer-past-filing';
import { PastFilingAnswerContext, type PastFilingAnswer } from '@/features/compliance/components/past-filing-answer';
import { HealthCard } from '@/features/compliance/components/health-card';
import { CalendarPanel } from '@/features/reminders/components/calendar-panel';
import { PastFilingsBanner } from '@/features/compliance/components/past-filings-banner';
import { RequirementGroups } from '@/features/compliance/components/requirement-groups';
import { WhatIfPanel } from '@/features/compliance/components/what-if-panel';
import { OpenQuestions } from '@/features/compliance/components/open-questions';
import { ApiError } from '@/lib/api-client';
import { AnswerFactContext } from '@/features/compliance/components/answer-fact';
import { BuyRequirementContext, type BuyRequirement } from '@/features/compliance/components/buy-requirement';
import { OneProductDialog } from '@/features/cart/components/one-product-dialog';
import { useAddToCartFlow } from '@/features/cart/hooks/use-add-to-cart-flow';
import { AddAllDialog, type AddAllResult } from '@/features/compliance/components/add-all-dialog';
import { AsOfBar } from '@/features/compliance/components/as-of-bar';
import {
  ComplianceLoadFailed,
  FormingAsOfNotice,
  FormingStageNotice,
  NoCompanyYet,
  ViewOnlyNote,
} from '@/features/compliance/components/compliance-notices';
import { RequirementsCard } from '@/features/compliance/components/requirements-card';
import { todayIso } from '@/features/compliance/lib/calendar-days';
import { filingsDueBeforeJoining, type StatusFilterValue } from '@/features/compliance/lib/compliance-view';
import { groupRequirements, parseStatusFilter } from '@/features/compliance/lib/requirement-groups';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CountryCode } from '@/components/ui/country-code';
import { lookAheadDate } from './compliance-data';

const LOAD_FAILED = 'Failed to load compliance data';
const LOAD_FAILED_TOAST = 'compliance-load-failed';

/** Spec §2 Compliance page: the selected company's health score and requirements. */
export function CompliancePage() {
  const { selected, isPending: companiesPending, isError: companiesError, refetch: refetchCompanies } = useSelectedCompany();
  const [searchParams, setSearchParams] = useSearchParams();
  // "As of" a later date (up to three years ahead), in the address like the filter; today when absent.
  const lookAhead = lookAheadDate(searchParams);
  const compliance = useCompliance(selected?.id, lookAhead);
  const updateCompany = useUpdateCompany();
  const updateRequirement = useUpdateRequirement();
  const { answer, answering } = usePastFilingsAnswer(selected?.id);
  const answerPastFiling = useAnswerPastFiling();
  const [adding, setAdding] = useState(false);
  const cartFlow = useAddToCartFlow(selected?.id);
  /**
   * The service that fulfils a requirement. The toast names it as the cart answers (the catalogue is not loaded here:
   * its 38 KB, and a render of the whole page when it arrived, for a name).
   */
  const serviceFor = (requirement: Requirement) => ({ id: requirement.product_id!, name: requirement.name });
  useDocumentTitle('Compliance', selected?.name);
  // The filter lives in the address (?status=overdue), so a reload or a shared link keeps it.
  const filter = parseStatusFilter(searchParams.get('status'));
  const setAsOf = (next: string | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('as_of', next);
        else params.delete('as_of');
        return params;
      },
      { replace: true },
    );
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
  // Buying is for those who may pay, on today's list (not a date ahead).
  const buy: BuyRequirement | undefined =
    selected?.role && roleCan(selected.role, 'orders:pay') && !lookAhead
      ? {
          buy: (requirement) => {
            if (!requirement.product_id) {
              toast.error('This requirement is not available for purchase');
              return;
            }
            cartFlow.addService(serviceFor(requirement));
          },
          inCart: cartFlow.isInCart,
          adding: cartFlow.adding,
        }
      : undefined;
  // The cart holds one service (spec §4): Add All adds the most urgent one and lists the rest with their due dates,
  // never claiming more than it did; with another service in the cart it adds nothing and says so (no policy modal).
  const [addAllResult, setAddAllResult] = useState<AddAllResult | null>(null);
  const [addingAll, setAddingAll] = useState(false);
  const addAll = async (requirements: readonly Requirement[]) => {
    const plan = planAddAll(requirements);
    if (!plan) {
      toast.error('No purchasable requirements found');
      return;
    }
    setAddingAll(true);
    const outcome = await cartFlow.tryAdd(serviceFor(plan.first.requirement));
    setAddingAll(false);
    if (outcome.kind === 'failed') toast.error(outcome.message);
    else if (outcome.kind === 'blocked') setAddAllResult({ kind: 'blocked', plan, inCart: outcome.inCart });
    else setAddAllResult({ kind: outcome.kind, plan, name: outcome.name });
  };
  // The obligations render in a pass React can pause for input, after the header has painted: as one render with it
  // they were the page's longest task (Lighthouse mobile).
  const list = useDeferredValue(compliance.list);
  const health = useDeferredValue(compliance.health);
  // Kept between renders: the groups render deferred too (RequirementGroups), and a new array would render them again.
  const groups = useMemo(
    () => (list ? groupRequirements(list.requirements, list.as_of, filter, completedHere) : []),
    [list, filter, completedHere],
  );
  // A date the server refuses (before incorporation, too far ahead) is said next to the picker, not as a failed page.
  const asOfRefusal =
    lookAhead && compliance.error instanceof ApiError && compliance.error.status === 400 ? compliance.error.detail : undefined;
  const loadFailed = companiesError || (Boolean(selected) && compliance.isError && !asOfRefusal);
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

  // One filing due before joining, answered on its row; on today's list only, by those who may write.
  const pastFiling: PastFilingAnswer | undefined =
    selected && canWrite && !lookAhead
      ? {
          answer: async (requirement, value) => {
            try {
              await answerPastFiling.mutateAsync({ companyId: selected.id, requirementId: requirement.id, answer: value });
              toast.success(
                value === 'filed'
                  ? `Noted: ${requirement.name} was filed`
                  : `Noted: ${requirement.name} is on your list as overdue from its due date`,
              );
            } catch (failure) {
              toast.error(failure instanceof ApiError && failure.detail ? failure.detail : 'Failed to save your answer. Please try again.');
            }
          },
          answeringId: answerPastFiling.isPending ? answerPastFiling.variables.requirementId : null,
        }
      : undefined;

  /** Saves facts about the company from the what-if panel, an open question or a requirement's question. */
  const saveFacts = async (changes: UpdateCompanyBody, failed: (failure: unknown) => string) => {
    if (!selected) return;
    try {
      await updateCompany.mutateAsync({ id: selected.id, body: changes });
      toast.success('Saved: your obligations are updated');
    } catch (failure) {
      toast.error(failed(failure));
    }
  };

  const retry = () => {
    if (companiesError) void refetchCompanies();
    else void compliance.refetch();
  };

  let body;
  if (companiesPending) {
    // Nothing yet: a spinner here would be pushed down by the company line appearing above it (a layout shift).
    body = null;
  } else if (loadFailed) {
    body = <ComplianceLoadFailed title={LOAD_FAILED} onRetry={retry} retrying={compliance.isFetching} />;
  } else if (!selected) {
    body = <NoCompanyYet onAdd={() => setAdding(true)} />;
  } else if (asOfRefusal) {
    body = (
      <p
        role="alert"
        className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        {asOfRefusal.replace(/^as_of: /, '')}
        <Button variant="secondary" size="sm" onClick={() => setAsOf(undefined)}>
          Back to today
        </Button>
      </p>
    );
  } else if (!list || !health) {
    body = <Spinner label="Loading compliance" className="py-24" />;
  } else {
    const { requirements, as_of: asOf } = list;
    const pastFilings = filingsDueBeforeJoining(requirements, selected.created_at);
    const forming = list.stage === 'forming';
    const formingAhead = forming && lookAhead !== undefined;
    body = (
      <div className="grid grid-cols-1 gap-6">
        {!canWrite && <ViewOnlyNote company={selected} />}
        {canWrite && selected.past_filings === null && pastFilings.length > 0 && (
          <PastFilingsBanner
            count={pastFilings.length}
            onConfirm={() => answer('filed')}
            onDecline={() => answer('not_filed')}
            onReview={() => setFilter('overdue')}
            answering={answering}
          />
        )}
        {forming && <FormingStageNotice company={selected} />}
        <AsOfBar company={selected} asOf={list.as_of} lookAhead={lookAhead} forming={forming} onChange={setAsOf} />
        {formingAhead ? (
          <FormingAsOfNotice company={selected} day={lookAhead} onBack={() => setAsOf(undefined)} />
        ) : (
          <>
            <HealthCard health={health} />
            <WhatIfPanel
              key={selected.id}
              company={selected}
              asOf={lookAhead}
              onApply={canWrite ? (changes) => saveFacts(changes, () => 'Failed to save the changes. Please try again.') : undefined}
            />
            <CalendarPanel companyId={selected.id} />
            <OpenQuestions
              questions={lookAhead ? [] : list.questions}
              onAnswer={
                canWrite
                  ? (changes) =>
                      saveFacts(changes, (failure) =>
                        failure instanceof ApiError && failure.detail ? failure.detail : 'Failed to save your answer. Please try again.',
                      )
                  : undefined
              }
            />
            <RequirementsCard
              requirements={requirements}
              filter={filter}
              onFilter={setFilter}
              onAddAll={buy && (() => void addAll(requirements))}
              addingAll={addingAll}
            >
              <BuyRequirementContext.Provider value={buy}>
                <PastFilingAnswerContext.Provider value={pastFiling}>
                  <AnswerFactContext.Provider
                    value={
                      canWrite && !lookAhead
                        ? (changes) => saveFacts(changes, () => 'Failed to save your answer. Please try again.')
                        : undefined
                    }
                  >
                    {groups.length === 0 ? (
                      <p className="px-4 py-12 text-center text-sm text-muted">
                        {requirements.length === 0 ? 'No requirements apply to this company yet.' : `No ${filter} requirements.`}
                      </p>
                    ) : (
                      <RequirementGroups
                        groups={groups}
                        asOf={asOf}
                        doneExpanded={filter === 'completed'}
                        onSetStatus={canWrite && !lookAhead ? setStatus : undefined}
                        updatingId={updateRequirement.isPending ? updateRequirement.variables.requirementId : undefined}
                      />
                    )}
                  </AnswerFactContext.Provider>
                </PastFilingAnswerContext.Provider>
              </BuyRequirementContext.Provider>
            </RequirementsCard>
          </>
        )}
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
              <CountryCode code={countryCodes[selected.country]} name={selected.country} className="mr-1.5 align-[0.1em]" />
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
      <AddAllDialog result={addAllResult} asOf={list?.as_of ?? todayIso()} onOpenChange={(open) => !open && setAddAllResult(null)} />
      <OneProductDialog inCart={cartFlow.inCartName} open={cartFlow.blockedOpen} onOpenChange={cartFlow.setBlockedOpen} />
    </div>
  );
}

export { CompliancePage as Component };
export { loader } from './compliance-data';
