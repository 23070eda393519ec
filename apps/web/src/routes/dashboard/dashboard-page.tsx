import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { roleCan, type PastFilingsAnswer } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { useAnswerPastFilings } from '@/features/companies/api/use-answer-past-filings';
import { AddCompanyDialog } from '@/features/companies/components/add-company-dialog';
import { businessInfoOf, useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { useCompliance } from '@/features/compliance/api/use-compliance';
import { CompliancePanel } from '@/features/compliance/components/compliance-panel';
import { PastFilingsBanner } from '@/features/compliance/components/past-filings-banner';
import { filingsDueBeforeJoining } from '@/features/compliance/lib/compliance-view';
import { readStorage, storageKeys } from '@/lib/storage-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

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

/** Spec §2 Dashboard: the welcome banner (first name or Founder) and the compliance panel; other panels arrive with their domains. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const { selected, isPending: companiesPending } = useSelectedCompany();
  const [addingCompany, setAddingCompany] = useState(false);
  useDocumentTitle('Dashboard', selected?.name);
  const navigate = useNavigate();
  const compliance = useCompliance(selected?.id);
  const answerPastFilings = useAnswerPastFilings();
  const canWrite = selected?.role ? roleCan(selected.role, 'compliance:write') : false;
  // The same question as on /compliance, asked until answered, so the first score is never a false alarm.
  const pastFilings =
    selected && selected.past_filings === null && compliance.list
      ? filingsDueBeforeJoining(compliance.list.requirements, selected.created_at)
      : [];
  const answer = (value: PastFilingsAnswer) => {
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
          Welcome back, {firstName}
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
      {canWrite && pastFilings.length > 0 && (
        <PastFilingsBanner
          count={pastFilings.length}
          onConfirm={() => answer('filed')}
          onDecline={() => answer('not_filed')}
          onReview={() => void navigate('/compliance')}
          answering={answerPastFilings.isPending ? answerPastFilings.variables.answer : null}
        />
      )}
      <div className="grid grid-cols-1 gap-6">
        <CompliancePanel
          companyId={selected?.id}
          companyName={selected?.name}
          companiesLoading={companiesPending}
          readOnly={selected?.role ? !roleCan(selected.role, 'compliance:write') : false}
          onAddCompany={() => setAddingCompany(true)}
        />
      </div>
      <AddCompanyDialog open={addingCompany} onOpenChange={setAddingCompany} />
    </div>
  );
}
