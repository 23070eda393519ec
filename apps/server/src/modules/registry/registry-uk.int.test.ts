import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_CONSENT, REGISTRY_CONSENT_UK, REGISTRY_REASON } from '@charter/shared';
import { createCompaniesHouseProvider } from '../../adapters/registry/companies-house-provider';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { acmeWidgetsData } from '../../../test/companies-house-fixtures';
import { companyBody } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

const KEY = 'test-companies-house-key';

/** A local stand-in for the Companies House API, answering the shapes its public data API documents. */
const profiles: Record<string, unknown> = {
  '01234567': {
    company_name: 'ACME WIDGETS LIMITED',
    company_number: '01234567',
    type: 'ltd',
    company_status: 'active',
    date_of_creation: '2015-03-09',
    jurisdiction: 'england-wales',
    registered_office_address: { address_line_1: '1 Test Street', locality: 'London', country: 'United Kingdom' },
  },
  '07654321': {
    company_name: 'ACME HOLDINGS PLC',
    company_number: '07654321',
    type: 'plc',
    company_status: 'active',
    date_of_creation: '2011-01-20',
    jurisdiction: 'england-wales',
  },
  SC000002: { company_number: 'SC000002', kind: 'not a profile' },
};
const searchItems = [
  {
    company_number: '01234567',
    title: 'ACME WIDGETS LIMITED',
    company_type: 'ltd',
    company_status: 'active',
    date_of_creation: '2015-03-09',
    address: { premises: '1', address_line_1: 'Test Street', locality: 'London', country: 'England' },
    kind: 'searchresults#company',
  },
  { company_number: '07654321', title: 'ACME HOLDINGS PLC', company_type: 'plc', company_status: 'active', kind: 'searchresults#company' },
];

let fake: Server;
let fakeUrl: string;
const seen: IncomingMessage[] = [];

function startFake(): Promise<void> {
  fake = createServer((request, response) => {
    seen.push(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (request.headers.authorization !== `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`)
      return send(401, { error: 'Invalid Authorization' });
    if (url.pathname === '/search/companies') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return send(200, { kind: 'search#companies', total_results: 2, items: q === 'acme' ? searchItems : [] });
    }
    const number = url.pathname.match(/^\/company\/([^/]+)$/)?.[1];
    if (number === 'SC000001') return send(500, { error: 'boom' });
    if (number === 'SC000003') return; // never answers: the provider's timeout decides
    if (number && profiles[number]) return send(200, profiles[number]);
    return send(404, { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] });
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve()));
}

let t: TestApp;
let user: { token: string; id: string };

