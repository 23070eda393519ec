import { BadgeCheck, CheckCircle2 } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  currencySymbols,
  countryCurrency,
  entityTypeLabels,
  entityTypesByCountry,
  indiaStates,
  industries,
  statesByCountry,
  updateCompanyBodySchema,
  type Company,
  type Requirement,
} from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useUpdateCompany } from '../api/use-update-company';
import { obligationChanges, profileFieldsFor, profilePatch, toProfileForm, type ProfileForm, type Tristate } from '../lib/profile-form';
import { AlertText } from '@/components/ui/form-error';

interface SavedSummary {
  fields: number;
  added: string[];
  removed: string[];
}

/**
 * Company settings → Details: every fact the compliance plan is worked out from, editable by those who may change the
 * company. Saving re-plans on the server; the form then says which obligations that added or removed.
 */
/** The form's fields that hold a value of type T. */
type FieldsHolding<T> = { [K in keyof ProfileForm]: ProfileForm[K] extends T ? K : never }[keyof ProfileForm];
type FactField = FieldsHolding<boolean>;
type TristateField = FieldsHolding<Tristate>;

interface CompanyProfileFormProps {
  company: Company;
  canEdit: boolean;
  /** The company's current requirements, read fresh: compared before and after a save. */
  planOf: (companyId: string) => Promise<readonly Requirement[]>;
}

