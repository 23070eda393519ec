import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { json, uniqueEmail } from './test-app';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest message to an address, read through the dev mailbox API. */
export async function latestMailTo(app: FastifyInstance, to: string): Promise<Mail> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  expect(response.statusCode).toBe(200);
  const mail = json<{ messages: Mail[] }>(response).messages.find((message) => message.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
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

/** Signs up, follows the verification link, requests and enters a login code. Returns the bearer token. */
export async function signedInUser(
  app: FastifyInstance,
  name = 'Asha Rao',
  email = uniqueEmail(),
): Promise<{ email: string; token: string; id: string }> {
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
  const code = codeFromMail((await latestMailTo(app, email)).text);
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
