import { useFormContext, useWatch } from 'react-hook-form';
import { RadioCard } from '@/components/ui/radio-card';
import type { WizardValues } from '../../lib/existing-company-form';
import { CheckboxRow } from './wizard-fields';

/** Step 3: what the business does (each answer turns obligations on or off) and its model. */
export function BusinessTypeStep() {
  const form = useFormContext<WizardValues>();
  const [isFormation, isFoodBusiness] = useWatch({ control: form.control, name: ['is_formation', 'is_food_business'] });
  return (
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
  );
}
