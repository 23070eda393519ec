import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  entityTypeLabels,
  entityTypesByCountry,
  industries,
  REQUIRED_FIELDS_MESSAGE,
  statesByCountry,
  type CompanyCountry,
  type EntityType,
  type RegistryCompanyData,
} from '@charter/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { WizardValues } from '../../lib/existing-company-form';
import { RegistrySearch, type Locked } from '../registry-search';
import { RequiredField } from './wizard-fields';
import { AlertText } from '@/components/ui/form-error';

const requiredFields = ['name', 'entity_type', 'state', 'industry'] as const;

interface BasicInformationStepProps {
  country: CompanyCountry;
  /** The fields a registry record filled, which the founder cannot retype; null when entered by hand. */
  locked: Locked | null;
  onRegistryLoaded: (data: RegistryCompanyData) => void;
  onRegistryCleared: () => void;
  busy: boolean;
}

/** Step 2: name, entity type, state and industry, or a registry record that fills the first three. */
export function BasicInformationStep({ country, locked, onRegistryLoaded, onRegistryCleared, busy }: BasicInformationStepProps) {
  const form = useFormContext<WizardValues>();
  const { errors } = form.formState;
  const summaryId = useId();
  const [isFormation, industry, entityType, state, name] = useWatch({
    control: form.control,
    name: ['is_formation', 'industry', 'entity_type', 'state', 'name'],
  });
  // The summary goes as each missing field is filled, not only on the next Continue.
  const stillMissing = { name: !name.trim(), entity_type: !entityType, state: !state, industry: !industry };
  const missingRequired = requiredFields.some((field) => errors[field] && stillMissing[field]);
  const summary = { id: summaryId, shown: missingRequired };

  return (
    <div className="grid grid-cols-1 gap-4">
      {country !== 'USA' && !isFormation && (
        <RegistrySearch
          country={country}
          locked={locked}
          onLoaded={onRegistryLoaded}
          onClear={onRegistryCleared}
          onEnterManually={() => form.setFocus('name')}
          disabled={busy}
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
              <SelectOptions values={entityTypesByCountry[country]} label={(type) => entityTypeLabels[type]} />
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
              <SelectOptions values={statesByCountry[country]} />
            </Select>
          )}
        </RequiredField>
      </div>
      <RequiredField label="Industry" error={errors.industry?.message} summary={summary}>
        <Select {...form.register('industry')}>
          <option value="">Select industry</option>
          <SelectOptions values={industries} />
        </Select>
      </RequiredField>
      {industry === 'Other' && (
        <Field label="Describe your industry (optional)" error={errors.industry_other?.message}>
          <Input placeholder="e.g. Handicrafts" {...form.register('industry_other')} />
        </Field>
      )}
      <AlertText id={summaryId}>{missingRequired && REQUIRED_FIELDS_MESSAGE}</AlertText>
    </div>
  );
}
