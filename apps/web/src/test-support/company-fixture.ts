import { companyFactDefaults, type Company } from '@charter/shared';

/**
 * A company as GET /api/companies answers it, for tests: an Indian private limited food business with a turnover and
 * a staff, every other fact as a new company has it (unknown, or unticked); `overrides` changes what a test is about.
 */
export const aCompany = (overrides: Partial<Company> = {}): Company => ({
  ...companyFactDefaults,
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
  is_food_business: true,
  has_manufacturing: true,
  incorporation_date: '2024-04-02',
  registry_fields: [],
  past_filings: 'filed',
  role: 'owner',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
