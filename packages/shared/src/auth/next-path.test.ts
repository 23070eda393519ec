import { describe, expect, it } from 'vitest';
import { nextPathSchema } from './auth';
import { isSafeNextPath, safeNextPath } from './next-path';

describe('a sign-in destination is a path on this site', () => {
  it.each([
    '/dashboard',
    '/orders/3f1c2a5e',
    '/orders/1?task=2#comments',
    '/compliance?company=abc',
    '/bookings',
    '/a%20b',
    '/%252F%252Fevil.com',
  ])('takes %j', (path) => {
    expect(isSafeNextPath(path)).toBe(true);
    expect(nextPathSchema.safeParse(path).success).toBe(true);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    'data:text/html,x',
    '/\\evil.com',
    '\\/evil.com',
    '/%2F%2Fevil.com',
    '/%2fevil.com/%2f',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%09/evil.com',
    '/\t/evil.com',
    '/\r\n/evil.com',
    '/ /evil.com',
    '/\u2028/evil.com',
    '/%E0%A4%A',
    'evil.com',
    '',
    '/login',
    '/signup?next=/orders',
    '/api/auth/login',
    '/verify-email?token=x',
    `/${'a'.repeat(1000)}`,
  ])('refuses %j', (path) => {
    expect(isSafeNextPath(path)).toBe(false);
    expect(nextPathSchema.safeParse(path).success).toBe(false);
    expect(safeNextPath(path)).toBeUndefined();
  });
});
