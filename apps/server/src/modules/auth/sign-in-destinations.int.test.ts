import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembersResponse } from '@charter/shared';
import { bearer, codeFromMail, deliveredMail, latestMailTo, signedInUser, tokenFromLink } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../../test/test-app';

// Issue 30: a mailed link lands where it points, through sign-up, verification and the code step; the destination is
// kept on the server with the code or the link, and only a path on this site is ever accepted or answered.

let t: TestApp;
/** The server's clock runs ahead by this much: a test steps past the cool-down between two login codes. */
let aheadMs = 0;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(Date.now() + aheadMs) });
});
const pastCooldown = () => {
  aheadMs += 31_000;
};
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'session_token')?.value;
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session_token: cookie } });

const ORDER = '/orders/3f1c2a5e-7d3b-4b7e-9a51-0c2d4e6f8a90';

const openRedirects = [
  '//evil.com',
  '//evil.com/orders/1',
  'https://evil.com',
  'http://evil.com/orders',
  'javascript:alert(1)',
  '/\\evil.com',
  '\\\\evil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  ' /orders',
  'orders/1',
  '',
  '/%E0%A4%A',
  `/${'a'.repeat(1000)}`,
  '/login?next=//evil.com',
  '/api/auth/logout',
];

describe('where a sign-in goes (next)', () => {
  it.each(openRedirects)('refuses %j as a destination on every call that takes one', async (next) => {
    const email = uniqueEmail();
    for (const [url, body] of [
      ['/api/auth/signup', { email, name: 'Eve', next }],
      ['/api/auth/login-email', { email, next }],
      ['/api/auth/resend-verification', { email, next }],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // Nothing was created for the refused sign-up.
    expect((await post('/api/auth/login-email', { email })).statusCode).toBe(404);
  });

  it('keeps a mailed order link through the login code: the session answers it', async () => {
    const user = await signedInUser(t.app, 'Meera Iyer');
    pastCooldown();
    const next = `${ORDER}?task=filing#comments`;
    expect((await post('/api/auth/login-email', { email: user.email, next })).statusCode).toBe(200);
    const code = codeFromMail((await latestMailTo(t.app, user.email, { count: 2 })).text);
    const verified = await post('/api/auth/verify-otp', { email: user.email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toMatchObject({ next, user: { email: user.email, returning: true } });
  });

  it('answers the dashboard when no destination was given, and the newest code decides', async () => {
    const user = await signedInUser(t.app, 'Kabir Das');
    pastCooldown();
    expect((await post('/api/auth/login-email', { email: user.email, next: ORDER })).statusCode).toBe(200);
    pastCooldown();
    expect((await post('/api/auth/login-email', { email: user.email })).statusCode).toBe(200);
    const code = codeFromMail((await latestMailTo(t.app, user.email, { count: 3 })).text);
    expect(json(await post('/api/auth/verify-otp', { email: user.email, otp: code }))).toMatchObject({ next: '/dashboard' });
  });

  it('keeps the destination through sign-up and verification: the link signs in once, headed there', async () => {
    const email = uniqueEmail();
    expect((await post('/api/auth/signup', { email, name: 'Nisha Rao', next: ORDER })).statusCode).toBe(201);
    const token = tokenFromLink((await latestMailTo(t.app, email)).text, '/verify-email');

    const [first, second] = await Promise.all([post('/api/auth/verify-email', { token }), post('/api/auth/verify-email', { token })]);
    const answers = [first, second].map((response) => json<{ signed_in: boolean; next?: string }>(response));
    // Two clicks at once: exactly one of them signs in.
    expect(answers.filter((answer) => answer.signed_in)).toHaveLength(1);
    const winner = answers[0]!.signed_in ? first : second;
    const loser = answers[0]!.signed_in ? second : first;
    expect(json(winner)).toMatchObject({ signed_in: true, next: ORDER, email });
    expect(sessionCookie(loser)).toBeUndefined();
    const cookie = sessionCookie(winner);
    expect(cookie).toBeTruthy();
    expect(json(await me(cookie!))).toMatchObject({ email, returning: false });

    // Opened again later: still no session.
    const again = await post('/api/auth/verify-email', { token });
    expect(json(again)).toMatchObject({ already_verified: true, signed_in: false });
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('a resent verification link keeps the first link’s destination', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, name: 'Resend Rao', next: ORDER });
    await latestMailTo(t.app, email);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email },
    });
    // The cool-down may refuse an immediate resend; when it does, the first link still carries the destination.
    if (resent.statusCode === 202) {
      const token = tokenFromLink((await latestMailTo(t.app, email, { count: 2 })).text, '/verify-email');
      expect(json(await post('/api/auth/verify-email', { token }))).toMatchObject({ signed_in: true, next: ORDER });
    } else {
      expect(resent.statusCode).toBe(429);
    }
  });

  it('a new account is greeted as new until its next sign-in', async () => {
    const user = await signedInUser(t.app, 'First Timer');
    // signedInUser verified by the link (a session) and then signed in with a code (a second one).
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) }))).toMatchObject({
      returning: true,
    });
  });
});

