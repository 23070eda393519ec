import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens, email-link tokens, exchange ids. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a leaked table opens no session. */
export function sha256(value: string): string {
  // The one-shot form: every signed-in request hashes its token, and a Hash object per call cost three calls and a wrapper.
  return hash('sha256', value, 'hex');
}

/** A 6-digit code from the CSPRNG (leading zeros kept). */
export function newLoginCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
