import { useFormContext } from 'react-hook-form';
import { currencySymbols, type CompanyCountry } from '@charter/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { currencyOf, type WizardValues } from '../../lib/existing-company-form';

/** Step 5: turnover, employees and (India) the GST filing frequency, each optional; thresholds depend on them. */
export function BusinessScaleStep({ country }: { country: CompanyCountry }) {
  const form = useFormContext<WizardValues>();
  const { errors } = form.formState;
  const currency = currencyOf[country];
  return (
    <div className="grid gap-4">
      <Field
        label={`Annual turnover (${currencySymbols[currency].trim()})`}
        error={errors.turnover?.message}
        hint={`Optional, in ${currency}`}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="e.g. 2500000" className="tabular-nums" {...form.register('turnover')} />
      </Field>
      <Field label="Number of employees" error={errors.num_employees?.message} hint="Optional">
        <Input inputMode="numeric" autoComplete="off" placeholder="e.g. 12" className="tabular-nums" {...form.register('num_employees')} />
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
  );
}
