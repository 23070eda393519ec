import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  capitalOptionsFor,
  feeBreakdownLines,
  formatMajor,
  indiaEntityTypes,
  MAX_PEOPLE,
  OPC_DIRECTOR_MESSAGE,
  PERSON_FIELDS_MESSAGE,
  usEntityTypes,
  type IndiaEntityType,
} from '@charter/shared';
import { useBillingDetails } from '@/components/invoices/billing-details-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioCard } from '@/components/ui/radio-card';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useCreateIncorporation, useIncorporationQuote } from '../api/use-incorporation';
import { companiesQueryKey } from '../api/use-companies';
import { IncorporationBilling } from './incorporation-billing';
import {
  detailsComplete,
  initialForm,
  personComplete,
  statesOf,
  withEntityType,
  withPeopleCount,
  type IncorporationCountry,
  type IncorporationForm,
} from '../lib/incorporation-form';

const TOTAL_STEPS = 4;
const stepTitles = ['Entity type', 'Company details', 'People', 'Review and pay'];
const entityLabels: Record<string, string> = {
  'Private Limited': 'Private Limited',
  OPC: 'One Person Company (OPC)',
  LLP: 'Limited Liability Partnership (LLP)',
  LLC: 'LLC',
  'C-Corp': 'C-Corp',
};
const lakh = (value: number) => `₹${value} lakh`;

interface IncorporationWizardProps {
  country: IncorporationCountry;
  onBack: () => void;
  onOpenExisting: (companyId: string) => void;
}

/** Spec §4 incorporation wizards (India and USA): entity, details, people, review with the server's quote, Pay. */
export function IncorporationWizard({ country, onBack, onOpenExisting }: IncorporationWizardProps) {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<IncorporationForm>(() => initialForm(country));
  const [error, setError] = useState<string | null>(null);
  const [existingId, setExistingId] = useState<string | null>(null);
  // One key per wizard attempt: a double click or a retry after a network error never creates a second order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const quote = useIncorporationQuote(form, step === TOTAL_STEPS);
  const create = useCreateIncorporation(idempotencyKey);
  const billing = useBillingDetails();
  const queryClient = useQueryClient();
  const people = country === 'India' ? 'Directors' : 'Members';
  const personWord = country === 'India' ? (form.entityType === 'LLP' ? 'Partner' : 'Director') : 'Member';

  const next = () => {
    setError(null);
    if (step === 2 && !detailsComplete(form)) return setError('Please enter the company name and choose a state');
    if (step === 3 && !form.people.every(personComplete)) return setError(PERSON_FIELDS_MESSAGE);
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

  const stepTitle = stepTitles[step - 1]!;
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <h3 className="font-semibold text-ink">{stepTitle}</h3>
          <span className="tabular-nums text-muted">
            Step {step} of {TOTAL_STEPS}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Incorporation progress"
          aria-valuemin={0}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${TOTAL_STEPS}: ${stepTitle}`}
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-accent-600 transition-[width] duration-300"
            style={{ width: `${(step / TOTAL_STEPS) * 100}%` }}
          />
        </div>
      </div>

      {step === 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm text-muted">What kind of company will it be?</legend>
          {(country === 'India' ? indiaEntityTypes : usEntityTypes).map((type) => (
            <RadioCard
              key={type}
              name="entity_type"
              value={type}
              checked={form.entityType === type}
              onChange={() => setForm(withEntityType(form, type))}
              label={entityLabels[type]}
              className="justify-start"
            />
          ))}
        </fieldset>
      )}

      {step === 2 && (
        <div className="grid gap-4">
          <Field label="Company name">
            <Input
              value={form.companyName}
              onChange={(event) => setForm({ ...form, companyName: event.target.value })}
              autoComplete="organization"
            />
          </Field>
          <Field label={country === 'India' ? 'State or union territory' : 'State'}>
            <Select value={form.state} onChange={(event) => setForm({ ...form, state: event.target.value })}>
              <option value="">Choose…</option>
              {statesOf(country).map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
          </Field>
          {country === 'India' && (
            <Field label={form.entityType === 'LLP' ? 'Capital contribution' : 'Authorised capital'}>
              <Select value={String(form.capital)} onChange={(event) => setForm({ ...form, capital: Number(event.target.value) })}>
                {capitalOptionsFor(form.entityType as IndiaEntityType).map((option) => (
                  <option key={option} value={option}>
                    {lakh(option)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label={`Number of ${people.toLowerCase()}`} hint={form.entityType === 'OPC' ? OPC_DIRECTOR_MESSAGE : `1 to ${MAX_PEOPLE}`}>
            <Input
              type="number"
              min={1}
              max={form.entityType === 'OPC' ? 1 : MAX_PEOPLE}
              value={form.people.length}
              onChange={(event) => setForm(withPeopleCount(form, Number(event.target.value)))}
            />
          </Field>
        </div>
      )}

      {step === 3 && (
        <div className="grid gap-4">
          {form.people.map((person, index) => {
            const update = (field: keyof typeof person, value: string) =>
              setForm({ ...form, people: form.people.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)) });
            return (
              <fieldset key={index} className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-3">
                <legend className="px-1 text-sm font-semibold text-ink">
                  {personWord} {index + 1}
                </legend>
                <Field label="Full name">
                  <Input value={person.name} onChange={(event) => update('name', event.target.value)} autoComplete="name" />
                </Field>
                <Field label="Phone">
                  <Input type="tel" value={person.phone} onChange={(event) => update('phone', event.target.value)} autoComplete="tel" />
                </Field>
                <Field label="Email">
                  <Input type="email" value={person.email} onChange={(event) => update('email', event.target.value)} autoComplete="email" />
                </Field>
              </fieldset>
            );
          })}
        </div>
      )}

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
            <dd className="text-ink">{form.people.map((person) => person.name).join(', ')}</dd>
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

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        {step < TOTAL_STEPS ? (
          <Button onClick={next}>Continue</Button>
        ) : (
          <Button loading={create.isPending} disabled={!quote.data || create.isPending} onClick={() => void pay()}>
            {quote.data ? `Pay ${formatMajor(quote.data.total_amount, quote.data.currency)}` : 'Pay'}
          </Button>
        )}
      </div>
    </div>
  );
}
