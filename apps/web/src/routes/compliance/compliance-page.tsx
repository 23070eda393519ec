import { Building2, CalendarClock, Eye, Hammer, Plus, RefreshCw, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  companyRoleLabels,
  countryCodes,
  entityTypeLabels,
  planAddAll,
  roleCan,
  WHAT_IF_MAX_YEARS_AHEAD,
  type Requirement,
} from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAnswerPastFilings } from '@/features/companies/api/use-answer-past-filings';
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
import { StatusFilter } from '@/features/compliance/components/status-filter';
import { WhatIfPanel } from '@/features/compliance/components/what-if-panel';
import { OpenQuestions } from '@/features/compliance/components/open-questions';
import { ApiError } from '@/lib/api-client';
import { AnswerFactContext } from '@/features/compliance/components/answer-fact';
import { BuyRequirementContext, type BuyRequirement } from '@/features/compliance/components/buy-requirement';
import { OneProductDialog } from '@/features/cart/components/one-product-dialog';
import { useAddToCartFlow } from '@/features/cart/hooks/use-add-to-cart-flow';
import { AddAllDialog, type AddAllResult } from '@/features/compliance/components/add-all-dialog';
import { countByFilter, filingsDueBeforeJoining, type StatusFilterValue } from '@/features/compliance/lib/compliance-view';
import { groupRequirements, parseStatusFilter } from '@/features/compliance/lib/requirement-groups';
import { formatCalendarDate } from '@/lib/format-date';
import { useHandOverWhenReady } from '@/lib/prerendered';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CountryCode } from '@/components/ui/country-code';

const LOAD_FAILED = 'Failed to load compliance data';
const LOAD_FAILED_TOAST = 'compliance-load-failed';