describe('joining by invitation signed out', () => {
  async function invitation(email: string, role = 'member') {
    const owner = await signedInUser(t.app, 'Olivia Owner');
    const companyId = (await createdCompany(t.app, owner.token)).id;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/invitations`,
      headers: bearer(owner.token),
      payload: { email, role },
    });
    expect(invited.statusCode).toBe(201);
    const token = tokenFromLink((await latestMailTo(t.app, email)).text, '/invite');
    return { owner, companyId, token };
  }

  it('a new address: one click with a name creates the account, verified, signed in and a member; no other mail', async () => {
    const email = uniqueEmail();
    const { owner, companyId, token } = await invitation(email);
    expect(json(await post('/api/invitations/preview', { token }))).toMatchObject({ status: 'open', has_account: false });

    const nameless = await post('/api/invitations/join', { token });
    expect(nameless.statusCode).toBe(400);
    expect(json(nameless)).toMatchObject({ detail: 'Please enter your name.' });

    const joined = await post('/api/invitations/join', { token, name: 'Ravi Cofounder' });
    expect(joined.statusCode).toBe(200);
    expect(json(joined)).toMatchObject({
      company_id: companyId,
      role: 'member',
      session: { user: { email, name: 'Ravi Cofounder', returning: false }, next: '/dashboard' },
    });
    const cookie = sessionCookie(joined);
    expect(cookie).toBeTruthy();
    expect((await me(cookie!)).statusCode).toBe(200);
    const members = json<MembersResponse>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/members`, headers: bearer(owner.token) }),
    );
    expect(members.members.map((member) => member.email)).toContain(email);
    // One mail: the invitation. No verification link, no code.
    expect((await deliveredMail(t.app)).filter((mail) => mail.to === email)).toHaveLength(1);
    // The account is verified: a login code can be asked for later.
    expect((await post('/api/auth/login-email', { email })).statusCode).toBe(200);

    // Used once: the link signs nobody in again.
    const again = await post('/api/invitations/join', { token, name: 'Someone Else' });
    expect(again.statusCode).toBe(410);
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('an address with an account (even unverified) signs in and joins in one click, no name asked', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, name: 'Unverified Uma' });
    const { companyId, token } = await invitation(email, 'viewer');
    expect(json(await post('/api/invitations/preview', { token }))).toMatchObject({ has_account: true });
    const joined = await post('/api/invitations/join', { token });
    expect(joined.statusCode).toBe(200);
    expect(json(joined)).toMatchObject({ company_id: companyId, role: 'viewer', session: { user: { email, name: 'Unverified Uma' } } });
    const companies = await t.app.inject({ method: 'GET', url: '/api/companies', cookies: { session_token: sessionCookie(joined)! } });
    expect(JSON.stringify(json(companies))).toContain(companyId);
    expect((await post('/api/auth/login-email', { email })).statusCode).toBe(200);
  });

  it('refuses an unknown or revoked invitation and a disabled account, signing nobody in', async () => {
    const unknown = await post('/api/invitations/join', { token: 'x'.repeat(43), name: 'Eve' });
    expect(unknown.statusCode).toBe(404);
    expect(sessionCookie(unknown)).toBeUndefined();

    const email = uniqueEmail();
    const { owner, companyId, token } = await invitation(email);
    const listed = json<MembersResponse>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/members`, headers: bearer(owner.token) }),
    );
    const open = listed.invitations.find((item) => item.email === email)!;
    await t.app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/invitations/${open.id}`, headers: bearer(owner.token) });
    const revoked = await post('/api/invitations/join', { token, name: 'Late Larry' });
    expect(revoked.statusCode).toBe(410);
    expect(sessionCookie(revoked)).toBeUndefined();
    expect((await post('/api/auth/login-email', { email })).statusCode).toBe(404);
  });
});
