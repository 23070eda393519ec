import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeFromMail, latestMailTo, signedInUser, tokenFromLink } from '../../../test/auth-helpers';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../../test/test-app';
import type { ExternalIdentity } from './auth.service';

let t: TestApp;
let now: Date | undefined;
const clock = () => now ?? new Date();
/** Runs a block with the server's clock moved to `time`. */
async function at(time: number, block: () => Promise<void>): Promise<void> {
  now = new Date(time);
  try {
    await block();
  } finally {
    now = undefined;
  }
}

const googleIdentity: { next: ExternalIdentity } = {
  next: {
    issuer: 'https://accounts.google.com',
    subject: 'g-1',
    email: 'g@example.com',
    emailVerified: true,
    name: 'G',
    picture: null,
  },
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      clock,
      google: {
        authorizationUrl: (state, verifier) => new URL(`https://accounts.google.com/o/oauth2/v2/auth?state=${state}&v=${verifier.length}`),
        exchangeCode: async (code) => {
          if (code !== 'good-code') throw new Error('token exchange failed');
          return googleIdentity.next;
        },
      },
    },
  );
});
afterAll(() => t.close());

const whoAmI = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function signUpVerified(name = 'Ravi Kumar'): Promise<string> {
  const email = uniqueEmail();
  await post('/api/auth/signup', { email, name });
  const token = tokenFromLink((await latestMailTo(t.app, email)).text, '/verify-email');
  await post('/api/auth/verify-email', { token });
  return email;
}

describe('signup', () => {
  it('creates the account, mails a verification link and requires it before login', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/signup', {
      email: email.toUpperCase(),
      name: '  Meera  ',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ verification_required: true });

    const mail = await latestMailTo(t.app, email);
    expect(mail.text).toContain(`${t.config.appUrl}/verify-email?token=`);
    expect(mail.html).toContain('/verify-email?token=');

    const blocked = await post('/api/auth/login-email', { email });
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      detail: expect.stringContaining('verify your email'),
    });
  });

  it('answers 409 for an address already registered', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, name: 'A' });
    const again = await post('/api/auth/signup', { email, name: 'B' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'CONFLICT',
      detail: expect.stringContaining('already registered'),
    });
  });

  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Mars/Olympus_Mons', null],
  ])('starts the account in the browser’s time zone %s (by its current name; one it does not know is left out)', async (sent, kept) => {
    const email = uniqueEmail();
    const response = await post('/api/auth/signup', { email, name: 'Zoned', time_zone: sent });
    expect(response.statusCode).toBe(201);
    const token = tokenFromLink((await latestMailTo(t.app, email)).text, '/verify-email');
    const verified = await post('/api/auth/verify-email', { token });
    const cookie = verified.cookies.find((c) => c.name === 'session_token')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session_token: cookie.value } });
    expect(json(me)).toMatchObject({ email, time_zone: kept });
  });

  it.each([
    [{ email: 'not-an-email', name: 'A' }, 'Please enter a valid email address.'],
    [{ email: 'a@b.co', name: '   ' }, 'Please enter your name.'],
    [{ email: 'a@b.co' }, 'name'],
  ])('rejects bad input %j with a 400 naming the problem', async (payload, detail) => {
    const response = await post('/api/auth/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringContaining(detail),
    });
  });
});

