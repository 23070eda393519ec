import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimUserState, clearUserState, readStorage, storageKeys, writeStorage } from './storage-keys';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('user state in this browser', () => {
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
