import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { DEMO_ADMIN } from './admin.service';

let t: TestApp;
const admin = { email: 'ops@charter.test', password: 'correct horse battery' };

beforeAll(async () => {
  t = await createTestApp({ admin });
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload });

describe('admin sign-in', () => {
  it('signs in the admin from ADMIN_EMAIL/ADMIN_PASSWORD with a cookie and a header token', async () => {
    const response = await login(admin);
    expect(response.statusCode).toBe(200);
    const body = json<{ admin_token: string; admin: { email: string } }>(response);
    expect(body.admin.email).toBe(admin.email);
    expect(String(response.headers['set-cookie'])).toMatch(/admin_token=.*HttpOnly/);

    const viaHeader = await t.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: { 'x-admin-token': body.admin_token } });
    expect(viaHeader.statusCode).toBe(200);
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/admin/me', cookies: { admin_token: body.admin_token } });
    expect(json(viaCookie)).toMatchObject({ email: admin.email });
  });

  it('answers 401 "Invalid admin credentials" for a wrong password or unknown email', async () => {
    for (const payload of [
      { ...admin, password: 'wrong password' },
      { email: 'nobody@charter.test', password: 'whatever1' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ detail: 'Invalid admin credentials', code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 400 for a malformed body', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('shows no demo credentials outside the embedded demo mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/demo-credentials' });
    expect(json(response)).toEqual({ demo: false, email: null, password: null });
    expect((await login(DEMO_ADMIN)).statusCode).toBe(401);
  });

  it('logout ends the admin session', async () => {
    const { admin_token } = json<{ admin_token: string }>(await login(admin));
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { 'x-admin-token': admin_token } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { 'x-admin-token': admin_token } })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/statistics', () => {
  it('counts users, no orders yet, and the active services of the catalogue', async () => {
    await signedInUser(t.app);
    const { admin_token } = json<{ admin_token: string }>(await login(admin));
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: { 'x-admin-token': admin_token } });
    expect(response.statusCode).toBe(200);
    const stats = json<{ users: number }>(response);
    expect(stats.users).toBeGreaterThanOrEqual(1);
    const services = json<{ services: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/services' })).services.length;
    expect(services).toBeGreaterThan(0);
    expect(stats).toMatchObject({ orders: { total: 0, paid: 0, pending: 0 }, revenue: { total: 0 }, services });
  });

  it('refuses a customer session and a missing token with 401', async () => {
    const customer = await signedInUser(t.app);
    for (const headers of [bearer(customer.token), { 'x-admin-token': customer.token }, {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/statistics', headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ detail: 'Admin authentication required', code: 'UNAUTHENTICATED' });
    }
  });
});

describe('embedded demo mode', () => {
  it('seeds the demo admin and shows its credentials', async () => {
    const demo = await createTestApp({ demoMode: true });
    try {
      expect(json(await demo.app.inject({ method: 'GET', url: '/api/admin/demo-credentials' }))).toEqual({
        demo: true,
        email: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
      });
      expect((await demo.app.inject({ method: 'POST', url: '/api/admin/login', payload: DEMO_ADMIN })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
