import { useState } from 'react';
import { billingDetailsSchema, indiaStates, type BillingDetails } from '@charter/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';

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

export type BillingErrors = Partial<Record<keyof BillingDraft, string>>;

/**
 * The draft, its errors and its check, for a screen that takes billing details before paying (the service checkout,
 * the India incorporation wizard). `check()` applies the server's own rules (a GSTIN's check character, its state):
 * the details to send (undefined when nothing was typed), or false with the errors shown, so a typo is caught before
 * paying.
 */
export function useBillingDetails() {
  const [value, setValue] = useState<BillingDraft>(emptyBilling);
  const [errors, setErrors] = useState<BillingErrors>({});
  const check = (): BillingDetails | undefined | false => {
    const parsed = billingDetailsSchema.safeParse(billingOf(value) ?? {});
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return false;
    }
    setErrors({});
    return Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
  };
  return { form: { value, onChange: setValue, errors }, check };
}

/** Optional invoice details (India), at checkout and in the incorporation wizard: the name, address and state on the invoice, and a GSTIN for input-tax credit. */
export function BillingDetailsForm({
  value,
  onChange,
  errors,
}: {
  value: BillingDraft;
  onChange: (next: BillingDraft) => void;
  errors: BillingErrors;
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
          <SelectOptions values={indiaStates} />
        </Select>
      </Field>
    </fieldset>
  );
}
