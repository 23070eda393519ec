import { useMemo } from 'react';
import type { Company, ComplianceHealth, ComplianceList } from '@charter/shared';
import { usePastFilingsAnswer } from '@/features/companies/hooks/use-past-filings-answer';
import { AnswerFactContext } from '@/features/compliance/components/answer-fact';
import { AsOfBar } from '@/features/compliance/components/as-of-bar';
import { BuyRequirementContext } from '@/features/compliance/components/buy-requirement';
import { FormingAsOfNotice, FormingStageNotice, ViewOnlyNote } from '@/features/compliance/components/compliance-notices';
import { HealthCard } from '@/features/compliance/components/health-card';
import { OpenQuestions } from '@/features/compliance/components/open-questions';
import { PastFilingAnswerContext } from '@/features/compliance/components/past-filing-answer';
import { PastFilingsBanner } from '@/features/compliance/components/past-filings-banner';
import { RequirementGroups } from '@/features/compliance/components/requirement-groups';
import { RequirementsCard } from '@/features/compliance/components/requirements-card';
import { WhatIfPanel } from '@/features/compliance/components/what-if-panel';
import { filingsDueBeforeJoining } from '@/features/compliance/lib/compliance-view';
import { groupRequirements } from '@/features/compliance/lib/requirement-groups';
import { CalendarPanel } from '@/features/reminders/components/calendar-panel';
import type { useComplianceAddress } from './use-compliance-address';
import type { useRequirementAnswers } from './use-requirement-answers';
import type { useRequirementPurchases } from './use-requirement-purchases';

interface ComplianceOverviewProps {
  company: Company;
  list: ComplianceList;
  health: ComplianceHealth;
  canWrite: boolean;
  address: ReturnType<typeof useComplianceAddress>;
  purchases: ReturnType<typeof useRequirementPurchases>;
  answers: ReturnType<typeof useRequirementAnswers>;
}

/** The compliance page once its list has loaded: notices, the "as of" bar, the score, the panels and the requirements. */
export function ComplianceOverview({ company, list, health, canWrite, address, purchases, answers }: ComplianceOverviewProps) {
  const { lookAhead, filter, setAsOf, setFilter } = address;
  const { requirements, as_of: asOf } = list;
  const pastFilings = usePastFilingsAnswer(company.id);
  // Kept between renders: the groups render deferred (RequirementGroups), and a new array would render them again.
  const groups = useMemo(
    () => groupRequirements(requirements, asOf, filter, answers.completedHere),
    [requirements, asOf, filter, answers.completedHere],
  );
  const dueBeforeJoining = filingsDueBeforeJoining(requirements, company.created_at);
  const forming = list.stage === 'forming';

  return (
    <div className="grid grid-cols-1 gap-6">
      {!canWrite && <ViewOnlyNote company={company} />}
      {canWrite && company.past_filings === null && dueBeforeJoining.length > 0 && (
        <PastFilingsBanner
          count={dueBeforeJoining.length}
          onConfirm={() => pastFilings.answer('filed')}
          onDecline={() => pastFilings.answer('not_filed')}
          onReview={() => setFilter('overdue')}
          answering={pastFilings.answering}
        />
      )}
      {forming && <FormingStageNotice company={company} />}
      <AsOfBar company={company} asOf={asOf} lookAhead={lookAhead} forming={forming} onChange={setAsOf} />
      {forming && lookAhead !== undefined ? (
        <FormingAsOfNotice company={company} day={lookAhead} onBack={() => setAsOf(undefined)} />
      ) : (
        <>
          <HealthCard health={health} />
          <WhatIfPanel key={company.id} company={company} asOf={lookAhead} onApply={answers.tryChanges} />
          <CalendarPanel companyId={company.id} />
          <OpenQuestions questions={lookAhead ? [] : list.questions} onAnswer={answers.answerQuestion} />
          <RequirementsCard
            requirements={requirements}
            filter={filter}
            onFilter={setFilter}
            onAddAll={purchases.addAll && (() => purchases.addAll!(requirements))}
            addingAll={purchases.addingAll}
          >
            <BuyRequirementContext.Provider value={purchases.buy}>
              <PastFilingAnswerContext.Provider value={answers.pastFiling}>
                <AnswerFactContext.Provider value={answers.answerFact}>
                  {groups.length === 0 ? (
                    <p className="px-4 py-12 text-center text-sm text-muted">
                      {requirements.length === 0 ? 'No requirements apply to this company yet.' : `No ${filter} requirements.`}
                    </p>
                  ) : (
                    <RequirementGroups
                      groups={groups}
                      asOf={asOf}
                      doneExpanded={filter === 'completed'}
                      onSetStatus={answers.setStatus}
                      updatingId={answers.updatingId}
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
