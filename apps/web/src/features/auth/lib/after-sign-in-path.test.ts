// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys, writeStorage } from '@/lib/storage-keys';
import { afterSignInPath, signInPathFor } from './after-sign-in-path';

afterEach(() => writeStorage(storageKeys.pendingInvitationToken, null));

describe('where a sign-in leads', () => {
  it('goes where it was headed, else to an open invitation, else the dashboard', () => {
    expect(afterSignInPath('/orders/42')).toBe('/orders/42');
    expect(afterSignInPath(undefined)).toBe('/dashboard');
    writeStorage(storageKeys.pendingInvitationToken, 'tok');
    expect(afterSignInPath('/orders/42')).toBe('/orders/42');
    expect(afterSignInPath('/dashboard')).toBe('/invite?token=tok');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', '/%2F%2Fevil.com', 'javascript:alert(1)'])('never follows %j', (next) => {
    expect(afterSignInPath(next)).toBe('/dashboard');
    expect(signInPathFor(next)).toBe('/login');
  });

  it('sends a signed-out visitor of a page to sign in and back to it', () => {
    expect(signInPathFor('/orders/42?task=7')).toBe('/login?next=%2Forders%2F42%3Ftask%3D7');
    expect(signInPathFor('/dashboard')).toBe('/login');
  });
});
