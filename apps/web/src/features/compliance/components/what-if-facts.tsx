import { ChevronRight, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import {
  countryCurrency,
  entityTypeLabels,
  monthName,
  statesByCountry,
  type Company,
  type CompanyTickFact,
  type EntityType,
} from '@charter/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import {
  entityTypesFor,
  gstFilingNote,
  smallCompanySettledByFigures,
  whatIfFieldsFor,
  type WhatIfDraft,
  type WhatIfField,
} from '../lib/what-if-draft';

interface WhatIfFactsProps {
  company: Company;
  draft: WhatIfDraft;
  /** Words for what is wrong with a fact (the form's own check, or the server's refusal), shown next to it. */
  errors: Partial<Record<WhatIfField, string>>;
  onChange: <F extends WhatIfField>(field: F, value: WhatIfDraft[F]) => void;
}

const monthEnds = ['01-31', '02-28', '03-31', '04-30', '05-31', '06-30', '07-31', '08-31', '09-30', '10-31', '11-30', '12-31'];
const monthDayLabel = (value: string) => `${Number(value.slice(3))} ${monthName(Number(value.slice(0, 2)))}`;

/** One control for every fact of the profile the engine reads for this company (spec issue 28: what-if covers them all). */
export function WhatIfFacts({ company, draft, errors, onChange }: WhatIfFactsProps) {
  const shown = whatIfFieldsFor(company, draft.entity_type);
  const currency = countryCurrency[company.country];
  const numeric = (field: 'turnover' | 'paid_up_capital' | 'num_employees' | 'member_count', decimals: boolean) => ({
    inputMode: 'numeric' as const,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value.replace(decimals ? /[^\d.]/g : /\D/g, '')),
  });
  const date = (field: 'incorporation_date' | 'agm_date') => ({
    type: 'date',
    className: 'tabular-nums',
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
  });
  const yesNo = (field: YesNoFact) => ({
    value: draft[field],
    error: errors[field],
    onChange: (value: boolean | null) => onChange(field, value),
  });
  const tick = (field: CompanyTickFact) => ({
    checked: draft[field],
    error: errors[field],
    onChange: (value: boolean) => onChange(field, value),
  });
  const states = statesByCountry[company.country];
  const addable = states.filter((state) => state !== draft.state && !draft.business_locations.includes(state));
  const smallSettled = smallCompanySettledByFigures(draft);
  // The less common facts fold away; a fact there that is wrong (or refused) opens them, so its words are seen.
  const [moreOpen, setMoreOpen] = useState(false);
  const secondaryError = secondaryFields.some((field) => errors[field] !== undefined);

  return (
    <div className="grid gap-3" data-testid="what-if-facts">
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <Field label={`Annual turnover (${currency})`} error={errors.turnover}>
          <Input {...numeric('turnover', true)} />
        </Field>
        <Field label="Employees" error={errors.num_employees}>
          <Input {...numeric('num_employees', false)} />
        </Field>
        {shown.has('member_count') && (
          <Field label={draft.entity_type === 'LLP' ? 'Partners' : 'Members'} error={errors.member_count}>
            <Input {...numeric('member_count', false)} />
          </Field>
        )}
        {shown.has('has_deposits') && <YesNoUnknown label="Takes deposits (or loans not treated as deposits)" {...yesNo('has_deposits')} />}
        {shown.has('foreign_owned') && <YesNoUnknown label="Foreign-owned" {...yesNo('foreign_owned')} />}
        {shown.has('vat_registered') && <YesNoUnknown label="VAT registered" {...yesNo('vat_registered')} />}
        <div className="grid content-start gap-2 sm:col-span-2 sm:grid-cols-2">
          <Check label="Exporter" {...tick('is_exporter')} />
          {shown.has('has_international_clients') && <Check label="Has clients abroad" {...tick('has_international_clients')} />}
          <Check label="Food business" {...tick('is_food_business')} />
          <Check
            label="Manufactures or processes food"
            {...tick('has_manufacturing')}
            disabled={!draft.is_food_business}
            hint={draft.is_food_business ? undefined : 'Only for a food business: tick that first.'}
          />
          {shown.has('wants_startup_credits') && <Check label="Apply for startup recognition" {...tick('wants_startup_credits')} />}
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Field label="Also operate in" error={errors.business_locations}>
            <Select
              value=""
              onChange={(event) => event.target.value && onChange('business_locations', [...draft.business_locations, event.target.value])}
            >
              <option value="">{draft.business_locations.length ? 'Add another state' : 'Only where it operates today'}</option>
              <SelectOptions values={addable} />
            </Select>
          </Field>
          {draft.business_locations.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Other states of operation">
              {draft.business_locations.map((state) => (
                <li
                  key={state}
                  className="inline-flex items-center gap-1 rounded-full border border-line bg-slate-50 py-0.5 pl-3 pr-1 text-sm"
                >
                  {state}
                  <button
                    type="button"
                    className="rounded-full p-1 text-muted hover:bg-slate-200 hover:text-ink"
                    aria-label={`Remove ${state}`}
                    onClick={() =>
                      onChange(
                        'business_locations',
                        draft.business_locations.filter((location) => location !== state),
                      )
                    }
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <details
        className="group rounded-lg border border-line"
        open={moreOpen || secondaryError}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
      >
        <summary className="flex cursor-pointer list-none items-center gap-1 px-3 py-2 text-sm font-medium text-accent-700 [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
          More facts: {moreSummary(company)}
        </summary>
        <div className="grid grid-cols-1 items-start gap-3 border-t border-line p-3 sm:grid-cols-2">
          <Field label="Entity type" error={errors.entity_type}>
            <Select value={draft.entity_type} onChange={(event) => onChange('entity_type', event.target.value as EntityType)}>
              <SelectOptions values={entityTypesFor(company)} label={(type) => entityTypeLabels[type]} />
            </Select>
          </Field>
          <Field label={company.country === 'UK' ? 'Registered in' : 'Registered state'} error={errors.state}>
            <Select value={draft.state} onChange={(event) => onChange('state', event.target.value)}>
              <SelectOptions values={states} />
            </Select>
          </Field>
          <Field label="Industry" error={errors.industry}>
            <Input value={draft.industry} maxLength={100} onChange={(event) => onChange('industry', event.target.value)} />
          </Field>
          <Field label="Incorporation date" error={errors.incorporation_date}>
            <Input {...date('incorporation_date')} />
          </Field>
          {shown.has('paid_up_capital') && (
            <Field
              label={`${draft.entity_type === 'LLP' ? 'Partners’ contribution' : 'Paid-up capital'} (${currency})`}
              error={errors.paid_up_capital}
            >
              <Input {...numeric('paid_up_capital', true)} />
            </Field>
          )}
          {shown.has('business_model') && (
            <Field label="Sells mostly to" error={errors.business_model}>
              <Select
                value={draft.business_model}
                onChange={(event) => onChange('business_model', event.target.value as WhatIfDraft['business_model'])}
              >
                <option value="">Not known</option>
                <option value="b2b">Businesses (B2B)</option>
                <option value="b2c">Consumers (B2C)</option>
              </Select>
            </Field>
          )}
          {shown.has('gst_filing') && (
            <Field label="GST returns" error={errors.gst_filing} hint={gstFilingNote(draft)}>
              <Select
                value={draft.gst_filing}
                onChange={(event) => onChange('gst_filing', event.target.value as WhatIfDraft['gst_filing'])}
              >
                <option value="">Not known</option>
                <option value="monthly">Monthly</option>
                <option value="quarterly">Quarterly (QRMP)</option>
              </Select>
            </Field>
          )}
          <Field label="Financial year ends" error={errors.fiscal_year_end}>
            <Select value={draft.fiscal_year_end} onChange={(event) => onChange('fiscal_year_end', event.target.value)}>
              <option value="">The country’s usual year end</option>
              <SelectOptions
                values={[...new Set([...monthEnds, ...(draft.fiscal_year_end ? [draft.fiscal_year_end] : [])])].sort()}
                label={monthDayLabel}
              />
            </Select>
          </Field>
          <Field label="Last AGM held on" error={errors.agm_date}>
            <Input {...date('agm_date')} />
          </Field>
          {shown.has('small_company') && (
            <YesNoUnknown
              label="Small company (s.2(85))"
              {...yesNo('small_company')}
              hint={smallSettled ? 'Paid-up capital and turnover decide this; the answer is kept for when they are not known.' : undefined}
            />
          )}
        </div>
      </details>
    </div>
  );
}

/** The facts asked as yes / no / not known (those asked as a tick are the company's tick facts). */
type YesNoFact = 'has_deposits' | 'foreign_owned' | 'vat_registered' | 'small_company';

const secondaryFields: readonly WhatIfField[] = [
  'entity_type',
  'state',
  'industry',
  'incorporation_date',
  'paid_up_capital',
  'business_model',
  'gst_filing',
  'fiscal_year_end',
  'agm_date',
  'small_company',
];

/** What the folded part holds, so a founder knows where a fact is before opening it. */
function moreSummary(company: Pick<Company, 'country'>): string {
  return company.country === 'India'
    ? 'entity type, state, industry, dates, capital, sales, GST returns, small company'
    : 'entity type, state, industry, dates';
}

function YesNoUnknown({
  label,
  value,
  error,
  hint,
  onChange,
}: {
  label: string;
  value: boolean | null;
  error: string | undefined;
  hint?: string | undefined;
  onChange: (value: boolean | null) => void;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Select
        value={value === null ? '' : value ? 'yes' : 'no'}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value === 'yes')}
      >
        <option value="">Not known</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Select>
    </Field>
  );
}

function Check({
  label,
  checked,
  disabled,
  hint,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  hint?: string | undefined;
  error: string | undefined;
  onChange: (value: boolean) => void;
}) {
  const messageId = useId();
  const message = error ?? hint;
  return (
    <div className="grid gap-0.5">
      <label className="flex items-center gap-2 text-sm text-ink has-[:disabled]:text-muted">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {message && (
        <p id={messageId} role={error ? 'alert' : undefined} className={error ? 'text-sm text-red-700' : 'text-xs text-muted'}>
          {message}
        </p>
      )}
    </div>
  );
}
