import { describe, expect, it } from 'vitest';
import { REGISTRY_CONSENT, REGISTRY_CONSENT_UK, REGISTRY_REASON, registryFetchBodySchema, registrySearchQuerySchema } from './registry';

const body = (entity_id: string, country?: 'India' | 'UK') => ({
  entity_id,
  ...(country ? { country } : {}),
  consent: country === 'UK' ? REGISTRY_CONSENT_UK : REGISTRY_CONSENT,
  reason: REGISTRY_REASON,
});

describe('registry fetch body', () => {
  it.each([
    ['U74999MH2019PTC123456', undefined],
    ['aab-1234', undefined],
    ['01234567', 'UK'],
    ['sc123456', 'UK'],
    ['OC301234', 'UK'],
    ['R0000123', 'UK'],
  ] as const)('accepts %s for %s', (id, country) => {
    const parsed = registryFetchBodySchema.safeParse(body(id, country));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ entity_id: id.toUpperCase(), country: country ?? 'India' });
  });

  it.each([
    ['01234567', undefined],
    ['U74999MH2019PTC123456', 'UK'],
    ['1234567', 'UK'],
    ['SC12345', 'UK'],
    ['SCX23456', 'UK'],
  ] as const)('refuses %s for %s', (id, country) => {
    const parsed = registryFetchBodySchema.safeParse(body(id, country));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['entity_id']);
  });

  it('takes only the consent sentence of the record’s country', () => {
    const mixed = registryFetchBodySchema.safeParse({ ...body('01234567', 'UK'), consent: REGISTRY_CONSENT });
    expect(mixed.error?.issues.map((issue) => issue.path)).toEqual([['consent']]);
  });

  it('keeps the India consent sentence byte for byte', () => {
    expect(REGISTRY_CONSENT).toBe(
      'I consent to Charter fetching my company’s public registration details from the Ministry of Corporate Affairs for onboarding.',
    );
  });
});

describe('registry search query', () => {
  it('defaults to India and refuses a country without a registry', () => {
    expect(registrySearchQuerySchema.parse({ company_name: 'acme' })).toEqual({ company_name: 'acme', country: 'India' });
    expect(registrySearchQuerySchema.safeParse({ company_name: 'acme', country: 'USA' }).success).toBe(false);
  });
});