describe('email verification and resend', () => {
  it('verifies once and signs in (the link proves the address); the same link opened again signs nobody in', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, name: 'A' });
    const token = tokenFromLink((await latestMailTo(t.app, email)).text, '/verify-email');
    const first = await post('/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      message: 'Email verified! You are signed in.',
      already_verified: false,
      email,
      signed_in: true,
      user_id: expect.any(String),
      next: '/dashboard',
    });
    const cookie = first.cookies.find((c) => c.name === 'session_token');
    expect(cookie?.httpOnly).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session_token: cookie!.value } });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ email, returning: false });
    const second = await post('/api/auth/verify-email', { token });
    expect(second.statusCode).toBe(200);
    expect(json(second)).toEqual({
      message: 'Your email is already verified. You can login.',
      already_verified: true,
      email,
      signed_in: false,
    });
    expect(second.cookies.find((c) => c.name === 'session_token')).toBeUndefined();
    expect((await post('/api/auth/login-email', { email })).statusCode).toBe(200);
  });

  it('still fails for an unknown token, a token of another purpose and bad input', async () => {
    const unknown = await post('/api/auth/verify-email', { token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({
      code: 'VALIDATION_FAILED',
      detail: 'Verification failed. The link may be invalid or expired.',
    });
    expect((await post('/api/auth/verify-email', { token: '' })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
  });

  it('an expired link of an account still unverified fails; once verified another way it says already verified', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, name: 'A' });
    const token = tokenFromLink((await latestMailTo(t.app, email)).text, '/verify-email');
    const later = Date.now() + 25 * 3600_000;
    await at(later, async () => {
      expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
      // A second link (a resend) verifies the account; the first, expired one now reports that, not a failure.
      await post('/api/auth/resend-verification', { email });
      const fresh = tokenFromLink((await latestMailTo(t.app, email, { count: 2 })).text, '/verify-email');
      expect(json(await post('/api/auth/verify-email', { token: fresh }))).toMatchObject({ already_verified: false });
      expect(json(await post('/api/auth/verify-email', { token }))).toMatchObject({ already_verified: true, email });
    });
  });

  it('a used link never reveals or verifies another account', async () => {
    const first = uniqueEmail();
    const other = uniqueEmail();
    await post('/api/auth/signup', { email: first, name: 'A' });
    await post('/api/auth/signup', { email: other, name: 'B' });
    const token = tokenFromLink((await latestMailTo(t.app, first)).text, '/verify-email');
    await post('/api/auth/verify-email', { token });
    expect(json(await post('/api/auth/verify-email', { token }))).toMatchObject({ email: first });
    const blocked = await post('/api/auth/login-email', { email: other });
    expect(json(blocked)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('expires verification links after 24 hours', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, name: 'A' });
    const token = tokenFromLink((await latestMailTo(t.app, email)).text, '/verify-email');
    await at(Date.now() + 24 * 3600_000 + 1000, async () => {
      expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    });
  });

  it('resends with a cool-down and never reveals whether an address exists', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, name: 'A' });
    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(429);
    await at(Date.now() + 61_000, async () => {
      const resent = await post('/api/auth/resend-verification', { email });
      expect(resent.statusCode).toBe(202);
      expect(json(resent)).toEqual({
        message: 'Verification email sent! Check your inbox.',
      });
    });
    expect(
      (
        await post('/api/auth/resend-verification', {
          email: uniqueEmail('nobody'),
        })
      ).statusCode,
    ).toBe(202);
    expect((await post('/api/auth/resend-verification', { email: 'bad' })).statusCode).toBe(400);
  });
});

