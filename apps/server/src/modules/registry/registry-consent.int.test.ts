import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_CONSENT, REGISTRY_REASON } from '@charter/shared';
import { bearer, signedInUser, type SignedInUser } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { readMcaMasterData } from './mca-master-data';
import { registryRepository } from './registry.repository';

let t: TestApp;
let user: SignedInUser;
let other: SignedInUser;
const CIN = 'U74999MH2019PTC123456';

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = readMcaMasterData(readFileSync(new URL('../../../test/fixtures/mca-master-sample.csv', import.meta.url), 'utf8'));
  await registryRepository.upsertMany(t.database.db, rows);
  user = await signedInUser(t.app, 'Consenting Founder');
  other = await signedInUser(t.app, 'Other Founder');
});
afterAll(() => t.close());

const fetchData = (by: SignedInUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/mca/fetch-company-data', headers: bearer(by.token), payload });
const consents = async () => {
  const result = await t.database.db.execute(sql`select user_id, entity_id, reason, consent_text, request_id from registry_consents`);
  return (result as { rows: Record<string, string>[] }).rows;
};

/** The company the wizard sends after loading the sample record. */
const fromRegistry = (overrides: object = {}) =>
  companyBody({
    name: 'SAMPLE SPICE TRADERS PRIVATE LIMITED',
    state: 'Maharashtra',
    entity_type: 'Private Limited',
    incorporation_date: '2019-06-15',
    paid_up_capital: 500000,
    registration_number: CIN,
    ...overrides,
  });

describe('registry consent', () => {
  it('refuses a fetch without the exact consent sentence or reason, and records nothing', async () => {
    for (const payload of [
      { entity_id: CIN, consent: 'I agree', reason: REGISTRY_REASON },
      { entity_id: CIN, reason: REGISTRY_REASON },
      { entity_id: CIN, consent: REGISTRY_CONSENT, reason: 'marketing' },
    ]) {
      const response = await fetchData(user, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await consents()).toEqual([]);
  });

  it('stores who consented, when, to which id, why, and the request', async () => {
    const response = await fetchData(user, { entity_id: CIN.toLowerCase(), consent: REGISTRY_CONSENT, reason: REGISTRY_REASON });
    expect(response.statusCode).toBe(200);
    expect(await consents()).toEqual([
      {
        user_id: user.id,
        entity_id: CIN,
        reason: REGISTRY_REASON,
        consent_text: REGISTRY_CONSENT,
        request_id: response.headers['x-request-id'],
      },
    ]);
  });
});

describe('fields from the registry', () => {
  const create = (by: SignedInUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(by.token), payload });

  it('are those whose value is the consented record’s; an edit makes the field the founder’s', async () => {
    await fetchData(user, { entity_id: CIN, consent: REGISTRY_CONSENT, reason: REGISTRY_REASON });
    const created = json<{ id: string; registry_fields: string[] }>(await create(user, fromRegistry({ paid_up_capital: 750000 })));
    expect(created.registry_fields.sort()).toEqual(['entity_type', 'incorporation_date', 'name', 'registration_number', 'state']);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${created.id}`,
      headers: bearer(user.token),
      payload: { incorporation_date: '2019-07-01', num_employees: 40 },
    });
    expect(json<{ registry_fields: string[] }>(patched).registry_fields.sort()).toEqual([
      'entity_type',
      'name',
      'registration_number',
      'state',
    ]);
  });

  it('are none for a founder who never consented to fetch that record', async () => {
    const created = json<{ registry_fields: string[] }>(await create(other, fromRegistry()));
    expect(created.registry_fields).toEqual([]);
  });
});

describe('facts the server enforces', () => {
  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(user.token), payload });

  it.each([
    [{ incorporation_date: '2999-01-01' }, 'incorporation_date', 'cannot be in the future'],
    [{ is_food_business: false, has_manufacturing: true }, 'has_manufacturing', 'food business'],
    [{ wants_startup_credits: true }, 'wants_startup_credits', 'being formed'],
    [
      { country: 'UK', state: 'England and Wales', entity_type: 'Ltd', is_formation: true, incorporation_date: null },
      'is_formation',
      'already registered',
    ],
  ])('a new company with %j answers 400 naming %s', async (override, field, words) => {
    const response = await create(companyBody(override as object));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining(field) });
    expect(json<{ detail: string }>(response).detail).toContain(words);
  });

  it('a formation may ask for startup credits', async () => {
    expect((await create(companyBody({ is_formation: true, incorporation_date: null, wants_startup_credits: true }))).statusCode).toBe(201);
  });

  it('unticking the food business clears its food manufacturing fact with it', async () => {
    const { id } = json<{ id: string }>(await create(companyBody({ is_food_business: true, has_manufacturing: true })));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}`,
      headers: bearer(user.token),
      payload: { is_food_business: false },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ is_food_business: false, has_manufacturing: false });
  });

  it.each([
    // Unticking food alone clears its manufacturing fact (issue 28: dependent facts follow); saying both is refused.
    [{ is_food_business: false, has_manufacturing: true }, 'has_manufacturing'],
    [{ wants_startup_credits: true }, 'wants_startup_credits'],
    [{ incorporation_date: '2999-01-01' }, 'incorporation_date'],
  ])('a PATCH whose result breaks a rule (%j) answers 400 and changes nothing', async (payload, field) => {
    const { id } = json<{ id: string }>(await create(companyBody({ is_food_business: true, has_manufacturing: true })));
    const response = await t.app.inject({ method: 'PATCH', url: `/api/companies/${id}`, headers: bearer(user.token), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining(field) });
    const stored = json(await t.app.inject({ method: 'GET', url: `/api/companies/${id}`, headers: bearer(user.token) }));
    expect(stored).toMatchObject({ is_food_business: true, has_manufacturing: true, wants_startup_credits: false });
  });
});
