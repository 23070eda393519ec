import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { feeBreakdownLines, formatMajor, formatMoney, indiaEntityTypes, usEntityTypes } from '@charter/shared';
import { useBillingDetails } from '@/components/invoices/billing-details-form';
import { Button } from '@/components/ui/button';
import { RadioCard } from '@/components/ui/radio-card';
import { toast } from '@/components/ui/toaster';
import { WizardFrame } from '@/components/ui/wizard-frame';
import { ApiError } from '@/lib/api-client';
import { useCreateIncorporation, useIncorporationQuote } from '../api/use-incorporation';
import { companiesQueryKey } from '../api/use-companies';
import { IncorporationBilling } from './incorporation-billing';
import { clearIncorporationDraft, readIncorporationDraft, saveIncorporationDraft } from '../lib/incorporation-draft';
import {
  detailsIssue,
  franchiseTaxMinor,
  initialForm,
  peopleIssue,
  subscribedShares,
  withEntityType,
  type IncorporationCountry,
  type IncorporationForm,
} from '../lib/incorporation-form';
import { IncorporationDetailsStep } from './incorporation-details-step';
import { IncorporationPeopleStep, personWordOf } from './incorporation-people-step';

const stepTitles = ['Entity type', 'Company details', 'People', 'Review and pay'];
const TOTAL_STEPS = stepTitles.length;
const entityLabels: Record<string, string> = {
  'Private Limited': 'Private Limited',
  OPC: 'One Person Company (OPC)',
  LLP: 'Limited Liability Partnership (LLP)',
  LLC: 'LLC',
  'C-Corp': 'C-Corp',
};
const lakh = (value: number) => `₹${value} lakh`;

/** The saved draft of this country's wizard, if the founder left one in this tab (a reload resumes it). */
function resumed(country: IncorporationCountry) {
  const draft = readIncorporationDraft();
  return draft && draft.country === country ? draft : null;
}

interface IncorporationWizardProps {
  country: IncorporationCountry;
  onBack: () => void;
  onOpenExisting: (companyId: string) => void;
}