describe('login codes', () => {
  it('answers 404 for an unknown address and 400 for a malformed one', async () => {
    const unknown = await post('/api/auth/login-email', {
      email: uniqueEmail('ghost'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({
      code: 'NOT_FOUND',
      detail: 'No account found with this email. Please sign up first.',
    });
    expect((await post('/api/auth/login-email', { email: 'x@' })).statusCode).toBe(400);
  });

  it('signs in with the mailed code, sets an HttpOnly cookie and the code works once', async () => {
    const email = await signUpVerified();
    expect((await post('/api/auth/login-email', { email })).statusCode).toBe(200);
    const code = codeFromMail((await latestMailTo(t.app, email)).text);
    const response = await post('/api/auth/verify-otp', { email, otp: code });
    expect(response.statusCode).toBe(200);
    const body = json<{ session_token: string; user: { email: string } }>(response);
    expect(body.user.email).toBe(email);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('session_token=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const me = await whoAmI(body.session_token);
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ email, onboarding_completed: false });
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { session_token: body.session_token },
    });
    expect(viaCookie.statusCode).toBe(200);

    const reuse = await post('/api/auth/verify-otp', { email, otp: code });
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse)).toMatchObject({
      code: 'INVALID_CODE',
      detail: 'Invalid or expired code. Please try again.',
    });
  });

  it('burns a code after 5 wrong tries and then says it is used up, even for the right code, until a new one is sent', async () => {
    const email = await signUpVerified();
    const start = Date.now() + 2 * 60 * 60_000;
    await at(start, async () => {
      await post('/api/auth/login-email', { email });
      const code = codeFromMail((await latestMailTo(t.app, email)).text);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await post('/api/auth/verify-otp', { email, otp: wrong });
        expect(response.statusCode).toBe(401);
        expect(json(response)).toMatchObject({ code: 'INVALID_CODE' });
      }
      const fifth = await post('/api/auth/verify-otp', { email, otp: wrong });
      expect(fifth.statusCode).toBe(401);
      expect(json(fifth)).toEqual({
        code: 'CODE_USED_UP',
        detail: 'This code is used up after too many wrong tries. Please send a new code.',
      });
      const right = await post('/api/auth/verify-otp', { email, otp: code });
      expect(right.statusCode).toBe(401);
      expect(json(right)).toMatchObject({ code: 'CODE_USED_UP' });
    });
    await at(start + 31_000, async () => {
      expect((await post('/api/auth/login-email', { email })).statusCode).toBe(200);
      const fresh = codeFromMail((await latestMailTo(t.app, email, { count: 3 })).text);
      expect((await post('/api/auth/verify-otp', { email, otp: fresh })).statusCode).toBe(200);
    });
  });

  it('one account’s used-up code leaves another account’s code working', async () => {
    const burnt = await signUpVerified();
    const other = await signUpVerified();
    await post('/api/auth/login-email', { email: burnt });
    await post('/api/auth/login-email', { email: other });
    const burntCode = codeFromMail((await latestMailTo(t.app, burnt, { count: 2 })).text);
    const otherCode = codeFromMail((await latestMailTo(t.app, other, { count: 2 })).text);
    const wrong = burntCode === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) await post('/api/auth/verify-otp', { email: burnt, otp: wrong });
    // The other account's code, tried against the burnt account, is simply wrong there.
    expect(json(await post('/api/auth/verify-otp', { email: burnt, otp: otherCode }))).toMatchObject({ code: 'CODE_USED_UP' });
    expect((await post('/api/auth/verify-otp', { email: other, otp: otherCode })).statusCode).toBe(200);
  });

  it('a code that expired without wrong tries is "invalid or expired", not used up', async () => {
    const email = await signUpVerified();
    await post('/api/auth/login-email', { email });
    const code = codeFromMail((await latestMailTo(t.app, email, { count: 2 })).text);
    await at(Date.now() + 10 * 60_000 + 1000, async () => {
      expect(json(await post('/api/auth/verify-otp', { email, otp: code }))).toMatchObject({ code: 'INVALID_CODE' });
    });
  });

  it('expires a code after 10 minutes', async () => {
    const email = await signUpVerified();
    await post('/api/auth/login-email', { email });
    const code = codeFromMail((await latestMailTo(t.app, email)).text);
    await at(Date.now() + 10 * 60_000 + 1000, async () => {
      expect((await post('/api/auth/verify-otp', { email, otp: code })).statusCode).toBe(401);
    });
  });

  it('replaces an older code with a newer one and enforces the cool-down and hourly cap', async () => {
    const email = await signUpVerified();
    try {
      const start = Date.now() + 60 * 60_000;
      now = new Date(start);
      await post('/api/auth/login-email', { email });
      const first = codeFromMail((await latestMailTo(t.app, email)).text);
      const tooSoon = await post('/api/auth/login-email', { email });
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(tooSoon)).toMatchObject({ code: 'RATE_LIMITED' });

      now = new Date(start + 31_000);
      await post('/api/auth/login-email', { email });
      const second = codeFromMail((await latestMailTo(t.app, email)).text);
      if (first !== second) expect((await post('/api/auth/verify-otp', { email, otp: first })).statusCode).toBe(401);

      for (let i = 2; i <= 4; i += 1) {
        now = new Date(start + i * 31_000);
        expect((await post('/api/auth/login-email', { email })).statusCode).toBe(200);
      }
      now = new Date(start + 5 * 31_000);
      const capped = await post('/api/auth/login-email', { email });
      expect(capped.statusCode).toBe(429);
      // The first of the hour's five codes leaves the window 60 minutes after it was sent: 60 min − 155 s from now.
      const wait = 60 * 60 - 5 * 31;
      expect(Number(capped.headers['retry-after'])).toBe(wait);
      expect(json(capped)).toEqual({
        code: 'RATE_LIMITED',
        detail: `Too many login codes requested. You can request a new one in ${Math.ceil(wait / 60)} minutes.`,
      });
      now = new Date(start + 60 * 60_000 + 1000);
      expect((await post('/api/auth/login-email', { email })).statusCode).toBe(200);
    } finally {
      now = undefined;
    }
  });

  it('rejects malformed codes with 400', async () => {
    const response = await post('/api/auth/verify-otp', {
      email: 'a@b.co',
      otp: '12ab',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      detail: expect.stringContaining('Please enter the 6-digit code.'),
    });
  });
});

