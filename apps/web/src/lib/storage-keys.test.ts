import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimUserState, clearUserState, readStorage, storageKeys, writeStorage } from './storage-keys';

/** The cookies the code set, as written (the browser would keep the last of each name). */
let cookiesSet: string[];

beforeEach(() => {
  const store = new Map<string, string>();
  cookiesSet = [];
  vi.stubGlobal('window', {
    location: { protocol: 'https:' },
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookiesSet.push(value);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('user state in this browser', () => {
  it('tells the server the selected company in a cookie, and forgets it at logout', () => {
    writeStorage(storageKeys.selectedCompanyId, 'company-a');
    expect(cookiesSet).toEqual(['selected_company=company-a; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
    writeStorage(storageKeys.businessInfo, '{}');
    expect(cookiesSet).toHaveLength(1);
    clearUserState();
    expect(cookiesSet.at(-1)).toBe('selected_company=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('logout clears the selected company and business info, and keeps a pending invitation', () => {
    writeStorage(storageKeys.selectedCompanyId, 'company-a');
    writeStorage(storageKeys.businessInfo, '{"countries":["India"]}');
    writeStorage(storageKeys.pendingInvitationToken, 'invite-token');
    clearUserState();
    expect(readStorage(storageKeys.selectedCompanyId)).toBeNull();
    expect(readStorage(storageKeys.businessInfo)).toBeNull();
    expect(readStorage(storageKeys.pendingInvitationToken)).toBe('invite-token');
  });

  it('another user signing in drops the previous user’s state; the same user keeps theirs', () => {
    expect(claimUserState('user-a')).toBe(false);
    writeStorage(storageKeys.selectedCompanyId, 'company-a');
    expect(claimUserState('user-a')).toBe(false);
    expect(readStorage(storageKeys.selectedCompanyId)).toBe('company-a');
    expect(claimUserState('user-b')).toBe(true);
    expect(readStorage(storageKeys.selectedCompanyId)).toBeNull();
    expect(readStorage(storageKeys.stateOwner)).toBe('user-b');
  });

  it('state with no recorded owner (left by an older version) counts as someone else’s', () => {
    writeStorage(storageKeys.selectedCompanyId, 'company-x');
    expect(claimUserState('user-a')).toBe(true);
    expect(readStorage(storageKeys.selectedCompanyId)).toBeNull();
  });
});
