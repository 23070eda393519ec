import { z } from 'zod';
import { isoDateSchema, lineSchema, textSchema, timestampFields } from '../common/fields';
import { COMPANY_NAME_MAX_LENGTH, COMPANY_NAME_TOO_LONG, maxLengthMessage } from '../common/field-rules';
import { companyRoleSchema } from '../teams/teams';
import { companyCountries, entityTypes, entityTypesByCountry, statesByCountry, type CompanyCountry, type EntityType } from './countries';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields';

const monthDaySchema = textSchema.regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be MM-DD');
const money = z.number().nonnegative().max(1e15);

/** The facts a founder can state about the company; each unknown stays null (the engine then says "conditional"). */
const companyFactsShape = {
  industry: lineSchema.trim().min(1, REQUIRED_FIELDS_MESSAGE).max(100, maxLengthMessage('Industry', 100)),
  turnover: money.nullable().optional(),
  num_employees: z.number().int().nonnegative().max(10_000_000).nullable().optional(),
  business_model: z.enum(['b2b', 'b2c']).nullable().optional(),
  is_exporter: z.boolean().optional(),
  is_food_business: z.boolean().optional(),
  has_manufacturing: z.boolean().optional(),
  has_international_clients: z.boolean().optional(),
  wants_startup_credits: z.boolean().optional(),
  incorporation_date: isoDateSchema.nullable().optional(),
  has_deposits: z.boolean().nullable().optional(),
  business_locations: z.array(lineSchema.trim().min(1).max(100)).max(60).nullable().optional(),
  foreign_owned: z.boolean().nullable().optional(),
  member_count: z.number().int().min(1).max(10_000).nullable().optional(),
  fiscal_year_end: monthDaySchema.nullable().optional(),
  gst_filing: z.enum(['monthly', 'quarterly']).nullable().optional(),
  paid_up_capital: money.nullable().optional(),
  agm_date: isoDateSchema.nullable().optional(),
  vat_registered: z.boolean().nullable().optional(),
  /** India: "is it a small company (s.2(85))?", asked where paid-up capital and turnover leave it open. */
  small_company: z.boolean().nullable().optional(),
};

/** What a new company has for every fact the body leaves out: checkboxes off, everything else unknown. */
export const companyFactDefaults = {
  turnover: null,
  num_employees: null,
  business_model: null,
  is_exporter: false,
  is_food_business: false,
  has_manufacturing: false,
  has_international_clients: false,
  wants_startup_credits: false,
  incorporation_date: null,
  has_deposits: null,
  business_locations: null,
  foreign_owned: null,
  member_count: null,
  fiscal_year_end: null,
  gst_filing: null,
  paid_up_capital: null,
  agm_date: null,
  vat_registered: null,
  small_company: null,
} as const;

const identityShape = {
  name: lineSchema.trim().min(1, REQUIRED_FIELDS_MESSAGE).max(COMPANY_NAME_MAX_LENGTH, COMPANY_NAME_TOO_LONG),
  country: z.enum(companyCountries),
  state: lineSchema.trim().min(1, REQUIRED_FIELDS_MESSAGE).max(100, maxLengthMessage('State', 100)),
  entity_type: z.enum(entityTypes),
  is_formation: z.boolean().optional(),
  /** The registry id (CIN or LLPIN) when the company came from a registry search. */
  registration_number: lineSchema.trim().max(30).nullable().optional(),
};

/**
 * The founder's answer about the one-time filings that fell due before the company was added to Charter
 * (first auditor, commencement of business…): `filed` counts them as done, `not_filed` leaves them overdue.
 * Null until answered.
 */
export const pastFilingsAnswers = ['filed', 'not_filed'] as const;
export const pastFilingsAnswerSchema = z.enum(pastFilingsAnswers);
export type PastFilingsAnswer = z.infer<typeof pastFilingsAnswerSchema>;
/** A company incorporated this long before it is added is asked with "yes, filed" preselected. */
export const PAST_FILINGS_DEFAULT_FILED_AFTER_DAYS = 365;

/** Entity type and state must belong to the company's country; used by the schema and by PATCH on the server. */
export function countryFactIssues(
  country: CompanyCountry,
  value: { entity_type?: EntityType | undefined; state?: string | undefined },
): { field: 'entity_type' | 'state'; message: string }[] {
  const issues: { field: 'entity_type' | 'state'; message: string }[] = [];
  if (value.entity_type && !(entityTypesByCountry[country] as readonly string[]).includes(value.entity_type)) {
    issues.push({ field: 'entity_type', message: `must be one of ${entityTypesByCountry[country].join(', ')} for ${country}` });
  }
  if (value.state && !statesByCountry[country].includes(value.state)) {
    issues.push({ field: 'state', message: `is not a state of ${country}` });
  }
  return issues;
}

