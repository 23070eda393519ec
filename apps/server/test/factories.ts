import type { CreateCompanyBody } from '@charter/shared';

/** A valid company body; tests override only what they are about. */
export function companyBody(overrides: Partial<CreateCompanyBody> = {}): CreateCompanyBody {
  return {
    name: 'Sample Spice Traders Private Limited',
    country: 'India',
    state: 'Maharashtra',
    entity_type: 'Private Limited',
    industry: 'Food & Beverage',
    incorporation_date: '2024-06-15',
    turnover: 3_000_000,
    num_employees: 12,
    business_model: 'b2b',
    is_exporter: true,
    is_food_business: true,
    ...overrides,
  };
}
