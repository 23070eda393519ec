import { createHmac } from 'node:crypto';
import { hashesEqual } from '../../lib/secrets';

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`; the time stops a replay later on. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** The receiver's side (docs/webhooks.md shows it standalone): the signature matches and is at most `toleranceSeconds` old. */
export function verifyWebhook(secret: string, body: string, header: string, now: Date, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || !v1 || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  return hashesEqual(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'), v1);
}
