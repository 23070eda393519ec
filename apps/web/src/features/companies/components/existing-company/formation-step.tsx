import { Building2, Rocket } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { WizardValues } from '../../lib/existing-company-form';
import { ChoiceCard } from './wizard-fields';

/** Step 1: forming a new company, or adding one that exists. */
export function FormationStep() {
  const form = useFormContext<WizardValues>();
  const isFormation = useWatch({ control: form.control, name: 'is_formation' });
  return (
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
  );
}
