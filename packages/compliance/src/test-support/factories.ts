// Test data builders: a profile with every fact known and neutral, overridden per case.

import type { CompanyProfile, Country, Requirement } from '../types';

const NEUTRAL = {
  status: 'existing',
  industry: null,
  num_employees: 0,
  business_model: 'b2b',
  is_exporter: false,
  is_food_business: false,
  has_manufacturing: false,
  has_international_clients: false,
  has_deposits: false,
  business_locations: null,
  foreign_owned: false,
  member_count: null,
  fiscal_year_end: null,
  gst_filing: null,
  agm_date: null,
  vat_registered: null,
  wants_startup_credits: false,
} as const;

/** Each country's own defaults: a registered company of its commonest type, with figures typical of its first years. */
const COUNTRY_DEFAULTS = {
  India: {
    entity_type: 'Private Limited',
    state: 'Karnataka',
    incorporation_date: '2020-06-15',
    turnover: 10_00_000,
    paid_up_capital: 1_00_000,
  },
  USA: {
    entity_type: 'C-Corp',
    state: 'Delaware',
    incorporation_date: '2020-06-15',
    turnover: 1_000_000,
    paid_up_capital: null,
    member_count: 1,
  },
  UK: {
    entity_type: 'Ltd',
    state: 'England',
    incorporation_date: '2026-01-15',
    turnover: 50_000,
    paid_up_capital: null,
    vat_registered: false,
    wants_startup_credits: false,
  },
} satisfies Record<Country, Partial<CompanyProfile>>;

const companyIn =
  (country: Country) =>
  (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({ ...NEUTRAL, country, ...COUNTRY_DEFAULTS[country], ...overrides });

export const india = companyIn('India');
export const usa = companyIn('USA');
export const uk = companyIn('UK');

/** What even a half-filled wizard says: the country, the entity type and whether the company exists yet. */
const ALWAYS_KNOWN: readonly (keyof CompanyProfile)[] = ['country', 'entity_type', 'status'];

/** Every other fact unknown: what a half-filled wizard sends. */
export function unknownProfile(base: CompanyProfile): CompanyProfile {
  const unknown = Object.keys(base).filter((field) => !ALWAYS_KNOWN.includes(field as keyof CompanyProfile));
  return { ...base, ...Object.fromEntries(unknown.map((field) => [field, null])) };
}

export function findRequirement(list: readonly Requirement[], ruleId: string): Requirement | undefined {
  return list.find((r) => r.rule_id === ruleId);
}
