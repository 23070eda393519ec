import { indiaStates } from '@charter/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** What the founder may type for the GST invoice; every field is optional. */
export interface BillingDraft {
  name: string;
  address: string;
  state: string;
  gstin: string;
}

export const emptyBilling: BillingDraft = { name: '', address: '', state: '', gstin: '' };

/** The draft as the checkout call takes it: empty fields left out, nothing at all when nothing was typed. */
export function billingOf(draft: BillingDraft) {
  const entries = (Object.entries(draft) as [keyof BillingDraft, string][])
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** Optional invoice details at checkout (India): the name, address and state on the invoice, and a GSTIN for input-tax credit. */
export function BillingDetailsForm({
  value,
  onChange,
  errors,
}: {
  value: BillingDraft;
  onChange: (next: BillingDraft) => void;
  errors: Partial<Record<keyof BillingDraft, string>>;
}) {
  const set = (key: keyof BillingDraft) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-ink">Invoice details (optional)</legend>
      <Field label="Name on the invoice" error={errors.name} hint="Your company’s legal name, if not the company you are buying for.">
        <Input value={value.name} onChange={set('name')} autoComplete="organization" maxLength={200} />
      </Field>
      <Field label="GSTIN" error={errors.gstin} hint="15 characters; lets you claim the GST as input-tax credit.">
        <Input value={value.gstin} onChange={set('gstin')} autoCapitalize="characters" maxLength={15} spellCheck={false} />
      </Field>
      <Field label="Billing address" error={errors.address}>
        <Input value={value.address} onChange={set('address')} autoComplete="street-address" maxLength={500} />
      </Field>
      <Field label="State (place of supply)" error={errors.state}>
        <Select value={value.state} onChange={set('state')}>
          <option value="">The company’s state</option>
          {indiaStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </Field>
    </fieldset>
  );
}
