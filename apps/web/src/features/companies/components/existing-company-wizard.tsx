import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Building2, Lock, Rocket } from 'lucide-react';
import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  createCompanyBodySchema,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_TOO_LONG,
  currencySymbols,
  maxLengthMessage,
  entityTypeLabels,
  entityTypesByCountry,
  industries,
  PAST_FILINGS_DEFAULT_FILED_AFTER_DAYS,
  REQUIRED_FIELDS_MESSAGE,
  statesByCountry,
  type Company,
  type CompanyCountry,
  type CreateCompanyBody,
  type EntityType,
  type RegistryCompanyData,
} from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioCard } from '@/components/ui/radio-card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCompanies } from '../api/use-companies';
import { useCreateCompany } from '../api/use-create-company';
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from '../lib/wizard-draft';
import { matchRegistryState, RegistrySearch, type Locked } from './registry-search';

const TOTAL_STEPS = 5;
const stepTitles = ['Formation or existing', 'Basic information', 'Business type', 'Incorporation details', 'Business scale'] as const;
const currencyOf = { India: 'INR', USA: 'USD', UK: 'GBP' } as const satisfies Record<CompanyCountry, keyof typeof currencySymbols>;

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What the form holds: text as typed; `toCreateBody` turns it into the API's contract. */
const wizardSchema = z.object({
  is_formation: z.boolean(),
  name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(COMPANY_NAME_MAX_LENGTH, COMPANY_NAME_TOO_LONG),
  entity_type: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  state: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  industry: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  industry_other: z.string().trim().max(100, maxLengthMessage('Industry', 100)),
  is_exporter: z.boolean(),
  is_food_business: z.boolean(),
  has_manufacturing: z.boolean(),
  has_international_clients: z.boolean(),
  wants_startup_credits: z.boolean(),
  business_model: z.enum(['', 'b2b', 'b2c']),
  incorporation_date: z
    .string()
    .refine((value) => value === '' || z.iso.date().safeParse(value).success, 'Enter a valid date')
    .refine((value) => value === '' || value <= localToday(), 'The incorporation date cannot be in the future'),
  has_deposits: z.enum(['', 'yes', 'no']),
  turnover: z
    .string()
    .trim()
    .refine((value) => /^(\d[\d,]*(\.\d{1,2})?)?$/.test(value), 'Enter the turnover as a number, for example 2500000.50')
    .refine((value) => value === '' || Number(value.replace(/,/g, '')) <= 1e15, 'That turnover is too large'),
  num_employees: z
    .string()
    .trim()
    .refine((value) => /^\d*$/.test(value), 'Enter the number of employees as a whole number')
    .refine((value) => value === '' || Number(value) <= 10_000_000, 'That number of employees is too large'),
  gst_filing: z.enum(['', 'monthly', 'quarterly']),
  /** '' until the founder answers: the default then follows the company's age (see pastFilingsDefault). */
  past_filings: z.enum(['', 'filed', 'not_filed', 'unsure']),
  registration_number: z.string().nullable(),
  paid_up_capital: z.number().nullable(),
});
type WizardValues = z.infer<typeof wizardSchema>;

const stepFields: Record<number, FieldPath<WizardValues>[]> = {
  1: ['is_formation'],
  2: ['name', 'entity_type', 'state', 'industry', 'industry_other'],
  3: ['business_model'],
  4: ['incorporation_date', 'has_deposits', 'past_filings'],
  5: ['turnover', 'num_employees', 'gst_filing'],
};

const DAY_MS = 86_400_000;
const daysSince = (isoDate: string) => Math.floor((Date.parse(localToday()) - Date.parse(isoDate)) / DAY_MS);

/**
 * Whether to ask about the filings due before the company joins: only for an existing company whose first month is
 * behind it (its earliest one-time filings fall due within about 30 days of incorporation).
 */
function asksPastFilings(values: Pick<WizardValues, 'is_formation' | 'incorporation_date'>): boolean {
  return !values.is_formation && z.iso.date().safeParse(values.incorporation_date).success && daysSince(values.incorporation_date) >= 30;
}

/** Untouched, the answer is "filed" for a company over a year old (most were), otherwise "ask me later". */
function pastFilingsChoice(values: Pick<WizardValues, 'past_filings' | 'incorporation_date'>): 'filed' | 'not_filed' | 'unsure' {
  if (values.past_filings) return values.past_filings;
  return daysSince(values.incorporation_date) > PAST_FILINGS_DEFAULT_FILED_AFTER_DAYS ? 'filed' : 'unsure';
}

