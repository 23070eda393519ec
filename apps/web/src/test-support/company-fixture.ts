import type { Company } from '@charter/shared';

/**
 * A company as GET /api/companies answers it, for tests: an Indian private limited food business with a turnover and
 * a staff, every other fact unknown; `overrides` changes what a test is about.
 */
export const aCompany = (overrides: Partial<Company> = {}): Company => ({
  id: 'c1',
  name: 'Dairy Lane Private Limited',
  country: 'India',
  state: 'Karnataka',
  entity_type: 'Private Limited',
  status: 'existing',
  is_formation: false,
  registration_number: null,
  industry: 'Food & Beverage',
  turnover: 3_000_000,
  num_employees: 12,
  business_model: 'b2b',
  is_exporter: false,
  is_food_business: true,
  has_manufacturing: true,
  has_international_clients: false,
  wants_startup_credits: false,
  incorporation_date: '2024-04-02',
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
  registry_fields: [],
  past_filings: 'filed',
  role: 'owner',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
