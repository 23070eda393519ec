import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { createTestApp, json, uniqueEmail } from './test-app';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest message to an address, read through the dev mailbox API. Mail goes through the outbox and its worker,
 * so this first waits until nothing is pending delivery (then the newest mail is really the newest), and for at least
 * `count` mails to the address.
 */
export async function latestMailTo(app: FastifyInstance, to: string, { count = 1, timeoutMs = 10_000 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = (await app.services.mailer.counts()).pending ?? 0;
    if (pending === 0) {
      const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(200);
      const messages = json<{ messages: Mail[] }>(response).messages.filter((message) => message.to === to);
      if (messages.length >= count) return messages[0]!;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every message in the dev mailbox once nothing is pending delivery. */
export async function deliveredMail(app: FastifyInstance, timeoutMs = 10_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  while (((await app.services.mailer.counts()).pending ?? 0) > 0) {
    if (Date.now() > deadline) throw new Error('mail still pending');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return json<{ messages: Mail[] }>(await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).messages;
}

export function tokenFromLink(text: string, path: string): string {
  const match = text.match(new RegExp(`${path}\\?token=([\\w%-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return decodeURIComponent(match[1]);
}

export function codeFromMail(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error('no code in mail');
  return match[1];
}

/** A founder account signed in through the real flow, with its bearer token. */
export interface SignedInUser {
  email: string;
  token: string;
  id: string;
}

/** Signs up, follows the verification link, requests and enters a login code. Returns the bearer token. */
export async function signedInUser(app: FastifyInstance, name = 'Asha Rao', email = uniqueEmail()): Promise<SignedInUser> {
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, name },
      })
    ).statusCode,
  ).toBe(201);
  const verification = await latestMailTo(app, email);
  const token = tokenFromLink(verification.text, '/verify-email');
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login-email',
        payload: { email },
      })
    ).statusCode,
  ).toBe(200);
  const code = codeFromMail((await latestMailTo(app, email, { count: 2 })).text);
  const session = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp: code },
  });
  expect(session.statusCode).toBe(200);
  const body = json<{ session_token: string; user: { id: string } }>(session);
  return { email, token: body.session_token, id: body.user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a staff account in (POST /api/admin/login) and answers the header the back office's routes read. */
export async function signInStaff(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<{ 'x-admin-token': string }> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`staff sign-in answered ${response.statusCode}: ${response.body}`);
  return { 'x-admin-token': (JSON.parse(response.body) as { admin_token: string }).admin_token };
}

/**
 * A file's test app with one staff account (staff-<name>@charter.test) already signed in, closed after the file's
 * tests: the start of every suite that acts in the back office.
 */
export async function testAppWithStaff(name: string) {
  const staff = { email: `staff-${name}@charter.test`, password: 'staff-password-123' };
  const t = await createTestApp({ admin: staff });
  afterAll(() => t.close());
  return { t, db: t.database.db, staff, staffHeaders: await signInStaff(t.app, staff) };
}
