import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_IDLE_MINUTES, ADMIN_SESSION_HOURS, SESSION_COOKIE } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createTestApp, json } from '../../../test/test-app';
import { addMinutes } from '../../lib/clock';

/**
 * Every back-office route, enumerated from the route table: nobody but a live admin session gets past the guard —
 * not an anonymous caller, not a customer's session (however it is presented), not an admin session past its 12
 * hours or idle for 30 minutes, not the session of a disabled account. A route added later is covered without
 * touching this file; only the sign-in routes below are public, and that list is checked too.
 */
const publicRoutes = ['POST /api/admin/login', 'GET /api/admin/demo-credentials', 'POST /api/admin/logout'];

let now = new Date('2026-11-20T09:00:00Z');
const staff = { email: 'guard@charter.test', password: 'guard-password-123' };
const t = await createTestApp({ admin: staff }, { clock: () => now });
afterAll(() => t.close());

const signIn = async (credentials = staff) =>
  json<{ admin_token: string }>(await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials })).admin_token;
const asAdmin = (token: string) => ({ 'x-admin-token': token });
const customer = await signedInUser(t.app);

const adminRoutes = t.app.routeTable.filter((route) => route.url.startsWith('/api/admin'));
const guardedRoutes = adminRoutes.filter((route) => !publicRoutes.includes(`${route.method} ${route.url}`));

/** The route with every parameter filled by an id that exists nowhere, and a body that would not validate. */
function requestTo(route: { method: string; url: string }): InjectOptions {
  const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
  return { method: route.method, url, ...(route.method === 'GET' ? {} : { payload: { unexpected: true } }) };
}

async function expectRefused(headers: Record<string, string>, cookies: Record<string, string> = {}) {
  for (const route of guardedRoutes) {
    const response = await t.app.inject({ ...requestTo(route), headers, cookies });
    expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
      route: `${route.method} ${route.url}`,
      status: 401,
    });
    expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  }
}

describe('the back-office guard, for every /api/admin route', () => {
  it('knows the route table: the public routes exist and everything else is guarded', () => {
    const urls = adminRoutes.map((route) => `${route.method} ${route.url}`);
    for (const route of publicRoutes) expect(urls).toContain(route);
    expect(guardedRoutes.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a caller with no session', async () => {
    await expectRefused({});
  });

  it("refuses a customer's session as a bearer token, an admin header or an admin cookie", async () => {
    await expectRefused(bearer(customer.token));
    await expectRefused(asAdmin(customer.token));
    await expectRefused({}, { [SESSION_COOKIE]: customer.token, admin_token: customer.token });
  });

  it('refuses an admin session idle for 30 minutes, while one in use stays alive', async () => {
    const idle = await signIn();
    const busy = await signIn();
    for (let minute = 0; minute < ADMIN_IDLE_MINUTES + 5; minute += 10) {
      now = addMinutes(now, 10);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: asAdmin(busy) })).statusCode).toBe(200);
    }
    await expectRefused(asAdmin(idle));
  });

  it('refuses an admin session 12 hours after sign-in, however busy', async () => {
    const token = await signIn();
    for (let minute = 0; minute < ADMIN_SESSION_HOURS * 60 - 20; minute += 20) {
      now = addMinutes(now, 20);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: asAdmin(token) })).statusCode).toBe(200);
    }
    now = addMinutes(now, 21);
    await expectRefused(asAdmin(token));
  });

  it("refuses a disabled account's session at once, and the account cannot sign in until enabled again", async () => {
    const lead = await signIn();
    const colleague = { email: 'colleague@charter.test', password: 'colleague-pass-1', name: 'Cole League' };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/admins', headers: asAdmin(lead), payload: colleague });
    expect(created.statusCode).toBe(201);
    const colleagueId = json<{ id: string }>(created).id;
    const colleagueToken = await signIn(colleague);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: asAdmin(colleagueToken) })).statusCode).toBe(200);

    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/${colleagueId}/status`,
      headers: asAdmin(lead),
      payload: { disabled: true },
    });
    expect(json(disabled)).toMatchObject({ id: colleagueId, disabled: true });
    await expectRefused(asAdmin(colleagueToken));

    const again = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: colleague });
    expect(again.statusCode).toBe(403);
    expect(json(again)).toEqual({ detail: 'This staff account is disabled. Ask another admin to enable it again.', code: 'FORBIDDEN' });
    // A wrong password still answers as for anyone: being disabled is said only to someone who knows the password.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { ...colleague, password: 'wrong-guess-1' } })).statusCode,
    ).toBe(401);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/${colleagueId}/status`,
      headers: asAdmin(lead),
      payload: { disabled: false },
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: colleague })).statusCode).toBe(200);
  });
});
