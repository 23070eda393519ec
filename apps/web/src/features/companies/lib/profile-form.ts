import {
  tickFactsOf,
  type Company,
  type CompanyCountry,
  type CompanyTickFact,
  type Requirement,
  type UpdateCompanyBody,
} from '@charter/shared';

/** A company's editable facts as the settings form holds them: text as typed, choices as their option values. */
export interface ProfileForm extends Pick<Company, CompanyTickFact> {
  name: string;
  entity_type: string;
  state: string;
  registration_number: string;
  industry: string;
  incorporation_date: string;
  turnover: string;
  num_employees: string;
  paid_up_capital: string;
  business_model: '' | 'b2b' | 'b2c';
  has_deposits: Tristate;
  foreign_owned: Tristate;
  vat_registered: Tristate;
  member_count: string;
  fiscal_year_end: string;
  gst_filing: '' | 'monthly' | 'quarterly';
  agm_date: string;
  business_locations: string[];
}

/** A yes/no fact that may be unknown (the engine then says "conditional" rather than guess). */
export type Tristate = '' | 'yes' | 'no';

const tristate = (value: boolean | null): Tristate => (value === null ? '' : value ? 'yes' : 'no');
const fromTristate = (value: Tristate): boolean | null => (value === '' ? null : value === 'yes');
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function toProfileForm(company: Company): ProfileForm {
  return {
    name: company.name,
    entity_type: company.entity_type,
    state: company.state,
    registration_number: company.registration_number ?? '',
    industry: company.industry,
    incorporation_date: company.incorporation_date ?? '',
    turnover: numberText(company.turnover),
    num_employees: numberText(company.num_employees),
    paid_up_capital: numberText(company.paid_up_capital),
    business_model: company.business_model ?? '',
    ...tickFactsOf(company),
    has_deposits: tristate(company.has_deposits),
    foreign_owned: tristate(company.foreign_owned),
    vat_registered: tristate(company.vat_registered),
    member_count: numberText(company.member_count),
    fiscal_year_end: company.fiscal_year_end ?? '',
    gst_filing: company.gst_filing ?? '',
    agm_date: company.agm_date ?? '',
    business_locations: company.business_locations ?? [],
  };
}

/** Which facts the form asks about for a company: only those the law of its country (and its entity type) uses. */
export function profileFieldsFor(country: CompanyCountry, entityType: string) {
  return {
    gst: country === 'India',
    deposits: country === 'India',
    agm: country === 'India' && entityType !== 'LLP',
    locations: country === 'India',
    foreignOwned: country === 'USA',
    fiscalYearEnd: country !== 'India',
    vat: country === 'UK',
    memberCount: entityType === 'LLP' || entityType === 'LLC',
  };
}

const amount = (text: string) => (text.trim() === '' ? null : Number(text.replace(/,/g, '')));
const whole = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const optionalText = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as the API's fields (unvalidated: the shared schema checks them). */
function toFields(form: ProfileForm): Record<keyof ProfileForm, unknown> {
  return {
    name: form.name.trim(),
    entity_type: form.entity_type,
    state: form.state,
    registration_number: optionalText(form.registration_number),
    industry: form.industry.trim(),
    incorporation_date: optionalText(form.incorporation_date),
    turnover: amount(form.turnover),
    num_employees: whole(form.num_employees),
    paid_up_capital: amount(form.paid_up_capital),
    business_model: form.business_model || null,
    is_exporter: form.is_exporter,
    is_food_business: form.is_food_business,
    has_manufacturing: form.is_food_business && form.has_manufacturing,
    has_international_clients: form.has_international_clients,
    wants_startup_credits: form.wants_startup_credits,
    has_deposits: fromTristate(form.has_deposits),
    foreign_owned: fromTristate(form.foreign_owned),
    vat_registered: fromTristate(form.vat_registered),
    member_count: whole(form.member_count),
    fiscal_year_end: optionalText(form.fiscal_year_end),
    gst_filing: form.gst_filing || null,
    agm_date: optionalText(form.agm_date),
    business_locations: form.business_locations.length > 0 ? [...form.business_locations].sort() : null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what the founder changed, so a save never rewrites (and un-vouches) a registry value it did not touch. */
export function profilePatch(company: Company, form: ProfileForm): UpdateCompanyBody {
  const before = toFields(toProfileForm(company));
  const after = toFields(form);
  return Object.fromEntries(
    (Object.keys(after) as (keyof ProfileForm)[])
      .filter((field) => !same(before[field], after[field]))
      .map((field) => [field, after[field]]),
  );
}

/** What a profile change did to the obligations: names of those that now apply, and of those that no longer do. */
export function obligationChanges(before: readonly Requirement[], after: readonly Requirement[]): { added: string[]; removed: string[] } {
  const names = (requirements: readonly Requirement[]) =>
    new Map(requirements.map((requirement) => [requirement.rule_id, requirement.name]));
  const was = names(before);
  const now = names(after);
  return {
    added: [...now].filter(([rule]) => !was.has(rule)).map(([, name]) => name),
    removed: [...was].filter(([rule]) => !now.has(rule)).map(([, name]) => name),
  };
}
