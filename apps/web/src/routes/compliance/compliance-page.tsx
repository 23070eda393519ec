import { Plus } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { countryCodes, entityTypeLabels, roleCan } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { CountryCode } from '@/components/ui/country-code';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { OneProductDialog } from '@/features/cart/components/one-product-dialog-lazy';
import { AddCompanyDialog } from '@/features/companies/components/add-company-dialog-lazy';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { useCompliance } from '@/features/compliance/api/use-compliance';
import { AddAllDialog } from '@/features/compliance/components/add-all-dialog-lazy';
import { AsOfRefused, ComplianceLoadFailed, NoCompanyYet } from '@/features/compliance/components/compliance-notices';
import { todayIso } from '@/features/compliance/lib/calendar-days';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ComplianceOverview } from './compliance-overview';
import { useComplianceAddress } from './use-compliance-address';
import { useRequirementAnswers } from './use-requirement-answers';
import { useRequirementPurchases } from './use-requirement-purchases';

const LOAD_FAILED = 'Failed to load compliance data';
const LOAD_FAILED_TOAST = 'compliance-load-failed';

/** Spec §2 Compliance page: the selected company's health score and requirements. */
export function CompliancePage() {
  const { selected, isPending: companiesPending, isError: companiesError, refetch: refetchCompanies } = useSelectedCompany();
  const address = useComplianceAddress();
  const { lookAhead } = address;
  const compliance = useCompliance(selected?.id, lookAhead);
  // Viewers (an accountant) read; the server refuses their writes anyway, so none is offered.
  const canWrite = selected?.role ? roleCan(selected.role, 'compliance:write') : false;
  const purchases = useRequirementPurchases(selected, lookAhead);
  const answers = useRequirementAnswers(selected, canWrite, lookAhead);
  const [adding, setAdding] = useState(false);
  useDocumentTitle('Compliance', selected?.name);

  // The obligations render in a pass React can pause for input, after the header has painted: as one render with it
  // they were the page's longest task (Lighthouse mobile).
  const list = useDeferredValue(compliance.list);
  const health = useDeferredValue(compliance.health);
  // A date the server refuses (before incorporation, too far ahead) is said next to the picker, not as a failed page.
  const asOfRefusal =
    lookAhead && compliance.error instanceof ApiError && compliance.error.status === 400 ? compliance.error.detail : undefined;
  const loadFailed = companiesError || (Boolean(selected) && compliance.isError && !asOfRefusal);
  useEffect(() => {
    // One toast per failure, however many times the page re-renders (spec §8).
    if (loadFailed) toast.error(LOAD_FAILED, { id: LOAD_FAILED_TOAST });
    else toast.dismiss(LOAD_FAILED_TOAST);
  }, [loadFailed]);

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
    body = <AsOfRefused detail={asOfRefusal} onBack={() => address.setAsOf(undefined)} />;
  } else if (!list || !health) {
    body = <Spinner label="Loading compliance" className="py-24" />;
  } else {
    body = (
      <ComplianceOverview
        company={selected}
        list={list}
        health={health}
        canWrite={canWrite}
        address={address}
        purchases={purchases}
        answers={answers}
      />
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
      <AddAllDialog
        result={purchases.addAllResult}
        asOf={list?.as_of ?? todayIso()}
        onOpenChange={(open) => !open && purchases.closeAddAll()}
      />
      <OneProductDialog inCart={purchases.inCartName} open={purchases.blockedOpen} onOpenChange={purchases.setBlockedOpen} />
    </div>
  );
}

export { CompliancePage as Component };
export { loader } from './compliance-data';
