import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateCompanyBody } from '@charter/shared';
import { bearer } from './auth-helpers';
import { json } from './test-app';

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

/** A new company of the user's, added through the API (`companyBody` with `overrides`). */
export async function createdCompany(
  app: FastifyInstance,
  token: string,
  overrides: Partial<CreateCompanyBody> = {},
): Promise<{ id: string; name: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/companies', headers: bearer(token), payload: companyBody(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string; name: string }>(response);
}

/** A member moves one of the company's requirements (spec §7 PATCH /api/companies/{id}/compliance/{requirementId}). */
export function setsRequirement(app: FastifyInstance, token: string, companyId: string, requirementId: string, payload: object) {
  return app.inject({ method: 'PATCH', url: `/api/companies/${companyId}/compliance/${requirementId}`, headers: bearer(token), payload });
}