/** Facts that only make sense together: checked for a new company and for the result of every PATCH. */
export function companyConsistencyIssues(value: {
  country: CompanyCountry;
  is_formation: boolean;
  is_food_business: boolean;
  has_manufacturing: boolean;
  wants_startup_credits: boolean;
}): { field: 'has_manufacturing' | 'wants_startup_credits' | 'is_formation'; message: string }[] {
  const issues: ReturnType<typeof companyConsistencyIssues> = [];
  if (value.has_manufacturing && !value.is_food_business) {
    issues.push({ field: 'has_manufacturing', message: 'applies only to a food business (it means manufacturing or processing food)' });
  }
  if (value.wants_startup_credits && !value.is_formation) {
    issues.push({ field: 'wants_startup_credits', message: 'is only for a company being formed with Charter' });
  }
  if (value.country === 'UK' && value.is_formation) {
    issues.push({ field: 'is_formation', message: 'UK companies can only be added as already registered' });
  }
  return issues;
}

export const createCompanyBodySchema = z
  .object({ ...identityShape, ...companyFactsShape, past_filings: pastFilingsAnswerSchema.nullable().optional() })
  .superRefine((value, ctx) => {
    const consistency = companyConsistencyIssues({
      country: value.country,
      is_formation: value.is_formation ?? false,
      is_food_business: value.is_food_business ?? false,
      has_manufacturing: value.has_manufacturing ?? false,
      wants_startup_credits: value.wants_startup_credits ?? false,
    });
    for (const issue of [...countryFactIssues(value.country, value), ...consistency])
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  })
  .transform((value) => ({
    is_formation: false,
    registration_number: null,
    past_filings: null,
    ...companyFactDefaults,
    ...stripUndefined(value),
  }));
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;
export type NewCompany = z.output<typeof createCompanyBodySchema>;

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** PATCH: any field but the country (a company does not move jurisdictions; create a new one). */
export const updateCompanyBodySchema = z
  .object({
    name: identityShape.name,
    state: identityShape.state,
    entity_type: identityShape.entity_type,
    registration_number: identityShape.registration_number,
    ...companyFactsShape,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.enum(companyCountries),
  state: z.string(),
  entity_type: z.enum(entityTypes),
  status: z.enum(['forming', 'existing']),
  is_formation: z.boolean(),
  registration_number: z.string().nullable(),
  industry: z.string(),
  turnover: z.number().nullable(),
  num_employees: z.number().int().nullable(),
  business_model: z.enum(['b2b', 'b2c']).nullable(),
  is_exporter: z.boolean(),
  is_food_business: z.boolean(),
  has_manufacturing: z.boolean(),
  has_international_clients: z.boolean(),
  wants_startup_credits: z.boolean(),
  incorporation_date: z.string().nullable(),
  has_deposits: z.boolean().nullable(),
  business_locations: z.array(z.string()).nullable(),
  foreign_owned: z.boolean().nullable(),
  member_count: z.number().int().nullable(),
  fiscal_year_end: z.string().nullable(),
  gst_filing: z.enum(['monthly', 'quarterly']).nullable(),
  paid_up_capital: z.number().nullable(),
  agm_date: z.string().nullable(),
  vat_registered: z.boolean().nullable(),
  small_company: z.boolean().nullable(),
  /** API field names whose value came from the registry and was not edited since. */
  registry_fields: z.array(z.string()),
  past_filings: pastFilingsAnswerSchema.nullable(),
  /** The caller's role in this company; null when staff look at it from the back office. */
  role: companyRoleSchema.nullable(),
  ...timestampFields,
});
export type Company = z.infer<typeof companySchema>;

/** The facts a founder answers with a tick: off until ticked, never unknown (the forms hold them as the company does). */
export type CompanyTickFact =
  'is_exporter' | 'is_food_business' | 'has_manufacturing' | 'has_international_clients' | 'wants_startup_credits';

/** A company's tick facts, as a form of its facts starts from them. */
export const tickFactsOf = (company: Pick<Company, CompanyTickFact>): Pick<Company, CompanyTickFact> => ({
  is_exporter: company.is_exporter,
  is_food_business: company.is_food_business,
  has_manufacturing: company.has_manufacturing,
  has_international_clients: company.has_international_clients,
  wants_startup_credits: company.wants_startup_credits,
});

export const companyListSchema = z.array(companySchema);

export const pastFilingsBodySchema = z.object({ answer: pastFilingsAnswerSchema });
export const pastFilingsResponseSchema = z.object({
  company: companySchema,
  /** How many open one-time filings the answer marked as done (0 for `not_filed`). */
  completed: z.number().int().nonnegative(),
});

/** Archiving asks for the company's name, typed, as the confirmation a founder gives (checked on the server). */
export const archiveCompanyBodySchema = z.object({ confirm_name: lineSchema.trim().min(1, 'Type the company name to confirm').max(200) });
// Any string: an id that is not a UUID is simply a company that does not exist (404), never a 400.
export const companyIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /companies/{id}/compliance/what-if: the changes (as a PATCH would send them) and an optional date. */
export const whatIfBodySchema = z.object({
  changes: updateCompanyBodySchema,
  as_of: isoDateSchema.optional(),
});
export type WhatIfBody = z.input<typeof whatIfBodySchema>;
