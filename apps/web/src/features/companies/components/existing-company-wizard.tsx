import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  createCompanyBodySchema,
  REQUIRED_FIELDS_MESSAGE,
  type Company,
  type CompanyCountry,
  type RegistryCompanyData,
} from '@charter/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { WizardFrame } from '@/components/ui/wizard-frame';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useCompanies } from '../api/use-companies';
import { useCreateCompany } from '../api/use-create-company';
import {
  emptyWizardValues,
  nextStep,
  ownDuplicate,
  previousStep,
  stepFields,
  stepTitles,
  toCreateBody,
  TOTAL_STEPS,
  wizardSchema,
  type WizardValues,
} from '../lib/existing-company-form';
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from '../lib/wizard-draft';
import { BasicInformationStep } from './existing-company/basic-information-step';
import { BusinessScaleStep } from './existing-company/business-scale-step';
import { BusinessTypeStep } from './existing-company/business-type-step';
import { FormationStep } from './existing-company/formation-step';
import { IncorporationStep } from './existing-company/incorporation-step';
import { matchRegistryState, type Locked } from './registry-search';
import { AlertText } from '@/components/ui/form-error';

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

/**
 * The 5-step existing-company setup wizard of spec §4; a formation skips step 4. This component owns the steps'
 * order, the draft kept across reloads, the registry record's locked fields and the submission; each step
 * (./existing-company/) renders its fields from the shared form.
 */
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

  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema),
    defaultValues: { ...emptyWizardValues, ...(draft ? wizardSchema.partial().catch({}).parse(draft.values) : {}) },
  });

  useEffect(() => {
    const save = () => saveWizardDraft({ country, existingOnly, step, values: form.getValues(), locked });
    save();
    return form.subscribe({ formState: { values: true }, callback: save });
  }, [form, country, existingOnly, step, locked]);

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
    } else goTo(previousStep(step, form.getValues('is_formation')));
  };

  const create = (values: WizardValues) => {
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
        toast.error(apiErrorDetail(error, 'Failed to create company.'));
      },
    });
  };

  const submit = form.handleSubmit(
    (values) => (step < TOTAL_STEPS ? goTo(nextStep(step, values.is_formation)) : create(values)),
    // Only the current step's fields decide whether it may continue; later steps are checked when reached.
    (fieldErrors) => {
      const blocking = stepFields[step]?.some((field) => field in fieldErrors);
      if (!blocking) {
        form.clearErrors();
        if (step < TOTAL_STEPS) goTo(nextStep(step, form.getValues('is_formation')));
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
    for (const field of ['name', 'state', 'entity_type', 'incorporation_date'] as const) form.setValue(field, '', options);
    form.setValue('paid_up_capital', null, options);
    form.setValue('registration_number', null, options);
    setLocked(null);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <WizardFrame
          stepTitles={stepTitles}
          step={step}
          progressLabel="Add company progress"
          onBack={back}
          backDisabled={createCompany.isPending}
          next={
            <Button type="submit" loading={createCompany.isPending}>
              {step === TOTAL_STEPS ? 'Create Company' : 'Continue'}
            </Button>
          }
        >
          {step === 1 && <FormationStep />}
          {step === 2 && (
            <BasicInformationStep
              country={country}
              locked={locked}
              onRegistryLoaded={applyRegistryData}
              onRegistryCleared={clearRegistryData}
              busy={createCompany.isPending}
            />
          )}
          {step === 3 && <BusinessTypeStep />}
          {step === 4 && <IncorporationStep fromRegistry={locked !== null} />}
          {step === 5 && <BusinessScaleStep country={country} />}

          <AlertText>{formError}</AlertText>
          {duplicateOf && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center"
            >
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
        </WizardFrame>
      </form>
    </FormProvider>
  );
}