beforeAll(async () => {
  await startFake();
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({ companiesHouse: { url: fakeUrl, apiKey: KEY } });
  user = await signedInUser(t.app, 'Olivia Hughes');
});
afterAll(async () => {
  await t.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const search = (query: string, country = 'UK', token = user.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/mca/search-company?company_name=${encodeURIComponent(query)}&country=${country}`,
    headers: bearer(token),
  });
const fetchUk = (payload: object, token = user.token) =>
  t.app.inject({ method: 'POST', url: '/api/mca/fetch-company-data', headers: bearer(token), payload });
const ukFetch = (entityId: string, token = user.token) =>
  fetchUk({ entity_id: entityId, country: 'UK', consent: REGISTRY_CONSENT_UK, reason: REGISTRY_REASON }, token);
const consents = async () =>
  (
    (await t.database.db.execute(sql`select entity_id, consent_text from registry_consents order by created_at`)) as {
      rows: { entity_id: string; consent_text: string }[];
    }
  ).rows;

describe('UK look-up through Companies House', () => {
  it('GET /api/mca/directory says the UK look-up is available when a key is configured', async () => {
    const { countries } = json<{ countries: { country: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/mca/directory', headers: bearer(user.token) }),
    );
    expect(countries.find((entry) => entry.country === 'UK')).toEqual({
      country: 'UK',
      available: true,
      source: 'api',
      record_count: null,
      last_imported_at: null,
    });
  });

  it('searches with the key as the basic-auth username and maps the answer (a PLC has no entity type)', async () => {
    seen.length = 0;
    const response = await search('acme');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      count: 2,
      companies: [
        {
          company_name: 'ACME WIDGETS LIMITED',
          cin: null,
          llpin: null,
          company_number: '01234567',
          company_type: 'Private limited company',
          entity_type: 'Ltd',
          state: 'England and Wales',
          status: 'Active',
        },
        {
          company_name: 'ACME HOLDINGS PLC',
          cin: null,
          llpin: null,
          company_number: '07654321',
          company_type: 'Public limited company',
          entity_type: null,
          state: null,
          status: 'Active',
        },
      ],
    });
    const url = new URL(seen[0]!.url!, 'http://fake');
    expect(url.pathname).toBe('/search/companies');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'acme', items_per_page: '20' });
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`);
  });

  it('a search with no match is an empty result', async () => {
    expect(json(await search('zzzqqq'))).toEqual({ success: true, count: 0, companies: [] });
  });

  it('refuses a country without a registry and a missing session', async () => {
    const usa = await search('acme', 'USA');
    expect(usa.statusCode).toBe(400);
    expect(json(usa)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('country') });
    expect((await t.app.inject({ method: 'GET', url: '/api/mca/search-company?company_name=acme&country=UK' })).statusCode).toBe(401);
  });

  it('fetches a company by number with the Companies House consent, and records that consent', async () => {
    const response = await ukFetch('01234567');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      data: acmeWidgetsData,
    });
    expect((await consents()).at(-1)).toEqual({ entity_id: '01234567', consent_text: REGISTRY_CONSENT_UK });
  });

  it('refuses the India consent sentence for a UK company, a CIN as a UK number, and a UK number as an India id', async () => {
    const before = (await consents()).length;
    const cases: [object, string][] = [
      [{ entity_id: '01234567', country: 'UK', consent: REGISTRY_CONSENT, reason: REGISTRY_REASON }, 'consent'],
      [{ entity_id: 'U74999MH2019PTC123456', country: 'UK', consent: REGISTRY_CONSENT_UK, reason: REGISTRY_REASON }, 'Companies House'],
      [{ entity_id: '1234567', country: 'UK', consent: REGISTRY_CONSENT_UK, reason: REGISTRY_REASON }, '8 characters'],
      [{ entity_id: '01234567', consent: REGISTRY_CONSENT, reason: REGISTRY_REASON }, 'CIN'],
    ];
    for (const [payload, words] of cases) {
      const response = await fetchUk(payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining(words) });
    }
    expect(await consents()).toHaveLength(before);
  });

  it('answers 404 for a number Companies House does not know; lower-case prefixes are normalised', async () => {
    const response = await ukFetch('sc999999');
    expect(response.statusCode).toBe(404);
    expect((await consents()).at(-1)).toMatchObject({ entity_id: 'SC999999' });
  });

  it('turns an upstream error or an unexpected answer into 503 PROVIDER_UNAVAILABLE', async () => {
    for (const number of ['SC000001', 'SC000002']) {
      const response = await ukFetch(number);
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    }
  });

  it('a wrong key (Companies House answers 401) is 503, never the founder’s 401', async () => {
    const wrongKey = await createTestApp({ companiesHouse: { url: fakeUrl, apiKey: 'wrong' } });
    try {
      const founder = await signedInUser(wrongKey.app);
      const response = await wrongKey.app.inject({
        method: 'GET',
        url: '/api/mca/search-company?company_name=acme&country=UK',
        headers: bearer(founder.token),
      });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    } finally {
      await wrongKey.close();
    }
  });

  it('gives up after its timeout with PROVIDER_UNAVAILABLE', async () => {
    const provider = createCompaniesHouseProvider(fakeUrl, KEY, { timeoutMs: 200 });
    await expect(provider.fetch('SC000003')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});

describe('fields a UK record vouches for', () => {
  const create = (payload: object, token = user.token) =>
    t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(token), payload });
  const ukCompany = (overrides: object = {}) =>
    companyBody({
      name: 'ACME WIDGETS LIMITED',
      country: 'UK',
      state: 'England and Wales',
      entity_type: 'Ltd',
      incorporation_date: '2015-03-09',
      registration_number: '01234567',
      is_food_business: false,
      ...overrides,
    });

  it('are asked of Companies House for a UK registration number the founder consented to', async () => {
    await ukFetch('01234567');
    const created = await create(ukCompany());
    expect(created.statusCode).toBe(201);
    expect(json<{ registry_fields: string[] }>(created).registry_fields.sort()).toEqual([
      'entity_type',
      'incorporation_date',
      'name',
      'registration_number',
      'state',
    ]);
  });

  it('are none for a number never fetched, or one whose record differs', async () => {
    // Another founder (one person cannot add the same company twice), who consents to the same record.
    const second = await signedInUser(t.app, 'Second Founder');
    await ukFetch('01234567', second.token);
    const neverFetched = await create(ukCompany({ registration_number: '07654321' }), second.token);
    expect(neverFetched.statusCode).toBe(201);
    expect(json<{ registry_fields: string[] }>(neverFetched).registry_fields).toEqual([]);
    const differs = await create(ukCompany({ name: 'Another Name Ltd', state: 'Scotland' }), second.token);
    expect(differs.statusCode).toBe(201);
    expect(json<{ registry_fields: string[] }>(differs).registry_fields.sort()).toEqual([
      'entity_type',
      'incorporation_date',
      'registration_number',
    ]);
  });
});