const normalizedName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The founder's own company this one would duplicate (the server refuses it too; saying so at step 2 saves three steps). */
function ownDuplicate(companies: readonly Company[], country: CompanyCountry, values: Pick<WizardValues, 'name' | 'registration_number'>) {
  const id = values.registration_number?.trim().toUpperCase();
  return companies.find(
    (company) =>
      (id && company.registration_number?.trim().toUpperCase() === id) ||
      (company.country === country && normalizedName(company.name) === normalizedName(values.name)),
  );
}

function toCreateBody(values: WizardValues, country: CompanyCountry): CreateCompanyBody {
  const formation = values.is_formation;
  const otherIndustry = values.industry_other.trim();
  return {
    name: values.name.trim(),
    country,
    state: values.state,
    entity_type: values.entity_type as EntityType,
    is_formation: formation,
    registration_number: values.registration_number,
    industry: values.industry === 'Other' && otherIndustry ? otherIndustry : values.industry,
    business_model: values.business_model || null,
    is_exporter: values.is_exporter,
    is_food_business: values.is_food_business,
    has_manufacturing: values.is_food_business && values.has_manufacturing,
    has_international_clients: values.has_international_clients,
    wants_startup_credits: formation && values.wants_startup_credits,
    incorporation_date: formation ? null : values.incorporation_date || null,
    has_deposits: formation || values.has_deposits === '' ? null : values.has_deposits === 'yes',
    turnover: values.turnover ? Number(values.turnover.replace(/,/g, '')) : null,
    num_employees: values.num_employees ? Number.parseInt(values.num_employees, 10) : null,
    gst_filing: country === 'India' && values.gst_filing ? values.gst_filing : null,
    paid_up_capital: values.paid_up_capital,
    past_filings:
      asksPastFilings(values) && pastFilingsChoice(values) !== 'unsure' ? (pastFilingsChoice(values) as 'filed' | 'not_filed') : null,
  };
}

interface ExistingCompanyWizardProps {
  country: CompanyCountry;
  /** Already Registered: skip step 1 (spec §4). */
  existingOnly: boolean;
  /** Back from the first step leaves the wizard. */
  onBack: () => void;
  onCreated: (company: Company) => void;
  /** The company this one would duplicate: the wizard offers to open it instead. */
  onOpenExisting: (companyId: string) => void;
}

