import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, deliveredMail, signedInUser } from '../../test/auth-helpers';
import { companyBody } from '../../test/factories';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../test/test-app';

/** Security findings from probing the running product from outside; each test failed before its fix. */
describe('a forged X-Forwarded-For', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function storedCodeIp(t: TestApp, forwardedFor: string): Promise<string> {
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Proxy Test' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-email',
      payload: { email },
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect([200, 403]).toContain(login.statusCode);
    const result = await t.database.db.execute(sql`select request_ip from login_codes order by created_at desc limit 1`);
    return (result as { rows: { request_ip: string }[] }).rows[0]?.request_ip ?? '(none)';
  }

  it('in production with no TRUST_PROXY, neither the global limiter nor the login-code caps believe it', async () => {
    const t = await createTestApp({ isProduction: true, rateLimitMax: 3, requireEmailVerification: false });
    apps.push(t);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/providers',
        headers: { 'x-forwarded-for': `198.51.100.${index}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('with TRUST_PROXY=1 the client address comes from the nearest proxy’s header', async () => {
    const t = await createTestApp({ isProduction: true, rateLimitMax: 100, trustProxy: 1, requireEmailVerification: false });
    apps.push(t);
    expect(await storedCodeIp(t, '203.0.113.7')).toBe('203.0.113.7');
    const limited = await createTestApp({ isProduction: true, rateLimitMax: 100, requireEmailVerification: false });
    apps.push(limited);
    expect(await storedCodeIp(limited, '203.0.113.7')).toBe('127.0.0.1');
  });
});

describe('the NUL character', () => {
  let t: TestApp;
  let user: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['signup', { method: 'POST' as const, url: '/api/auth/signup', payload: { email: 'nul\u0000@example.com', name: 'Nul' } }],
    ['signup name', { method: 'POST' as const, url: '/api/auth/signup', payload: { email: 'ok@example.com', name: 'Nu\u0000l' } }],
    ['login', { method: 'POST' as const, url: '/api/auth/login-email', payload: { email: 'a\u0000b@example.com' } }],
    ['admin login', { method: 'POST' as const, url: '/api/admin/login', payload: { email: 'a@b.co', password: 'pass\u0000word' } }],
    ['registry search', { method: 'GET' as const, url: '/api/mca/search-company?company_name=spice%00traders' }],
    ['invitation token', { method: 'POST' as const, url: '/api/invitations/preview', payload: { token: `${'x'.repeat(30)}\u0000` } }],
  ])('%s answers 400, never 500', async (_name, call) => {
    const response = await t.app.inject({ ...call, headers: bearer(user.token) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('NUL') });
  });

  it('in a profile or a company answers 400', async () => {
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { name: 'A\u0000', company_name: 'B', designation: 'founder' },
    });
    expect(profile.statusCode).toBe(400);
    for (const override of [{ name: 'Spice\u0000' }, { industry: 'Food\u0000' }, { business_locations: ['Pune\u0000'] }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: bearer(user.token),
        payload: companyBody(override),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe("Fastify's own errors", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [`/api/companies/${'a'.repeat(300)}`, 414, 'URI_TOO_LONG'],
    ['/api/companies/%E0%A4%A', 400, 'VALIDATION_FAILED'],
    ['/api/companies/%zz/compliance', 400, 'VALIDATION_FAILED'],
  ])('%s answers {detail, code} with the request id and the security headers', async (url, status, code) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ detail: expect.any(String), code });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('admin sign-in limits', () => {
  const admin = { email: 'ops@charter.test', password: 'correct horse battery' };
  let now = new Date('2026-11-22T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ admin }, { clock: () => now });
  });
  afterAll(() => t.close());
  const login = (payload: object, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: ip });

  it('locks an account for 15 minutes after 5 wrong passwords, even for the right one, then lets it in again', async () => {
    for (let index = 0; index < 5; index += 1) expect((await login({ ...admin, password: `wrong-${index}` })).statusCode).toBe(401);
    const locked = await login(admin);
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await login(admin)).statusCode).toBe(200);
  });

  it('limits one address to 20 wrong passwords across accounts', async () => {
    for (let index = 0; index < 20; index += 1) {
      expect((await login({ email: `nobody${index}@charter.test`, password: 'guess-guess' }, '192.0.2.9')).statusCode).toBe(401);
    }
    expect((await login(admin, '192.0.2.9')).statusCode).toBe(429);
    expect((await login(admin, '192.0.2.10')).statusCode).toBe(200);
  });
});

describe('password reset mails', () => {
  let now = new Date('2026-11-22T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
  });
  afterAll(() => t.close());
  const reset = (email: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, remoteAddress: ip });
  const resetMails = async (email: string) => {
    const messages = await deliveredMail(t.app);
    return messages.filter((message) => message.to === email && message.subject === 'Reset your Charter password').length;
  };

  it('have the login codes’ cool-down and hourly cap per address, without telling which addresses exist', async () => {
    const staff = await t.app.services.admin.createAdmin(uniqueEmail('staff'), 'a-long-password');
    expect((await reset(staff.email)).statusCode).toBe(202);
    expect((await reset(staff.email)).statusCode).toBe(202);
    expect(await resetMails(staff.email)).toBe(1);
    for (let index = 0; index < 6; index += 1) {
      now = new Date(now.getTime() + 31_000);
      expect((await reset(staff.email)).statusCode).toBe(202);
    }
    expect(await resetMails(staff.email)).toBe(5);
    expect((await reset('nobody.at.all@example.com')).statusCode).toBe(202);
  });

  it('answer 429 past the hourly cap per IP address', async () => {
    const staff = [];
    for (let index = 0; index < 21; index += 1) staff.push(await t.app.services.admin.createAdmin(uniqueEmail('reset'), 'a-long-password'));
    const statuses = [];
    for (const admin of staff) statuses.push((await reset(admin.email, '198.51.100.77')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the paying page’s Content-Security-Policy', () => {
  const razorpay = { keyId: 'rzp_test_key', keySecret: 'rzp_test_secret', webhookSecret: undefined };
  it('allows Razorpay’s checkout only on /pay/… and only when Razorpay is configured', async () => {
    const configured = await createTestApp({
      payments: { razorpay, stripe: undefined, sandbox: { enabled: true, secret: 'sandbox-secret-for-tests' } },
    });
    const plain = await createTestApp();
    try {
      const csp = async (app: TestApp, url: string) =>
        String((await app.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const paying = await csp(configured, '/pay/0b7c0a52-7f0e-4a53-a6ae-1f0c3e1c9d11');
      expect(paying).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(paying).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
      expect(await csp(configured, '/dashboard')).not.toContain('razorpay');
      expect(await csp(configured, '/api/health')).not.toContain('razorpay');
      expect(await csp(plain, '/pay/0b7c0a52-7f0e-4a53-a6ae-1f0c3e1c9d11')).not.toContain('razorpay');
    } finally {
      await configured.close();
      await plain.close();
    }
  });
});
