import type { CreateCompanyBody } from '@charter/shared';

let made = 0;

/**
 * A valid company body; tests override only what they are about. Each gets its own name, since a founder cannot
 * add the same company twice.
 */
export function companyBody(overrides: Partial<CreateCompanyBody> = {}): CreateCompanyBody {
  made += 1;
  return {
    name: `Sample Spice Traders ${made} Private Limited`,
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