describe('sessions and logout', () => {
  it('answers 401 without a session and for a garbage token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const garbage = await whoAmI('nope');
    expect(garbage.statusCode).toBe(401);
    expect(json(garbage)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const user = await signedInUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('session_token=;');
    expect((await whoAmI(user.token)).statusCode).toBe(401);
  });

  it('sessions expire after 7 days', async () => {
    const user = await signedInUser(t.app);
    await at(Date.now() + 7 * 24 * 3600_000 + 1000, async () => {
      expect((await whoAmI(user.token)).statusCode).toBe(401);
    });
  });

  it('refuses a cross-site state-changing request carrying the cookie', async () => {
    const user = await signedInUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { session_token: user.token },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await whoAmI(user.token)).statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { session_token: user.token },
      headers: { origin: t.config.appUrl },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('Google sign-in', () => {
  const startLogin = async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    const cookies = Object.fromEntries(start.cookies.map((cookie) => [cookie.name, cookie.value]));
    return { state: location.searchParams.get('state')!, cookies };
  };
  /** Google answers with this identity: the founder starts at /api/auth/login and Google calls back with the state. */
  const callbackAs = async (identity: { subject: string; email: string; emailVerified: boolean }) => {
    googleIdentity.next = { ...googleIdentity.next, ...identity };
    const { state, cookies } = await startLogin();
    return t.app.inject({ method: 'GET', url: `/api/auth/google/callback?code=good-code&state=${state}`, cookies });
  };
  /** The page trades the one-time exchange id for the session. */
  const exchange = (exchangeId: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/session', headers: { 'x-session-id': exchangeId } });

  it('redirects to Google with state and PKCE, then ends at /auth/success with a one-time exchange id', async () => {
    const callback = await callbackAs({ subject: 'g-new', email: uniqueEmail('google'), emailVerified: true });
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location), 'http://x');
    expect(location.pathname).toBe('/auth/success');
    const exchangeId = location.searchParams.get('session_id')!;
    expect(location.search).not.toContain('token');

    const session = await exchange(exchangeId);
    expect(session.statusCode).toBe(200);
    const body = json<{
      session_token: string;
      expires_at: string;
      user: { email: string };
    }>(session);
    expect(body.user.email).toBe(googleIdentity.next.email);
    const days = (new Date(body.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect((await exchange(exchangeId)).statusCode).toBe(401);
  });

  it('refuses a mismatched state and a missing header', async () => {
    const { cookies } = await startLogin();
    const callback = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=good-code&state=forged',
      cookies,
    });
    expect(String(callback.headers.location)).toBe('/login?error=google_failed');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('never links an unverified Google email to an existing account', async () => {
    const email = await signUpVerified();
    const callback = await callbackAs({ subject: 'g-attacker', email, emailVerified: false });
    expect(String(callback.headers.location)).toBe('/login?error=google_email_unverified');
  });

  it('expires the exchange id after 60 seconds', async () => {
    const callback = await callbackAs({ subject: 'g-slow', email: uniqueEmail('slow'), emailVerified: true });
    const exchangeId = new URL(String(callback.headers.location), 'http://x').searchParams.get('session_id')!;
    await at(Date.now() + 61_000, async () => {
      expect((await exchange(exchangeId)).statusCode).toBe(401);
    });
  });
});

describe('sign-in providers', () => {
  it('says whether Google is configured, and /api/auth/login explains when it is not', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/providers' }))).toEqual({ google: true });
    const plain = await createTestApp();
    try {
      expect(json(await plain.app.inject({ method: 'GET', url: '/api/auth/providers' }))).toEqual({ google: false });
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/login' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?error=google_not_configured');
    } finally {
      await plain.close();
    }
  });
});