/** Spec §2 Compliance page: the selected company's health score and requirements. */
export function CompliancePage() {
  const { selected, isPending: companiesPending, isError: companiesError, refetch: refetchCompanies } = useSelectedCompany();
  const [searchParams, setSearchParams] = useSearchParams();
  // "As of" a later date (up to three years ahead), in the address like the filter; today when absent.
  const asOfParam = searchParams.get('as_of');
  const lookAhead = asOfParam && /^\d{4}-\d{2}-\d{2}$/.test(asOfParam) ? asOfParam : undefined;
  const compliance = useCompliance(selected?.id, lookAhead);
  const updateCompany = useUpdateCompany();
  const updateRequirement = useUpdateRequirement();
  const answerPastFilings = useAnswerPastFilings();
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
  // The server's snapshot of this page (src/snapshot) stays until the page shows the same: data, or what went wrong.
  useHandOverWhenReady(!companiesPending && (loadFailed || !selected || Boolean(list && health)));
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

  const retry = () => {
    if (companiesError) void refetchCompanies();
    else void compliance.refetch();
  };

  let body;
  if (companiesPending) {
    // Nothing yet: a spinner here would be pushed down by the company line appearing above it (a layout shift).
    body = null;
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
    // "As of" runs from the incorporation (today while forming) to three years ahead; the server enforces the same.
    const earliest = selected.incorporation_date ?? todayIso();
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
        {forming && (
          <section
            aria-labelledby="forming-heading"
            className="flex flex-col gap-2 rounded-xl border border-accent-100 bg-accent-50 p-4 sm:flex-row sm:items-start sm:gap-3"
            data-testid="forming-stage"
          >
            <Hammer className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
            <div className="grid gap-1 text-sm">
              <h2 id="forming-heading" className="font-semibold text-ink">
                {selected.name} is being formed
              </h2>
              <p className="text-muted">
                Its formation steps (name, signatures, the incorporation filing, {selected.country === 'India' ? 'PAN and TAN' : 'the EIN'})
                are on its formation order. Below is what falls due right after incorporation; the full calendar starts from the date on the
                certificate, once Charter records it.
              </p>
              <Link to="/orders" className="w-fit font-medium text-accent-700 underline-offset-4 hover:underline">
                See the formation steps
              </Link>
            </div>
          </section>
        )}
        <div className="flex flex-col gap-2 rounded-lg border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <label className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <CalendarClock className="size-4 text-accent-600" aria-hidden="true" />
            <span className="font-medium">As of</span>
            <input
              type="date"
              aria-label="Show obligations as of"
              className="h-9 rounded-lg border border-line px-2 text-sm"
              value={lookAhead ?? list.as_of}
              min={earliest}
              max={yearsAhead(todayIso(), WHAT_IF_MAX_YEARS_AHEAD)}
              onChange={(event) => setAsOf(event.target.value && event.target.value !== todayIso() ? event.target.value : undefined)}
            />
          </label>
          {lookAhead ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted" role="status">
              {forming
                ? `${selected.name} is not incorporated yet, so no date can be planned ahead.`
                : 'Showing the obligations and the score as they will stand on this date; nothing can be marked done here.'}
              {!forming && (
                <Button variant="ghost" size="sm" onClick={() => setAsOf(undefined)}>
                  Back to today
                </Button>
              )}
            </p>
          ) : (
            <p className="text-sm text-muted">
              {forming
                ? 'The calendar starts from the date on the certificate of incorporation.'
                : `Pick a date from the incorporation to ${WHAT_IF_MAX_YEARS_AHEAD} years ahead.`}
            </p>
          )}
        </div>
        {formingAhead ? (
          // Before incorporation a date ahead has no calendar: every date hangs on the day the certificate is issued.
          <Card data-testid="forming-as-of">
            <CardContent className="grid gap-2 py-8 text-center">
              <h2 className="text-base font-semibold text-ink">Nothing is planned for {formatCalendarDate(lookAhead)} yet</h2>
              <p className="mx-auto max-w-xl text-sm text-muted">
                {selected.name} is still being formed. Its filings fall due counting from the date on its certificate of incorporation, so
                Charter cannot say what will be pending on a later date until it records that date. Today&apos;s view lists what falls due
                right after incorporation.
              </p>
              <div>
                <Button variant="secondary" size="sm" onClick={() => setAsOf(undefined)}>
                  Back to today
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : (
          <>
            <HealthCard health={health} />
            <WhatIfPanel
              key={selected.id}
              company={selected}
              asOf={lookAhead}
              onApply={
                canWrite
                  ? async (changes) => {
                      try {
                        await updateCompany.mutateAsync({ id: selected.id, body: changes });
                        toast.success('Saved: your obligations are updated');
                      } catch {
                        toast.error('Failed to save the changes. Please try again.');
                      }
                    }
                  : undefined
              }
            />
            <CalendarPanel companyId={selected.id} />
            <OpenQuestions
              questions={lookAhead ? [] : list.questions}
              onAnswer={
                canWrite
                  ? async (changes) => {
                      try {
                        await updateCompany.mutateAsync({ id: selected.id, body: changes });
                        toast.success('Saved: your obligations are updated');
                      } catch (failure) {
                        toast.error(
                          failure instanceof ApiError && failure.detail ? failure.detail : 'Failed to save your answer. Please try again.',
                        );
                      }
                    }
                  : undefined
              }
            />
            <Card>
              <div className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
                <h2 className="text-base font-semibold text-ink">Requirements</h2>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <StatusFilter value={filter} onChange={setFilter} counts={countByFilter(requirements)} />
                  {buy && (
                    <Button variant="secondary" size="sm" loading={addingAll} onClick={() => void addAll(requirements)}>
                      <ShoppingCart aria-hidden="true" />
                      Add All to Cart
                    </Button>
                  )}
                </div>
              </div>
              <BuyRequirementContext.Provider value={buy}>
                <PastFilingAnswerContext.Provider value={pastFiling}>
                  <AnswerFactContext.Provider
                    value={
                      canWrite && !lookAhead
                        ? async (changes) => {
                            try {
                              await updateCompany.mutateAsync({ id: selected.id, body: changes });
                              toast.success('Saved: your obligations are updated');
                            } catch {
                              toast.error('Failed to save your answer. Please try again.');
                            }
                          }
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
            </Card>
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

/** Today in the browser's calendar, for the date picker's bounds (the server decides in the company's own zone). */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function yearsAhead(isoDay: string, years: number): string {
  return `${Number(isoDay.slice(0, 4)) + years}${isoDay.slice(4)}`;
}

export { CompliancePage as Component };
