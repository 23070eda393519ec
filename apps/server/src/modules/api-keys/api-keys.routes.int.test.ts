import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityResponse, ApiKeyList, CreatedApiKey } from '@charter/shared';
import { bearer, signedInUser, type SignedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { paidOrderWithTasks } from '../../../test/orders-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { apiKeys } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';
import { sha256 } from '../../lib/secrets';

let now = Date.now();
let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let companyId: string;
let orderId: string;
let taskId: string;
let otherCompanyId: string;

beforeAll(async () => {
  t = await createTestApp({ apiKeyRateLimitMax: 1000 }, { clock: () => new Date(now) });
  owner = await signedInUser(t.app, 'Olivia Owner');
  member = await signedInUser(t.app, 'Manoj Member');
  stranger = await signedInUser(t.app, 'Sam Stranger');
  const paid = await paidOrderWithTasks(t.app, t.database.db, owner);
  companyId = paid.company.id;
  orderId = paid.order.id;
  taskId = paid.tasks.find((task) => task.performer === 'founder')!.id;
  await membersRepository.insertMember(t.database.db, { companyId, userId: member.id, role: 'member' });
  // The same owner's second company: a key of the first must not reach it, though its owner could.
  otherCompanyId = (await createdCompany(t.app, owner.token)).id;
});
afterAll(() => t.close());

const createKey = (token: string, payload: object, company = companyId) =>
  t.app.inject({ method: 'POST', url: `/api/companies/${company}/api-keys`, headers: bearer(token), payload });

async function newKey(scopes: string[], extra: object = {}): Promise<CreatedApiKey> {
  const response = await createKey(owner.token, { name: `Key for ${scopes.join(' and ')}`, scopes, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return json<CreatedApiKey>(response);
}

const get = (secret: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(secret) });

describe('creating, listing and revoking keys', () => {
  it('an owner creates a key: the secret is answered once and stored only as its SHA-256', async () => {
    const created = await newKey(['obligations:read', 'orders:read']);
    expect(created.secret).toMatch(/^chk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Key for obligations:read and orders:read',
      scopes: ['obligations:read', 'orders:read'],
      created_by: 'Olivia Owner',
      prefix: created.secret.slice(0, 8),
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row!.tokenHash).toBe(sha256(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/api-keys`, headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    expect(json<ApiKeyList>(list).keys.map((key) => key.id)).toContain(created.key.id);
    expect(list.body).not.toContain(created.secret);
  });

  it('refuses bad input with 400 and the field', async () => {
    const cases = [
      { name: '', scopes: ['orders:read'] },
      { name: 'No scopes', scopes: [] },
      { name: 'Unknown scope', scopes: ['admin:everything'] },
      { name: 'Line\nbreak', scopes: ['orders:read'] },
      { name: 'Past', scopes: ['orders:read'], expires_at: new Date(now - 60_000).toISOString() },
    ];
    for (const payload of cases) {
      const response = await createKey(owner.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('only owners manage keys: a member is refused (403), a stranger finds no company (404), nobody is 401', async () => {
    const payload = { name: 'Sneaky', scopes: ['orders:read'] };
    expect((await createKey(member.token, payload)).statusCode).toBe(403);
    expect(json(await createKey(stranger.token, payload))).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: `/api/companies/${companyId}/api-keys`, payload })).statusCode).toBe(401);
    const key = await newKey(['orders:read']);
    const revokeAs = (token: string, company = companyId) =>
      t.app.inject({ method: 'DELETE', url: `/api/companies/${company}/api-keys/${key.key.id}`, headers: bearer(token) });
    expect((await revokeAs(member.token)).statusCode).toBe(403);
    expect((await revokeAs(stranger.token)).statusCode).toBe(404);
    // Through the owner's other company, the key is not found: keys are looked up within the company named.
    expect(json(await revokeAs(owner.token, otherCompanyId))).toEqual({ detail: 'API key not found', code: 'NOT_FOUND' });
    expect((await get(key.secret, `/api/orders/${orderId}`)).statusCode).toBe(200);
  });

  it('a revoked key answers 401 on its next request, and revoking again answers the key as it is', async () => {
    const key = await newKey(['obligations:read']);
    expect((await get(key.secret, `/api/companies/${companyId}/compliance`)).statusCode).toBe(200);
    const revoke = () =>
      t.app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/api-keys/${key.key.id}`, headers: bearer(owner.token) });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(json<{ revoked_at: string | null }>(revoked).revoked_at).not.toBeNull();
    const refused = await get(key.secret, `/api/companies/${companyId}/compliance`);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(json(await revoke())).toMatchObject({ id: key.key.id, revoked_at: json<{ revoked_at: string }>(revoked).revoked_at });
  });

  it('an expired key answers 401', async () => {
    const key = await newKey(['obligations:read'], { expires_at: new Date(now + 60 * 60_000).toISOString() });
    expect((await get(key.secret, `/api/companies/${companyId}/compliance`)).statusCode).toBe(200);
    now += 61 * 60_000;
    expect((await get(key.secret, `/api/companies/${companyId}/compliance`)).statusCode).toBe(401);
  });
});

describe('what a key reaches', () => {
  it('obligations:read opens the obligations, not orders, writes, other companies, the back office or the account', async () => {
    const { secret } = await newKey(['obligations:read']);
    expect((await get(secret, `/api/companies/${companyId}/compliance`)).statusCode).toBe(200);
    expect((await get(secret, `/api/companies/${companyId}`)).statusCode).toBe(200);

    const orders = await get(secret, `/api/orders/${orderId}`);
    expect(orders.statusCode).toBe(403);
    expect(json(orders)).toMatchObject({ code: 'FORBIDDEN', detail: 'This API key’s scopes do not open this route.' });
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companyId}/compliance`,
      headers: bearer(secret),
      payload: { ids: [crypto.randomUUID()], status: 'completed' },
    });
    expect(write.statusCode).toBe(403);
    // Its owner owns the other company, but the key belongs to the first one.
    expect(json(await get(secret, `/api/companies/${otherCompanyId}/compliance`))).toEqual({
      detail: 'Company not found',
      code: 'NOT_FOUND',
    });
    expect((await get(secret, '/api/admin/users')).statusCode).toBe(401);
    expect((await get(secret, '/api/admin/users/stats')).statusCode).toBe(401);
    expect((await get(secret, '/api/auth/me')).statusCode).toBe(403);
    expect((await get(secret, '/api/orders')).statusCode).toBe(403);
    expect((await get(secret, '/api/companies')).statusCode).toBe(403);
    // A key never manages keys, whatever its scopes.
    expect((await get(secret, `/api/companies/${companyId}/api-keys`)).statusCode).toBe(403);
  });

  it('a key reads its own company’s cart only, though its owner may read the other’s', async () => {
    const { secret } = await newKey(['orders:read']);
    const own = await get(secret, `/api/companies/${companyId}/cart`);
    expect(own.statusCode, own.body).toBe(200);
    expect(json<{ company_id: string }>(own).company_id).toBe(companyId);
    expect((await get(owner.token, `/api/companies/${otherCompanyId}/cart`)).statusCode).toBe(200);
    expect(json(await get(secret, `/api/companies/${otherCompanyId}/cart`))).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
  });

  it('orders:read opens the orders and their tasks, not the obligations', async () => {
    const { secret } = await newKey(['orders:read']);
    const order = await get(secret, `/api/orders/${orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(json<{ compliance_health: unknown }>(order).compliance_health).toBeNull();
    expect((await get(secret, `/api/orders/${orderId}/tasks`)).statusCode).toBe(200);
    expect((await get(secret, `/api/companies/${companyId}/compliance`)).statusCode).toBe(403);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/tasks/${taskId}/comments?comment_text=hello`,
      headers: bearer(secret),
    });
    expect(comment.statusCode).toBe(403);
  });

  it('tasks:write comments on a task, in the activity as the key', async () => {
    const { secret } = await newKey(['tasks:write']);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/tasks/${taskId}/comments?comment_text=${encodeURIComponent('Filed from our ERP')}`,
      headers: bearer(secret),
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await get(secret, `/api/orders/${orderId}`)).statusCode).toBe(403);
  });

  it('a key acts with its maker’s role: made by an owner later made a viewer, it can no longer work on tasks', async () => {
    const coOwner = await signedInUser(t.app, 'Chitra Coowner');
    await membersRepository.insertMember(t.database.db, { companyId, userId: coOwner.id, role: 'owner' });
    const made = await createKey(coOwner.token, { name: 'Chitra’s key', scopes: ['tasks:write'] });
    const { secret } = json<CreatedApiKey>(made);
    const comment = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/tasks/${taskId}/comments?comment_text=ok`, headers: bearer(secret) });
    expect((await comment()).statusCode).toBe(201);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companyId}/members/${coOwner.id}`,
      headers: bearer(owner.token),
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await comment()).statusCode).toBe(403);
  });

  it('an unknown key answers 401', async () => {
    expect(json(await get('chk_not-a-real-key', `/api/companies/${companyId}/compliance`))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('each request with a key is recorded in the activity feed and as the key’s last use', async () => {
    const key = await newKey(['obligations:read']);
    expect((await get(key.secret, `/api/companies/${companyId}/compliance/health`)).statusCode).toBe(200);
    let events: ActivityResponse['events'] = [];
    for (let attempt = 0; attempt < 50 && !events.some((event) => event.action === 'api_key.used'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      events = json<ActivityResponse>(
        await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/activity?limit=100`, headers: bearer(owner.token) }),
      ).events.filter((event) => event.target.id === key.key.id);
    }
    expect(events.find((event) => event.action === 'api_key.used')).toMatchObject({
      actor: { type: 'user', id: owner.id, name: `API key “${key.key.name}” (Olivia Owner)` },
      changes: [
        { field: 'route', before: null, after: 'GET /api/companies/:id/compliance/health' },
        { field: 'status', before: null, after: '200' },
      ],
    });
    expect(events.some((event) => event.action === 'api_key.created')).toBe(true);
    const listed = json<ApiKeyList>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/api-keys`, headers: bearer(owner.token) }),
    ).keys.find((entry) => entry.id === key.key.id)!;
    expect(listed.last_used_at).not.toBeNull();
    expect(listed.last_used_ip).toBe('127.0.0.1');
  });
});

describe('the API reference', () => {
  it('documents the key scheme and, on each route a scope opens, which scopes do', async () => {
    const document = json<{
      info: { description: string };
      components: { securitySchemes: Record<string, { scheme?: string }> };
      paths: Record<string, Record<string, { description?: string; security?: object[] }>>;
    }>(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.info.description).toContain('curl -H "Authorization: Bearer chk_…"');
    const compliance = document.paths['/api/companies/{id}/compliance']!.get!;
    expect(compliance.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(compliance.description).toContain('`obligations:read`');
    const order = document.paths['/api/orders/{orderId}']!.get!;
    expect(order.description).toContain('`orders:read`');
    expect(document.paths['/api/companies/{id}/api-keys']!.get!.security).toBeUndefined();
  });
});

describe('scope before validation (issue 34)', () => {
  it('a key without the scope gets 403 for a bad body, never the 400 that would describe the route; with the scope, 400', async () => {
    const badBody = { url: 'not a url', events: ['no.such.event'] };
    const post = (secret: string) =>
      t.app.inject({ method: 'POST', url: `/api/companies/${companyId}/webhooks`, headers: bearer(secret), payload: badBody });
    const reader = await newKey(['obligations:read']);
    const refused = await post(reader.secret);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ code: 'FORBIDDEN', detail: 'This API key’s scopes do not open this route.' });
    // An unknown key: 401 before validation too.
    expect((await post('chk_not-a-key-at-all')).statusCode).toBe(401);
    // With the scope the body is validated: 400 with the field.
    const manager = await newKey(['webhooks:manage']);
    const invalid = await post(manager.secret);
    expect(invalid.statusCode).toBe(400);
    expect(json<{ code: string }>(invalid).code).toBe('VALIDATION_FAILED');
    // A bad query string is the same: GET compliance with a nonsense filter from a key without obligations:read.
    const ordersOnly = await newKey(['orders:read']);
    expect((await get(ordersOnly.secret, `/api/companies/${companyId}/webhooks?limit=nonsense`)).statusCode).toBe(403);
  });
});
