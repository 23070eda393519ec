import { describe, expect, it } from 'vitest';
import type { Company, Requirement } from '@charter/shared';
import { obligationChanges, profileFieldsFor, profilePatch, toProfileForm } from './profile-form';

const company = {
  id: 'c1',
  name: 'Kaveri Foods Private Limited',
  country: 'India',
  state: 'Karnataka',
  entity_type: 'Private Limited',
  status: 'existing',
  is_formation: false,
  registration_number: 'U15100KA2020PTC123456',
  industry: 'Food & Beverage',
  turnover: 4_500_000,
  num_employees: 12,
  business_model: 'b2c',
  is_exporter: false,
  is_food_business: true,
  has_manufacturing: true,
  has_international_clients: false,
  wants_startup_credits: false,
  incorporation_date: '2020-05-02',
  has_deposits: null,
  business_locations: ['Kerala'],
  foreign_owned: null,
  member_count: null,
  fiscal_year_end: null,
  gst_filing: 'monthly',
  paid_up_capital: 100000,
  agm_date: null,
  vat_registered: null,
  small_company: null,
  registry_fields: ['name', 'registration_number'],
  past_filings: null,
  role: 'owner',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
} satisfies Company;

describe('profilePatch', () => {
  it('is empty when nothing was touched, so a save never un-vouches registry values', () => {
    expect(profilePatch(company, toProfileForm(company))).toEqual({});
  });

  it('sends only the changed facts, typed as the API wants them', () => {
    const form = {
      ...toProfileForm(company),
      num_employees: '22',
      turnover: '60,00,000',
      has_deposits: 'no' as const,
      gst_filing: '' as const,
    };
    expect(profilePatch(company, form)).toEqual({ num_employees: 22, turnover: 6_000_000, has_deposits: false, gst_filing: null });
  });

  it('clears manufacturing with the food business, and empties to null', () => {
    const form = { ...toProfileForm(company), is_food_business: false, registration_number: '  ', business_locations: [] };
    expect(profilePatch(company, form)).toEqual({
      is_food_business: false,
      has_manufacturing: false,
      registration_number: null,
      business_locations: null,
    });
  });
});

describe('profileFieldsFor', () => {
  it('asks each country only what its law uses', () => {
    expect(profileFieldsFor('India', 'Private Limited')).toMatchObject({ gst: true, agm: true, vat: false, foreignOwned: false });
    expect(profileFieldsFor('India', 'LLP')).toMatchObject({ agm: false, memberCount: true });
    expect(profileFieldsFor('USA', 'LLC')).toMatchObject({ gst: false, foreignOwned: true, fiscalYearEnd: true, memberCount: true });
    expect(profileFieldsFor('UK', 'Ltd')).toMatchObject({ vat: true, memberCount: false });
  });
});

describe('obligationChanges', () => {
  const requirement = (rule_id: string, name: string) => ({ rule_id, name }) as Requirement;
  it('names the obligations a change added and removed, once per rule', () => {
    const before = [requirement('gst', 'GSTR-3B'), requirement('gst', 'GSTR-3B'), requirement('esic', 'ESIC')];
    const after = [requirement('gst', 'GSTR-3B'), requirement('pf', 'PF registration'), requirement('pf', 'PF registration')];
    expect(obligationChanges(before, after)).toEqual({ added: ['PF registration'], removed: ['ESIC'] });
  });
});
