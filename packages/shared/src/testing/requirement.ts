import type { Requirement } from '../compliance/compliance';

/** A requirement for unit tests: sensible defaults, `id` taken from the name so lists are easy to read back. */
export function requirement(overrides: Partial<Requirement>): Requirement {
  return {
    id: overrides.name ?? 'r',
    rule_id: 'rule',
    name: 'Requirement',
    description: '',
    category: 'Tax',
    status: 'pending',
    due_date: '2025-07-01',
    period_label: null,
    recurrence: 'annual',
    urgency: 'medium',
    is_mandatory: true,
    applicability: 'mandatory',
    condition_note: null,
    business_type: 'LLC',
    estimated_completion_days: 3,
    price: null,
    platform_fee: null,
    currency: 'USD',
    product_id: null,
    source_url: 'https://example.com',
    last_verified: '2025-01-01',
    penalty: null,
    exposure: null,
    completed_at: null,
    assumed_done: false,
    reasons: [],
    question_id: null,
    ...overrides,
  };
}