export function CompanyProfileForm({ company, canEdit, planOf }: CompanyProfileFormProps) {
  const [form, setForm] = useState<ProfileForm>(() => toProfileForm(company));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedSummary | null>(null);
  const update = useUpdateCompany();
  const show = profileFieldsFor(company.country, form.entity_type);
  const currency = countryCurrency[company.country];
  const patch = profilePatch(company, form);
  const dirty = Object.keys(patch).length > 0;

  const set = <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
    setSaved(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    const parsed = updateCompanyBodySchema.safeParse(patch);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? `${fieldNames[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}` : 'Check the details');
      return;
    }
    const before = await planOf(company.id).catch(() => undefined);
    update.mutate(
      { id: company.id, body: parsed.data },
      {
        onSuccess: (updated) => {
          setForm(toProfileForm(updated));
          toast.success('Company details saved');
          void planOf(updated.id)
            .catch(() => undefined)
            .then((after) => {
              const changes = before && after ? obligationChanges(before, after) : { added: [], removed: [] };
              setSaved({ fields: Object.keys(parsed.data).length, ...changes });
            });
        },
        onError: (cause) => setError(apiErrorDetail(cause, 'Saving failed. Please try again.')),
      },
    );
  };

  /** A text input's value, change and read-only state for one of the form's text fields (as react-hook-form's register). */
  const text = (field: FieldsHolding<string>) => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    readOnly: !canEdit,
  });

  // A figure typed as text; an amount is in the company's currency, a count a whole number.
  const figure = (label: string, field: 'turnover' | 'paid_up_capital' | 'num_employees' | 'member_count') => {
    const amount = field === 'turnover' || field === 'paid_up_capital';
    return (
      <Field
        label={amount ? `${label} (${currencySymbols[currency].trim()})` : label}
        hint={amount ? `In ${currency}; leave empty if unknown` : 'Leave empty if unknown'}
      >
        <Input {...text(field)} inputMode={amount ? 'decimal' : 'numeric'} className="tabular-nums" />
      </Field>
    );
  };

  const fact = (label: string, field: FactField) => (
    <Checkbox
      className="cursor-pointer gap-3 rounded-lg border border-line bg-white p-3 text-sm font-medium text-ink has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
      checked={form[field]}
      disabled={!canEdit}
      onChange={(value) => set(field, value)}
    >
      {label}
    </Checkbox>
  );

  const yesNo = (label: string, field: TristateField) => (
    <Field label={label}>
      <Select value={form[field]} onChange={(event) => set(field, event.target.value as Tristate)} disabled={!canEdit}>
        <option value="">Not sure</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Select>
    </Field>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Company details</CardTitle>
        <CardDescription>
          What the compliance calendar is worked out from.{' '}
          {canEdit ? 'Change a fact and the calendar is planned again.' : 'Only owners and members can change them.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6" aria-label="Company details">
          <Section title="Identity">
            <Field label="Legal name" hint={<FromRegistry company={company} field="name" />}>
              <Input {...text('name')} autoComplete="organization" />
            </Field>
            <Field label="Entity type" hint={<FromRegistry company={company} field="entity_type" />}>
              <Select value={form.entity_type} onChange={(event) => set('entity_type', event.target.value)} disabled={!canEdit}>
                <SelectOptions values={entityTypesByCountry[company.country]} label={(type) => entityTypeLabels[type]} />
              </Select>
            </Field>
            <Field label={company.country === 'UK' ? 'Jurisdiction' : 'State'} hint={<FromRegistry company={company} field="state" />}>
              <Select value={form.state} onChange={(event) => set('state', event.target.value)} disabled={!canEdit}>
                <SelectOptions values={statesByCountry[company.country]} />
              </Select>
            </Field>
            <Field
              label={form.entity_type === 'LLP' ? 'LLPIN' : 'Registration number'}
              hint={<FromRegistry company={company} field="registration_number" fallback="Optional" />}
            >
              <Input {...text('registration_number')} className="font-mono" />
            </Field>
            {!company.is_formation && (
              <Field label="Incorporated on" hint={<FromRegistry company={company} field="incorporation_date" fallback="Optional" />}>
                <Input {...text('incorporation_date')} type="date" className="tabular-nums" />
              </Field>
            )}
            <Field label="Industry">
              <Select value={form.industry} onChange={(event) => set('industry', event.target.value)} disabled={!canEdit}>
                {!(industries as readonly string[]).includes(form.industry) && <option value={form.industry}>{form.industry}</option>}
                <SelectOptions values={industries} />
              </Select>
            </Field>
          </Section>

          <Section title="What the business does">
            {fact('Exporter', 'is_exporter')}
            {fact('Food business', 'is_food_business')}
            {form.is_food_business && fact('Manufactures or processes food', 'has_manufacturing')}
            {fact('International clients', 'has_international_clients')}
            {company.is_formation && fact('Startup credits', 'wants_startup_credits')}
            <Field label="Business model">
              <Select
                value={form.business_model}
                onChange={(event) => set('business_model', event.target.value as ProfileForm['business_model'])}
                disabled={!canEdit}
              >
                <option value="">Not given</option>
                <option value="b2b">B2B</option>
                <option value="b2c">B2C</option>
              </Select>
            </Field>
          </Section>

          <Section title="Size">
            {figure('Annual turnover', 'turnover')}
            {figure('Number of employees', 'num_employees')}
            {figure('Paid-up capital', 'paid_up_capital')}
            {show.memberCount && figure(form.entity_type === 'LLP' ? 'Number of partners' : 'Number of members', 'member_count')}
          </Section>

          <Section title="Filings">
            {show.gst && (
              <Field label="GST filing frequency">
                <Select
                  value={form.gst_filing}
                  onChange={(event) => set('gst_filing', event.target.value as ProfileForm['gst_filing'])}
                  disabled={!canEdit}
                >
                  <option value="">Not registered / not sure</option>
                  <option value="monthly">Monthly</option>
                  <option value="quarterly">Quarterly (QRMP)</option>
                </Select>
              </Field>
            )}
            {show.deposits && yesNo('Accepts deposits or loans', 'has_deposits')}
            {show.agm && (
              <Field label="Date of the last AGM" hint="Optional">
                <Input type="date" {...text('agm_date')} />
              </Field>
            )}
            {show.foreignOwned && yesNo('Foreign-owned (25% or more)', 'foreign_owned')}
            {show.vat && yesNo('VAT registered', 'vat_registered')}
            {show.fiscalYearEnd && (
              <Field label="Financial year ends (MM-DD)" hint="For example 12-31; leave empty if unknown">
                <Input {...text('fiscal_year_end')} placeholder="12-31" className="tabular-nums" />
              </Field>
            )}
            {show.locations && (
              <Field label="Also operates in (other states)" hint="Hold Ctrl or ⌘ to choose several; leave empty if none">
                <select
                  multiple
                  value={form.business_locations}
                  disabled={!canEdit}
                  onChange={(event) =>
                    set(
                      'business_locations',
                      [...event.target.selectedOptions].map((option) => option.value),
                    )
                  }
                  className="h-32 w-full rounded-lg border border-line bg-white px-2 py-1 text-sm"
                >
                  <SelectOptions values={indiaStates} />
                </select>
              </Field>
            )}
          </Section>

          <AlertText>{error}</AlertText>
          {saved && <SavedNote summary={saved} />}
          {canEdit && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
              <Button
                type="button"
                variant="secondary"
                disabled={!dirty || update.isPending}
                onClick={() => {
                  setForm(toProfileForm(company));
                  setError(null);
                }}
              >
                Undo changes
              </Button>
              <Button type="submit" disabled={!dirty} loading={update.isPending}>
                Save changes
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

const fieldNames: Record<string, string> = {
  name: 'Legal name',
  num_employees: 'Employees',
  turnover: 'Annual turnover',
  paid_up_capital: 'Paid-up capital',
  member_count: 'Members',
  fiscal_year_end: 'Financial year end',
  incorporation_date: 'Incorporated on',
  registration_number: 'Registration number',
};

function SavedNote({ summary }: { summary: SavedSummary }) {
  const nothingMoved = summary.added.length === 0 && summary.removed.length === 0;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-950"
      data-testid="profile-saved"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Saved {summary.fields} {summary.fields === 1 ? 'change' : 'changes'}.{' '}
        {nothingMoved ? 'The obligations that apply stay the same.' : 'The compliance calendar was planned again:'}
      </p>
      {summary.added.length > 0 && (
        <p>
          <span className="font-medium">Now applies:</span> {summary.added.join(', ')}
        </p>
      )}
      {summary.removed.length > 0 && (
        <p>
          <span className="font-medium">No longer applies:</span> {summary.removed.join(', ')}
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function FromRegistry({ company, field, fallback }: { company: Company; field: keyof Company; fallback?: string }) {
  if (!company.registry_fields.includes(field)) return fallback ?? null;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800" data-testid="from-registry">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      From the registry; editing it makes it yours
    </span>
  );
}