/** Spec §4 incorporation wizards (India and USA): entity, details, people, review with the server's quote, Pay. */
export function IncorporationWizard({ country, onBack, onOpenExisting }: IncorporationWizardProps) {
  const [draft] = useState(() => resumed(country));
  const [step, setStep] = useState(draft?.step ?? 1);
  const [form, setForm] = useState<IncorporationForm>(() => draft?.form ?? initialForm(country));
  const [error, setError] = useState<string | null>(null);
  const [existingId, setExistingId] = useState<string | null>(null);
  // One key per wizard attempt (kept with the draft): a double click, a retry or a reload never creates a second order.
  const [idempotencyKey] = useState(() => draft?.idempotencyKey ?? crypto.randomUUID());
  useEffect(() => saveIncorporationDraft({ country, step, form, idempotencyKey }), [country, step, form, idempotencyKey]);
  const quote = useIncorporationQuote(form, step === TOTAL_STEPS);
  const create = useCreateIncorporation(idempotencyKey);
  const billing = useBillingDetails();
  const queryClient = useQueryClient();
  const people = `${personWordOf(form)}s`;
  // A change answers the message it was shown for; Continue checks again.
  const edit = (next: IncorporationForm) => {
    setForm(next);
    setError(null);
  };

  const next = () => {
    setError(null);
    const issue = step === 2 ? detailsIssue(form) : step === 3 ? peopleIssue(form) : null;
    if (issue) return setError(issue);
    setStep(step + 1);
  };
  const back = () => {
    setError(null);
    if (step === 1) onBack();
    else setStep(step - 1);
  };

  const pay = async () => {
    if (!quote.data) return;
    setError(null);
    const billingDetails = country === 'India' ? billing.check() : undefined;
    if (billingDetails === false) return;
    try {
      const start = await create.mutateAsync({ form, quote: quote.data, billing: billingDetails });
      clearIncorporationDraft();
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      // Full page loads: the hosted checkout is another site, and the paying page's CSP is the one that admits Razorpay.
      window.location.assign('stripe_url' in start ? start.stripe_url : `/pay/${start.order_id}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'CONFLICT') {
        if (failure.existingId) setExistingId(failure.existingId);
        else void quote.refetch();
        setError(failure.detail ?? 'Please review the total and pay again.');
        return;
      }
      const detail = failure instanceof ApiError ? failure.detail : undefined;
      setError(detail ?? 'Payment failed');
      toast.error(detail ?? 'Payment failed');
    }
  };

  return (
    <WizardFrame
      stepTitles={stepTitles}
      step={step}
      progressLabel="Incorporation progress"
      onBack={back}
      next={
        step < TOTAL_STEPS ? (
          <Button onClick={next}>Continue</Button>
        ) : (
          <Button loading={create.isPending} disabled={!quote.data || create.isPending} onClick={() => void pay()}>
            {quote.data ? `Pay ${formatMajor(quote.data.total_amount, quote.data.currency)}` : 'Pay'}
          </Button>
        )
      }
    >
      {step === 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm text-muted">What kind of company will it be?</legend>
          {(country === 'India' ? indiaEntityTypes : usEntityTypes).map((type) => (
            <RadioCard
              key={type}
              name="entity_type"
              value={type}
              checked={form.entityType === type}
              onChange={() => edit(withEntityType(form, type))}
              label={entityLabels[type]}
              className="justify-start"
            />
          ))}
        </fieldset>
      )}

      {step === 2 && <IncorporationDetailsStep form={form} setForm={edit} />}

      {step === 3 && <IncorporationPeopleStep form={form} setForm={edit} />}

      {step === 4 && (
        <div className="grid gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Company</dt>
            <dd className="font-medium text-ink">{form.companyName}</dd>
            <dt className="text-muted">Entity</dt>
            <dd className="text-ink">{entityLabels[form.entityType]}</dd>
            <dt className="text-muted">State</dt>
            <dd className="text-ink">{form.state}</dd>
            {country === 'India' && (
              <>
                <dt className="text-muted">{form.entityType === 'LLP' ? 'Contribution' : 'Capital'}</dt>
                <dd className="text-ink">{lakh(form.capital)}</dd>
              </>
            )}
            <dt className="text-muted">{people}</dt>
            <dd className="text-ink">
              {form.people
                .map((person) => `${person.name}${form.country === 'India' && person.resident ? ' (resident in India)' : ''}`)
                .join(', ')}
            </dd>
            {form.entityType === 'OPC' && (
              <>
                <dt className="text-muted">Nominee</dt>
                <dd className="text-ink">{form.nominee.name} (consent in Form INC-3)</dd>
              </>
            )}
            {form.country === 'India' && form.entityType !== 'LLP' && (
              <>
                <dt className="text-muted">Subscribed</dt>
                <dd className="tabular-nums text-ink">{subscribedShares(form).taken.toLocaleString('en-IN')} shares of ₹10</dd>
              </>
            )}
            {form.entityType === 'C-Corp' && (
              <>
                <dt className="text-muted">Authorised shares</dt>
                <dd className="tabular-nums text-ink">
                  {Number(form.authorizedShares).toLocaleString('en-US')} at ${form.parValue} par
                </dd>
              </>
            )}
            {form.entityType === 'LLC' && (
              <>
                <dt className="text-muted">Management</dt>
                <dd className="text-ink">{form.management === 'manager-managed' ? 'Manager-managed' : 'Member-managed'}</dd>
              </>
            )}
          </dl>
          <section aria-label="Fees" className="rounded-xl border border-line">
            {quote.isPending && <p className="p-3 text-sm text-muted">Calculating the fees…</p>}
            {quote.isError && (
              <div className="flex items-center justify-between gap-2 p-3 text-sm">
                <p role="alert">The fees could not be calculated.</p>
                <Button variant="secondary" size="sm" onClick={() => void quote.refetch()}>
                  Try again
                </Button>
              </div>
            )}
            {quote.data && (
              <dl className="divide-y divide-line text-sm">
                {feeBreakdownLines(quote.data.fee_breakdown, quote.data.currency).map((line) => (
                  <div key={line.key} className={`flex justify-between gap-3 px-3 py-2 ${line.subtotal ? 'bg-slate-50 font-medium' : ''}`}>
                    <dt className={line.subtotal ? 'text-ink' : 'text-muted'}>{line.label}</dt>
                    <dd className="tabular-nums text-ink">{line.formatted}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-3 px-3 py-3 text-base font-semibold">
                  <dt>Total</dt>
                  <dd className="tabular-nums" data-testid="incorporation-total">
                    {formatMajor(quote.data.total_amount, quote.data.currency)}
                  </dd>
                </div>
              </dl>
            )}
          </section>
          {franchiseTaxMinor(form) !== null && (
            <p className="text-sm text-muted">
              Not part of this payment: Delaware’s franchise tax of {formatMoney(franchiseTaxMinor(form)!, 'USD')} a year for{' '}
              {Number(form.authorizedShares).toLocaleString('en-US')} authorised shares, which the company pays each 1 March.
            </p>
          )}
          {country === 'India' && <IncorporationBilling billing={billing} />}
          <p className="text-xs text-muted">
            {country === 'India' ? 'You pay in a secure popup.' : 'You pay on a secure checkout page and come back here.'} Government fees
            are paid on your behalf to the authorities.
          </p>
        </div>
      )}

      {error && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{error}</p>
          {existingId && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => onOpenExisting(existingId)}>
              Open the existing company
            </Button>
          )}
        </div>
      )}
    </WizardFrame>
  );
}