/** The 5-step existing-company setup wizard of spec §4; a formation skips step 4. */
export function ExistingCompanyWizard({ country, existingOnly, onBack, onCreated, onOpenExisting }: ExistingCompanyWizardProps) {
  const firstStep = existingOnly ? 2 : 1;
  // A draft of this same flow (country and path) from before a reload picks up where it was.
  const [draft] = useState(() => {
    const saved = readWizardDraft();
    return saved && saved.country === country && saved.existingOnly === existingOnly ? saved : null;
  });
  const [step, setStep] = useState(draft?.step ?? firstStep);
  const [locked, setLocked] = useState<Locked | null>(draft?.locked ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<{ id: string; detail: string } | null>(null);
  const createCompany = useCreateCompany();
  const { data: ownCompanies } = useCompanies();
  const summaryId = useId();

  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema),
    defaultValues: {
      is_formation: false,
      name: '',
      entity_type: '',
      state: '',
      industry: '',
      industry_other: '',
      is_exporter: false,
      is_food_business: false,
      has_manufacturing: false,
      has_international_clients: false,
      wants_startup_credits: false,
      business_model: '',
      incorporation_date: '',
      has_deposits: '',
      turnover: '',
      num_employees: '',
      gst_filing: '',
      past_filings: '',
      registration_number: null,
      paid_up_capital: null,
      ...(draft ? wizardSchema.partial().catch({}).parse(draft.values) : {}),
    },
  });

  useEffect(() => {
    const save = () => saveWizardDraft({ country, existingOnly, step, values: form.getValues(), locked });
    save();
    return form.subscribe({ formState: { values: true }, callback: save });
  }, [form, country, existingOnly, step, locked]);
  const { errors } = form.formState;
  const [isFormation, industry, isFoodBusiness, entityType, state, name, incorporationDate, pastFilings] = useWatch({
    control: form.control,
    name: ['is_formation', 'industry', 'is_food_business', 'entity_type', 'state', 'name', 'incorporation_date', 'past_filings'],
  });
  // The summary goes as each missing field is filled, not only on the next Continue.
  const stillMissing = { name: !name.trim(), entity_type: !entityType, state: !state, industry: !industry };
  const missingRequired = (['name', 'entity_type', 'state', 'industry'] as const).some((field) => errors[field] && stillMissing[field]);
  const summary = { id: summaryId, shown: missingRequired };
  const showPastFilings = asksPastFilings({ is_formation: isFormation, incorporation_date: incorporationDate });
  const pastFilingsValue = pastFilingsChoice({ past_filings: pastFilings, incorporation_date: incorporationDate });

  const goTo = (next: number) => {
    setFormError(null);
    setDuplicateOf(null);
    const existing = step === 2 && next > 2 ? ownDuplicate(ownCompanies ?? [], country, form.getValues()) : undefined;
    if (existing) {
      setDuplicateOf({ id: existing.id, detail: `You have already added ${existing.name}. Open it instead of adding it twice.` });
      return;
    }
    setStep(next);
  };

  const back = () => {
    if (step === firstStep) {
      clearWizardDraft();
      onBack();
    } else goTo(step === 5 && isFormation ? 3 : step - 1);
  };

  const submit = form.handleSubmit(
    (values) => {
      if (step < TOTAL_STEPS) {
        goTo(step === 3 && values.is_formation ? 5 : step + 1);
        return;
      }
      const parsed = createCompanyBodySchema.safeParse(toCreateBody(values, country));
      if (!parsed.success) {
        setFormError(parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE);
        return;
      }
      createCompany.mutate(parsed.data, {
        onSuccess: (company) => {
          clearWizardDraft();
          toast.success(`${company.name} created successfully!`);
          onCreated(company);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.existingId) {
            setDuplicateOf({ id: error.existingId, detail: error.detail ?? 'You have already added this company.' });
            return;
          }
          toast.error(error instanceof ApiError && error.detail ? error.detail : 'Failed to create company.');
        },
      });
    },
    // Only the current step's fields decide whether it may continue; later steps are checked when reached.
    (fieldErrors) => {
      const blocking = stepFields[step]?.some((field) => field in fieldErrors);
      if (!blocking) {
        form.clearErrors();
        const values = form.getValues();
        if (step < TOTAL_STEPS) goTo(step === 3 && values.is_formation ? 5 : step + 1);
      }
    },
  );

  const applyRegistryData = (data: RegistryCompanyData) => {
    const matchedState = matchRegistryState(country, data.registered_state);
    const options = { shouldValidate: false, shouldDirty: true } as const;
    form.setValue('name', data.company_name, options);
    if (matchedState) form.setValue('state', matchedState, options);
    if (data.entity_type) form.setValue('entity_type', data.entity_type, options);
    form.setValue('incorporation_date', data.date_of_incorporation ?? '', options);
    form.setValue('paid_up_capital', data.paid_up_capital, options);
    form.setValue('registration_number', data.cin ?? data.llpin ?? data.company_number ?? null, options);
    form.clearErrors(['name', 'state', 'entity_type']);
    setLocked({
      name: true,
      state: Boolean(matchedState),
      entity_type: Boolean(data.entity_type),
      source: data.cin ?? data.llpin ?? data.company_number ?? '',
    });
  };

  const clearRegistryData = () => {
    const options = { shouldDirty: true } as const;
    form.setValue('name', '', options);
    form.setValue('state', '', options);
    form.setValue('entity_type', '', options);
    form.setValue('incorporation_date', '', options);
    form.setValue('paid_up_capital', null, options);
    form.setValue('registration_number', null, options);
    setLocked(null);
  };

  const progress = (step / TOTAL_STEPS) * 100;
  const stepTitle = stepTitles[step - 1];

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <h3 className="font-semibold text-ink">{stepTitle}</h3>
          <span className="tabular-nums text-muted">
            Step {step} of {TOTAL_STEPS}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Add company progress"
          aria-valuemin={0}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${TOTAL_STEPS}: ${stepTitle}`}
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-accent-600 transition-[width] duration-300" style={{ width: `${progress}%` }} />
        </div>
      </div>

      {step === 1 && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm text-muted">Is this a company you are forming, or one that already exists?</legend>
          <ChoiceCard
            checked={isFormation}
            onSelect={() => form.setValue('is_formation', true)}
            icon={<Rocket className="size-5" aria-hidden="true" />}
            title="Forming a new company"
            note="Plan the compliance you will have once it is registered"
          />
          <ChoiceCard
            checked={!isFormation}
            onSelect={() => form.setValue('is_formation', false)}
            icon={<Building2 className="size-5" aria-hidden="true" />}
            title="Existing company"
            note="Already registered; track its filings and deadlines"
          />
        </fieldset>
      )}

      {step === 2 && (
        <div className="grid grid-cols-1 gap-4">
          {country !== 'USA' && !isFormation && (
            <RegistrySearch
              country={country}
              locked={locked}
              onLoaded={applyRegistryData}
              onClear={clearRegistryData}
              onEnterManually={() => form.setFocus('name')}
              disabled={createCompany.isPending}
            />
          )}
          <RequiredField label="Company name" error={errors.name?.message} summary={summary}>
            <Input
              autoComplete="organization"
              readOnly={locked?.name}
              className={cn(locked?.name && 'bg-slate-50')}
              {...form.register('name')}
            />
          </RequiredField>
          <div className="grid gap-4 sm:grid-cols-2">
            <RequiredField label="Entity type" error={errors.entity_type?.message} summary={summary} locked={locked?.entity_type}>
              {locked?.entity_type ? (
                <Input readOnly value={entityTypeLabels[entityType as EntityType] ?? entityType} className="bg-slate-50" />
              ) : (
                <Select {...form.register('entity_type')}>
                  <option value="">Select entity type</option>
                  {entityTypesByCountry[country].map((type) => (
                    <option key={type} value={type}>
                      {entityTypeLabels[type]}
                    </option>
                  ))}
                </Select>
              )}
            </RequiredField>
            <RequiredField
              label={country === 'UK' ? 'Jurisdiction' : 'State'}
              error={errors.state?.message}
              summary={summary}
              locked={locked?.state}
            >
              {locked?.state ? (
                <Input readOnly value={state} className="bg-slate-50" />
              ) : (
                <Select {...form.register('state')}>
                  <option value="">{country === 'UK' ? 'Select jurisdiction' : 'Select state'}</option>
                  {statesByCountry[country].map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </Select>
              )}
            </RequiredField>
          </div>
          <RequiredField label="Industry" error={errors.industry?.message} summary={summary}>
            <Select {...form.register('industry')}>
              <option value="">Select industry</option>
              {industries.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </RequiredField>
          {industry === 'Other' && (
            <Field label="Describe your industry (optional)" error={errors.industry_other?.message}>
              <Input placeholder="e.g. Handicrafts" {...form.register('industry_other')} />
            </Field>
          )}
          {missingRequired && (
            <p id={summaryId} role="alert" className="text-sm text-red-700">
              {REQUIRED_FIELDS_MESSAGE}
            </p>
          )}
        </div>
      )}

      {step === 3 && (
        <div className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">What describes the business? Tick all that apply.</legend>
            <CheckboxRow label="Exporter" note="Sells goods or services abroad" {...form.register('is_exporter')} />
            <CheckboxRow label="Food business" note="Makes, stores, sells or serves food" {...form.register('is_food_business')} />
            {isFoodBusiness && (
              <CheckboxRow label="Manufacturing" note="Manufactures or processes food" {...form.register('has_manufacturing')} />
            )}
            <CheckboxRow
              label="International clients"
              note="Has customers outside the country"
              {...form.register('has_international_clients')}
            />
            {isFormation && (
              <CheckboxRow
                label="Startup credits"
                note="Interested in startup schemes and credits"
                {...form.register('wants_startup_credits')}
              />
            )}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Business model</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['b2b', 'b2c'] as const).map((model) => (
                <RadioCard key={model} value={model} label={model.toUpperCase()} {...form.register('business_model')} />
              ))}
            </div>
          </fieldset>
        </div>
      )}

      {step === 4 && (
        <div className="grid gap-5">
          <Field
            label="Incorporation date"
            error={errors.incorporation_date?.message}
            hint={locked ? 'From the registry record' : 'Optional'}
          >
            <Input type="date" max={localToday()} className="tabular-nums" {...form.register('incorporation_date')} />
          </Field>
          {showPastFilings && (
            <fieldset data-testid="past-filings-question">
              <legend className="text-sm font-medium text-ink">Were the filings due after incorporation made at the time?</legend>
              <p className="mb-2 mt-1 text-sm text-muted">
                One-time filings from the company’s first months (its first auditor, commencement of business and the like) are long past
                due. If they were made, Charter marks each as assumed done, and you can change any of them on the compliance page.
              </p>
              <div className="grid gap-2 sm:grid-cols-3">
                {(
                  [
                    ['filed', 'Yes, all made'],
                    ['not_filed', 'No, some are open'],
                    ['unsure', 'Not sure, ask me later'],
                  ] as const
                ).map(([value, label]) => (
                  <RadioCard
                    key={value}
                    name="past_filings"
                    value={value}
                    label={label}
                    checked={pastFilingsValue === value}
                    onChange={() => form.setValue('past_filings', value, { shouldDirty: true })}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Does the company accept deposits or loans?</legend>
            <div className="grid grid-cols-3 gap-2">
              {(
                [
                  ['yes', 'Yes'],
                  ['no', 'No'],
                  ['', 'Not sure'],
                ] as const
              ).map(([value, label]) => (
                <RadioCard key={label} value={value} label={label} {...form.register('has_deposits')} />
              ))}
            </div>
          </fieldset>
        </div>
      )}

      {step === 5 && (
        <div className="grid gap-4">
          <Field
            label={`Annual turnover (${currencySymbols[currencyOf[country]].trim()})`}
            error={errors.turnover?.message}
            hint={`Optional, in ${currencyOf[country]}`}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 2500000"
              className="tabular-nums"
              {...form.register('turnover')}
            />
          </Field>
          <Field label="Number of employees" error={errors.num_employees?.message} hint="Optional">
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 12"
              className="tabular-nums"
              {...form.register('num_employees')}
            />
          </Field>
          {country === 'India' && (
            <Field label="GST filing frequency" hint="Optional">
              <Select {...form.register('gst_filing')}>
                <option value="">Not registered / not sure</option>
                <option value="monthly">Monthly</option>
                <option value="quarterly">Quarterly (QRMP)</option>
              </Select>
            </Field>
          )}
        </div>
      )}

      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      {duplicateOf && (
        <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 text-sm text-amber-950">{duplicateOf.detail}</p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              clearWizardDraft();
              onOpenExisting(duplicateOf.id);
            }}
          >
            Open the existing company
          </Button>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" onClick={back} disabled={createCompany.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" loading={createCompany.isPending}>
          {step === TOTAL_STEPS ? 'Create Company' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}

/**
 * A required field of step 2. Left empty, it points to the step's one summary ("Please fill all required fields");
 * any other rule it breaks (a name over the limit) is said under it, by name, and it points there.
 */
function RequiredField({
  label,
  error,
  summary,
  locked,
  children,
}: {
  label: string;
  error: string | undefined;
  /** The summary's id, and whether it is shown. */
  summary: { id: string; shown: boolean };
  locked?: boolean | undefined;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const ownMessage = error && error !== REQUIRED_FIELDS_MESSAGE ? error : undefined;
  const describedBy = ownMessage ? `${id}-message` : error && summary.shown ? summary.id : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="inline-flex items-center gap-1.5">
        {label}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        {locked && <Lock className="size-3.5 text-muted" aria-hidden="true" />}
      </Label>
      {cloneElement(children, {
        id,
        'aria-required': true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {ownMessage && (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-700">
          {ownMessage}
        </p>
      )}
    </div>
  );
}

function ChoiceCard({
  checked,
  onSelect,
  icon,
  title,
  note,
}: {
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  note: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
        checked && 'border-accent-600 bg-accent-50',
      )}
    >
      <input type="radio" name="formation" className="sr-only" checked={checked} onChange={onSelect} />
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-accent-700">{icon}</span>
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{note}</span>
      </span>
    </label>
  );
}

type CheckboxRowProps = { label: string; note: string } & UseFormRegisterReturn;

function CheckboxRow({ label, note, ...input }: CheckboxRowProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-3 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-accent-600" {...input} />
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span className="block text-sm text-muted">{note}</span>
      </span>
    </label>
  );
}
