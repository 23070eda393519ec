import { describe, expect, it } from 'vitest';
import { REGISTRY_CONSENT, REGISTRY_CONSENT_UK, REGISTRY_REASON, registryFetchBodySchema, registrySearchQuerySchema } from './registry';

const body = (entity_id: string, country?: 'India' | 'UK') => ({
  entity_id,
  ...(country ? { country } : {}),
  consent: country === 'UK' ? REGISTRY_CONSENT_UK : REGISTRY_CONSENT,
  reason: REGISTRY_REASON,
});

// The entity ids each registry takes and refuses; India's are sent without a country (it is the default).
const entityIds = {
  India: { accepts: ['U74999MH2019PTC123456', 'aab-1234'], refuses: ['01234567'] },
  UK: { accepts: ['01234567', 'sc123456', 'OC301234', 'R0000123'], refuses: ['U74999MH2019PTC123456', '1234567', 'SC12345', 'SCX23456'] },
} as const;
const idsThat = (outcome: 'accepts' | 'refuses') =>
  Object.entries(entityIds).flatMap(([country, ids]) =>
    ids[outcome].map((id) => [id, country === 'UK' ? ('UK' as const) : undefined] as const),
  );

describe('registry fetch body', () => {
  it.each(idsThat('accepts'))('accepts %s for %s', (id, country) => {
    const parsed = registryFetchBodySchema.safeParse(body(id, country));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ entity_id: id.toUpperCase(), country: country ?? 'India' });
  });

  it.each(idsThat('refuses'))('refuses %s for %s', (id, country) => {
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
