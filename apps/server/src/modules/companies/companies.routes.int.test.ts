import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: { token: string };
let stranger: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, 'Owner');
  stranger = await signedInUser(t.app, 'Stranger');
});
afterAll(() => t.close());

const create = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(token), payload });

describe('companies', () => {
  it('creates a company (existing by default, forming for a formation) and lists the newest first', async () => {
    const first = await create(owner.token, companyBody({ name: 'First Co' }));
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({ name: 'First Co', status: 'existing', country: 'India', is_formation: false, has_deposits: null });
    const second = await create(owner.token, companyBody({ name: 'Second Co', is_formation: true, incorporation_date: null }));
    expect(json(second)).toMatchObject({ status: 'forming' });

    const list = json<{ name: string }[]>(await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(owner.token) }));
    expect(list.map((company) => company.name).slice(0, 2)).toEqual(['Second Co', 'First Co']);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ country: 'France' }, 'country'],
    [{ entity_type: 'LLC' }, 'entity_type'],
    [{ state: 'Texas' }, 'state'],
    [{ industry: '' }, 'industry'],
    [{ turnover: -5 }, 'turnover'],
    [{ num_employees: 2.5 }, 'num_employees'],
    [{ incorporation_date: '2024-02-30' }, 'incorporation_date'],
    [{ fiscal_year_end: '13-01' }, 'fiscal_year_end'],
  ])('rejects %j with a 400 naming the field', async (override, field) => {
    const response = await create(owner.token, companyBody(override as object));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining(field) });
  });

  it('says the company name’s limit, on create and on a patch, and takes a name at the limit', async () => {
    const tooLong = await create(owner.token, companyBody({ name: 'A'.repeat(201) }));
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toEqual({ code: 'VALIDATION_FAILED', detail: 'name: Company name must be at most 200 characters' });
    const atLimit = await create(owner.token, companyBody({ name: 'B'.repeat(200) }));
    expect(atLimit.statusCode).toBe(201);
    const { id } = json<{ id: string }>(atLimit);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}`,
      headers: bearer(owner.token),
      payload: { name: 'C'.repeat(250) },
    });
    expect(json(patch)).toEqual({ code: 'VALIDATION_FAILED', detail: 'name: Company name must be at most 200 characters' });
  });

  it('accepts a US LLC and a UK Ltd with their own states', async () => {
    expect((await create(owner.token, companyBody({ country: 'USA', state: 'Delaware', entity_type: 'LLC' }))).statusCode).toBe(201);
    expect((await create(owner.token, companyBody({ country: 'UK', state: 'England and Wales', entity_type: 'Ltd' }))).statusCode).toBe(
      201,
    );
  });

  it('gets and patches an own company; the facts change', async () => {
    const { id } = json<{ id: string }>(await create(owner.token, companyBody({ name: 'Tapi Exports Private Limited' })));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}`,
      headers: bearer(owner.token),
      payload: { num_employees: 25, has_deposits: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({ num_employees: 25, has_deposits: true, name: 'Tapi Exports Private Limited' });
    const fetched = json(await t.app.inject({ method: 'GET', url: `/api/companies/${id}`, headers: bearer(owner.token) }));
    expect(fetched).toMatchObject({ num_employees: 25 });
  });

  it('rejects a bad patch: unknown field, empty body, entity type of another country', async () => {
    const { id } = json<{ id: string }>(await create(owner.token, companyBody()));
    for (const payload of [{ country: 'USA' }, {}, { entity_type: 'LLC' }, { turnover: 'a lot' }]) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/companies/${id}`, headers: bearer(owner.token), payload });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it("answers 404 for another user's company everywhere, and for ids that do not exist", async () => {
    const { id } = json<{ id: string }>(await create(owner.token, companyBody()));
    const calls = [
      { method: 'GET' as const, url: `/api/companies/${id}` },
      { method: 'PATCH' as const, url: `/api/companies/${id}`, payload: { num_employees: 1 } },
      { method: 'GET' as const, url: `/api/companies/${id}/compliance` },
      { method: 'GET' as const, url: `/api/companies/${id}/compliance/health` },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(stranger.token) });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
    }
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(stranger.token) }))).toEqual([]);
    for (const missing of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/companies/${missing}`, headers: bearer(owner.token) })).statusCode).toBe(404);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/companies' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/companies', payload: companyBody() })).statusCode).toBe(401);
  });
});
