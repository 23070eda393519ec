import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredMail, latestMailTo, signedInUser, tokenFromLink } from '../../../test/auth-helpers';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../../test/test-app';

let t: TestApp;
let now: Date | undefined;
const clock = () => now ?? new Date();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const adminLogin = (email: string, password: string) => post('/api/admin/login', { email, password });
const adminMe = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { 'x-admin-token': token } });
const resetMailsTo = async (email: string) =>
  (await deliveredMail(t.app)).filter((mail) => mail.to === email && mail.subject === 'Reset your Charter password').length;

/** A staff account of its own per test, with its own password. */
async function newStaff(password = 'first-password') {
  const admin = await t.app.services.admin.createAdmin(uniqueEmail('staff'), password);
  return { email: admin.email, password };
}

async function resetLinkFor(email: string): Promise<string> {
  expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(202);
  return tokenFromLink((await latestMailTo(t.app, email)).text, '/reset-password');
}

describe('staff password reset', () => {
  it('mails a link, sets the new password, ends the account’s sessions, and the link works once', async () => {
    const staff = await newStaff();
    const before = json<{ admin_token: string }>(await adminLogin(staff.email, staff.password)).admin_token;
    expect((await adminMe(before)).statusCode).toBe(200);

    const requested = await post('/api/auth/request-password-reset', { email: staff.email.toUpperCase() });
    expect(requested.statusCode).toBe(202);
    expect(json(requested)).toEqual({ message: 'If an account exists for this address, a reset link is on its way.' });
    const mail = await latestMailTo(t.app, staff.email);
    expect(mail.subject).toBe('Reset your Charter password');
    expect(mail.text).toContain(`${t.config.appUrl}/reset-password?token=`);
    const token = tokenFromLink(mail.text, '/reset-password');

    const done = await post('/api/auth/reset-password', { token, password: 'second-password' });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ message: 'Password updated. You can now sign in.' });

    expect((await adminMe(before)).statusCode).toBe(401);
    expect((await adminLogin(staff.email, staff.password)).statusCode).toBe(401);
    expect((await adminLogin(staff.email, 'second-password')).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({
      code: 'VALIDATION_FAILED',
      detail: 'This reset link is invalid, has expired or was already used. Please request a new one.',
    });
    expect((await adminLogin(staff.email, 'second-password')).statusCode).toBe(200);
  });

  it('sends nothing for a customer account or an unknown address, and answers the same', async () => {
    const customer = await signedInUser(t.app);
    const ghost = uniqueEmail('ghost');
    for (const email of [customer.email, ghost]) {
      const response = await post('/api/auth/request-password-reset', { email });
      expect(response.statusCode).toBe(202);
      expect(json(response)).toEqual({ message: 'If an account exists for this address, a reset link is on its way.' });
      expect(await resetMailsTo(email)).toBe(0);
    }
  });

  it('changes only the account the link was sent for', async () => {
    const target = await newStaff();
    const bystander = await newStaff('bystander-password');
    const bystanderSession = json<{ admin_token: string }>(await adminLogin(bystander.email, bystander.password)).admin_token;
    const token = await resetLinkFor(target.email);
    expect((await post('/api/auth/reset-password', { token, password: 'new-target-password' })).statusCode).toBe(200);
    expect((await adminMe(bystanderSession)).statusCode).toBe(200);
    expect((await adminLogin(bystander.email, bystander.password)).statusCode).toBe(200);
    expect((await adminLogin(bystander.email, 'new-target-password')).statusCode).toBe(401);
  });

  it('lifts a lockout from wrong passwords, since the link proved the mailbox', async () => {
    const staff = await newStaff();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await adminLogin(staff.email, `wrong-${attempt}`)).statusCode).toBe(401);
    expect((await adminLogin(staff.email, staff.password)).statusCode).toBe(429);
    const token = await resetLinkFor(staff.email);
    expect((await post('/api/auth/reset-password', { token, password: 'after-lockout' })).statusCode).toBe(200);
    expect((await adminLogin(staff.email, 'after-lockout')).statusCode).toBe(200);
  });

  it('expires the link after an hour', async () => {
    const staff = await newStaff();
    const token = await resetLinkFor(staff.email);
    now = new Date(Date.now() + 61 * 60_000);
    try {
      expect((await post('/api/auth/reset-password', { token, password: 'too-late-password' })).statusCode).toBe(400);
    } finally {
      now = undefined;
    }
    expect((await adminLogin(staff.email, staff.password)).statusCode).toBe(200);
  });

  it.each([
    ['/api/auth/request-password-reset', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['/api/auth/reset-password', { token: 'some-token', password: 'short' }, 'Password must be at least 8 characters long'],
    ['/api/auth/reset-password', { password: 'a-long-password' }, 'token'],
  ])('rejects bad input to %s (%j) with a 400', async (url, payload, detail) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining(detail) });
  });

  it('answers 400 for a token that was never issued', async () => {
    const response = await post('/api/auth/reset-password', { token: 'made-up-token', password: 'a-long-password' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
