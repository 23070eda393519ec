import { z } from 'zod';
import {
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_TOO_LONG,
  type currencySymbols,
  maxLengthMessage,
  PAST_FILINGS_DEFAULT_FILED_AFTER_DAYS,
  REQUIRED_FIELDS_MESSAGE,
  type Company,
  type CompanyCountry,
  type CreateCompanyBody,
  type EntityType,
} from '@charter/shared';
import type { FieldPath } from 'react-hook-form';

// The existing-company wizard's form (spec §4): what it holds, which step owns which field, and how its answers
// become the API's contract. No React here: the rules are tested on their own (existing-company-form.test.ts).

export const TOTAL_STEPS = 5;
export const stepTitles = [
  'Formation or existing',
  'Basic information',
  'Business type',
  'Incorporation details',
  'Business scale',
] as const;
export const currencyOf = { India: 'INR', USA: 'USD', UK: 'GBP' } as const satisfies Record<CompanyCountry, keyof typeof currencySymbols>;

/** Today in the browser's zone, YYYY-MM-DD: an incorporation date is the founder's calendar day. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What the form holds: text as typed; `toCreateBody` turns it into the API's contract. */
export const wizardSchema = z.object({
  is_formation: z.boolean(),
  name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(COMPANY_NAME_MAX_LENGTH, COMPANY_NAME_TOO_LONG),
  entity_type: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  state: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  industry: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
  industry_other: z.string().trim().max(100, maxLengthMessage('Industry', 100)),
  is_exporter: z.boolean(),
  is_food_business: z.boolean(),
  has_manufacturing: z.boolean(),
  has_international_clients: z.boolean(),
  wants_startup_credits: z.boolean(),
  business_model: z.enum(['', 'b2b', 'b2c']),
  incorporation_date: z
    .string()
    .refine((value) => value === '' || z.iso.date().safeParse(value).success, 'Enter a valid date')
    .refine((value) => value === '' || value <= localToday(), 'The incorporation date cannot be in the future'),
  has_deposits: z.enum(['', 'yes', 'no']),
  turnover: z
    .string()
    .trim()
    .refine((value) => /^(\d[\d,]*(\.\d{1,2})?)?$/.test(value), 'Enter the turnover as a number, for example 2500000.50')
    .refine((value) => value === '' || Number(value.replace(/,/g, '')) <= 1e15, 'That turnover is too large'),
  num_employees: z
    .string()
    .trim()
    .refine((value) => /^\d*$/.test(value), 'Enter the number of employees as a whole number')
    .refine((value) => value === '' || Number(value) <= 10_000_000, 'That number of employees is too large'),
  gst_filing: z.enum(['', 'monthly', 'quarterly']),
  /** '' until the founder answers: the default then follows the company's age (see pastFilingsDefault). */
  past_filings: z.enum(['', 'filed', 'not_filed', 'unsure']),
  registration_number: z.string().nullable(),
  paid_up_capital: z.number().nullable(),
});
export type WizardValues = z.infer<typeof wizardSchema>;

export const stepFields: Record<number, FieldPath<WizardValues>[]> = {
  1: ['is_formation'],
  2: ['name', 'entity_type', 'state', 'industry', 'industry_other'],
  3: ['business_model'],
  4: ['incorporation_date', 'has_deposits', 'past_filings'],
  5: ['turnover', 'num_employees', 'gst_filing'],
};

const DAY_MS = 86_400_000;
const daysSince = (isoDate: string) => Math.floor((Date.parse(localToday()) - Date.parse(isoDate)) / DAY_MS);

/**
 * Whether to ask about the filings due before the company joins: only for an existing company whose first month is
 * behind it (its earliest one-time filings fall due within about 30 days of incorporation).
 */
export function asksPastFilings(values: Pick<WizardValues, 'is_formation' | 'incorporation_date'>): boolean {
  return !values.is_formation && z.iso.date().safeParse(values.incorporation_date).success && daysSince(values.incorporation_date) >= 30;
}

/** Untouched, the answer is "filed" for a company over a year old (most were), otherwise "ask me later". */
export function pastFilingsChoice(values: Pick<WizardValues, 'past_filings' | 'incorporation_date'>): 'filed' | 'not_filed' | 'unsure' {
  if (values.past_filings) return values.past_filings;
  return daysSince(values.incorporation_date) > PAST_FILINGS_DEFAULT_FILED_AFTER_DAYS ? 'filed' : 'unsure';
}

const normalizedName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The founder's own company this one would duplicate (the server refuses it too; saying so at step 2 saves three steps). */
export function ownDuplicate(
  companies: readonly Company[],
  country: CompanyCountry,
  values: Pick<WizardValues, 'name' | 'registration_number'>,
) {
  const id = values.registration_number?.trim().toUpperCase();
  return companies.find(
    (company) =>
      (id && company.registration_number?.trim().toUpperCase() === id) ||
      (company.country === country && normalizedName(company.name) === normalizedName(values.name)),
  );
}

/** The form's answers as POST /api/companies wants them (the server checks them again). */
export function toCreateBody(values: WizardValues, country: CompanyCountry): CreateCompanyBody {
  const formation = values.is_formation;
  const otherIndustry = values.industry_other.trim();
  return {
    name: values.name.trim(),
    country,
    state: values.state,
    entity_type: values.entity_type as EntityType,
    is_formation: formation,
    registration_number: values.registration_number,
    industry: values.industry === 'Other' && otherIndustry ? otherIndustry : values.industry,
    business_model: values.business_model || null,
    is_exporter: values.is_exporter,
    is_food_business: values.is_food_business,
    has_manufacturing: values.is_food_business && values.has_manufacturing,
    has_international_clients: values.has_international_clients,
    wants_startup_credits: formation && values.wants_startup_credits,
    incorporation_date: formation ? null : values.incorporation_date || null,
    has_deposits: formation || values.has_deposits === '' ? null : values.has_deposits === 'yes',
    turnover: values.turnover ? Number(values.turnover.replace(/,/g, '')) : null,
    num_employees: values.num_employees ? Number.parseInt(values.num_employees, 10) : null,
    gst_filing: country === 'India' && values.gst_filing ? values.gst_filing : null,
    paid_up_capital: values.paid_up_capital,
    past_filings:
      asksPastFilings(values) && pastFilingsChoice(values) !== 'unsure' ? (pastFilingsChoice(values) as 'filed' | 'not_filed') : null,
  };
}

/** An untouched form: every answer empty, "existing company" chosen. */
export const emptyWizardValues: WizardValues = {
  is_formation: false,
  name: '',
  entity_type: '',
  state: '',
  industry: '',
  industry_other: '',
  is_exporter: false,
  is_food_business: false,
  has_manufacturing: false,
  has_international_clients: false,
  wants_startup_credits: false,
  business_model: '',
  incorporation_date: '',
  has_deposits: '',
  turnover: '',
  num_employees: '',
  gst_filing: '',
  past_filings: '',
  registration_number: null,
  paid_up_capital: null,
};

/** The step after this one: a formation has no incorporation details, so step 3 goes to 5 (and back from 5 to 3). */
export const nextStep = (step: number, isFormation: boolean) => (step === 3 && isFormation ? 5 : step + 1);
export const previousStep = (step: number, isFormation: boolean) => (step === 5 && isFormation ? 3 : step - 1);
