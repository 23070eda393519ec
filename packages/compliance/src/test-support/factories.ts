// Test data builders: a profile with every fact known and neutral, overridden per case.

import type { CompanyProfile, Requirement } from '../types';

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

export function india(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    ...NEUTRAL,
    country: 'India',
    entity_type: 'Private Limited',
    state: 'Karnataka',
    incorporation_date: '2020-06-15',
    turnover: 10_00_000,
    paid_up_capital: 1_00_000,
    ...overrides,
  };
}

export function usa(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    ...NEUTRAL,
    country: 'USA',
    entity_type: 'C-Corp',
    state: 'Delaware',
    incorporation_date: '2020-06-15',
    turnover: 1_000_000,
    paid_up_capital: null,
    member_count: 1,
    ...overrides,
  };
}

export function uk(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    ...NEUTRAL,
    country: 'UK',
    entity_type: 'Ltd',
    state: 'England',
    incorporation_date: '2026-01-15',
    turnover: 50_000,
    paid_up_capital: null,
    vat_registered: false,
    wants_startup_credits: false,
    ...overrides,
  };
}

/** Every fact unknown: what a half-filled wizard sends. */
export function unknownProfile(base: CompanyProfile): CompanyProfile {
  return {
    ...base,
    state: null,
    incorporation_date: null,
    industry: null,
    turnover: null,
    num_employees: null,
    business_model: null,
    is_exporter: null,
    is_food_business: null,
    has_manufacturing: null,
    has_international_clients: null,
    has_deposits: null,
    business_locations: null,
    foreign_owned: null,
    member_count: null,
    fiscal_year_end: null,
    gst_filing: null,
    paid_up_capital: null,
    agm_date: null,
    vat_registered: null,
    wants_startup_credits: null,
  };
}

export function findRequirement(list: readonly Requirement[], ruleId: string): Requirement | undefined {
  return list.find((r) => r.rule_id === ruleId);
}
