import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioCard } from '@/components/ui/radio-card';
import { asksPastFilings, localToday, pastFilingsChoice, type WizardValues } from '../../lib/existing-company-form';

const pastFilingsOptions = [
  ['filed', 'Yes, all made'],
  ['not_filed', 'No, some are open'],
  ['unsure', 'Not sure, ask me later'],
] as const;

const depositOptions = [
  ['yes', 'Yes'],
  ['no', 'No'],
  ['', 'Not sure'],
] as const;

/** Step 4 (existing companies only): the incorporation date, the filings due before joining, deposits. */
export function IncorporationStep({ fromRegistry }: { fromRegistry: boolean }) {
  const form = useFormContext<WizardValues>();
  const { errors } = form.formState;
  const [isFormation, incorporationDate, pastFilings] = useWatch({
    control: form.control,
    name: ['is_formation', 'incorporation_date', 'past_filings'],
  });
  const showPastFilings = asksPastFilings({ is_formation: isFormation, incorporation_date: incorporationDate });
  const pastFilingsValue = pastFilingsChoice({ past_filings: pastFilings, incorporation_date: incorporationDate });
  return (
    <div className="grid gap-5">
      <Field
        label="Incorporation date"
        error={errors.incorporation_date?.message}
        hint={fromRegistry ? 'From the registry record' : 'Optional'}
      >
        <Input type="date" max={localToday()} className="tabular-nums" {...form.register('incorporation_date')} />
      </Field>
      {showPastFilings && (
        <fieldset data-testid="past-filings-question">
          <legend className="text-sm font-medium text-ink">Were the filings due after incorporation made at the time?</legend>
          <p className="mb-2 mt-1 text-sm text-muted">
            One-time filings from the company’s first months (its first auditor, commencement of business and the like) are long past due.
            If they were made, Charter marks each as assumed done, and you can change any of them on the compliance page.
          </p>
          <div className="grid gap-2 sm:grid-cols-3">
            {pastFilingsOptions.map(([value, label]) => (
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
          {depositOptions.map(([value, label]) => (
            <RadioCard key={label} value={value} label={label} {...form.register('has_deposits')} />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
