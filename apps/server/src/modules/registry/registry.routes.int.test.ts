import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_CONSENT, REGISTRY_REASON } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { readMcaMasterData } from './mca-master-data';
import { registryRepository } from './registry.repository';

let t: TestApp;
let user: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const fixture of ['mca-master-sample.csv', 'llp-master-sample.csv']) {
    const { rows } = readMcaMasterData(readFileSync(new URL(`../../../test/fixtures/${fixture}`, import.meta.url), 'utf8'));
    await registryRepository.upsertMany(t.database.db, rows);
  }
  user = await signedInUser(t.app);
});
afterAll(() => t.close());

const search = (query: string, token = user.token) =>
  t.app.inject({ method: 'GET', url: `/api/mca/search-company?company_name=${encodeURIComponent(query)}`, headers: bearer(token) });
const fetchData = (entityId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mca/fetch-company-data',
    headers: bearer(user.token),
    payload: { entity_id: entityId, consent: REGISTRY_CONSENT, reason: REGISTRY_REASON },
  });

describe('GET /api/mca/search-company', () => {
  it('finds companies by a partial, misspelt or lower-case name, best match first', async () => {
    const body = json<{
      success: boolean;
      count: number;
      companies: { company_name: string; cin: string; entity_type: string; state: string }[];
    }>(await search('sample spice'));
    expect(body.success).toBe(true);
    expect(body.companies[0]).toMatchObject({
      company_name: 'SAMPLE SPICE TRADERS PRIVATE LIMITED',
      cin: 'U74999MH2019PTC123456',
      entity_type: 'Private Limited',
      state: 'Maharashtra',
    });
    expect(json<{ count: number }>(await search('spcie traders')).count).toBeGreaterThan(0);
    expect(json<{ companies: { llpin: string }[] }>(await search('advisors')).companies[0]).toMatchObject({ llpin: 'AAB-1234' });
  });

  it('answers an empty result, not an error, when nothing matches', async () => {
    expect(json(await search('zzzqqqxxx'))).toEqual({ success: true, count: 0, companies: [] });
  });

  it('needs at least 3 characters', async () => {
    const response = await search('sa');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ detail: expect.stringContaining('Please enter at least 3 characters') });
  });

  it("never exposes another user's companies", async () => {
    const other = await signedInUser(t.app);
    await createdCompany(t.app, other.token, { name: 'Confidential Quokka Ventures' });
    expect(json<{ count: number }>(await search('Quokka')).count).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mca/search-company?company_name=sample' })).statusCode).toBe(401);
  });
});

describe('POST /api/mca/fetch-company-data', () => {
  it('returns the registry data of a CIN, normalising its case', async () => {
    const response = await fetchData('u15400ka2024ptc654321');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      data: {
        company_name: 'SAMPLE FOODS KARNATAKA PRIVATE LIMITED',
        cin: 'U15400KA2024PTC654321',
        llpin: null,
        company_class: 'Private',
        company_category: 'Company limited by Shares',
        entity_type: 'Private Limited',
        registered_state: 'Karnataka',
        date_of_incorporation: '2024-01-02',
        paid_up_capital: 100000,
        status: 'Active',
      },
    });
  });

  it('recognises OPCs and LLPs', async () => {
    expect(
      json<{ data: { entity_type: string; date_of_incorporation: string } }>(await fetchData('U72900DL2023OPC111111')).data,
    ).toMatchObject({
      entity_type: 'OPC',
      date_of_incorporation: '2023-03-20',
    });
    expect(json<{ data: { entity_type: string } }>(await fetchData('AAB-1234')).data.entity_type).toBe('LLP');
  });

  it('answers 404 for an id the registry does not hold and 400 for a malformed one', async () => {
    expect((await fetchData('U99999MH2020PTC999999')).statusCode).toBe(404);
    const bad = await fetchData('not-a-cin');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ detail: expect.stringContaining('CIN') });
  });
});

describe('MCA master data import', () => {
  it('reports rows it cannot use instead of guessing', () => {
    const { rows, skipped } = readMcaMasterData(
      readFileSync(new URL('../../../test/fixtures/mca-master-sample.csv', import.meta.url), 'utf8'),
    );
    expect(rows).toHaveLength(4);
    expect(skipped).toEqual([{ line: 6, reason: 'no id or name' }]);
    expect(rows.find((row) => row.entityId.startsWith('L65910'))?.entityType).toBeNull();
  });

  it('refuses a file without the id and name columns', () => {
    expect(() => readMcaMasterData('NAME,STATE\nA,B\n')).toThrow(/CORPORATE_IDENTIFICATION_NUMBER/);
  });
});
