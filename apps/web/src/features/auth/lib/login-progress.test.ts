import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStorage, sessionKeys, writeSessionStorage } from '@/lib/storage-keys';
import { clearLoginProgress, initialLogin, readLoginProgress, saveLoginProgress } from './login-progress';

const fakeStorage = () => {
  const store = new Map<string, string>();
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  };
};

beforeEach(() => vi.stubGlobal('window', { localStorage: fakeStorage(), sessionStorage: fakeStorage() }));
afterEach(() => vi.unstubAllGlobals());

const sentAt = Date.UTC(2026, 10, 22, 10, 0, 0);
const after = (seconds: number) => sentAt + seconds * 1000;

describe('login progress in this tab', () => {
  it('is saved, read back, and cleared (Use a different email, signed in)', () => {
    expect(readLoginProgress()).toBeNull();
    saveLoginProgress('meera@example.com', sentAt);
    expect(readLoginProgress()).toEqual({ email: 'meera@example.com', sentAt });
    clearLoginProgress();
    expect(readLoginProgress()).toBeNull();
  });

  it('lives in sessionStorage, not localStorage, so it ends with the tab', () => {
    saveLoginProgress('meera@example.com', sentAt);
    expect(readStorage(sessionKeys.loginInProgress)).toBeNull();
  });

  it.each([['not json'], ['{"email":"a@b.co"}'], ['{"email":"","sentAt":5}'], ['{"email":"a@b.co","sentAt":"yesterday"}']])(
    'ignores a damaged entry %s',
    (stored) => {
      writeSessionStorage(sessionKeys.loginInProgress, stored);
      expect(readLoginProgress()).toBeNull();
    },
  );
});

describe('initialLogin', () => {
  const progress = { email: 'meera@example.com', sentAt };

  it('starts at the email step with the given address when nothing is in progress', () => {
    expect(initialLogin(null, '', after(5))).toEqual({ email: '', step: 'email', resendSecondsLeft: 0 });
    expect(initialLogin(null, 'inv@example.com', after(5))).toEqual({ email: 'inv@example.com', step: 'email', resendSecondsLeft: 0 });
  });

  it('a reload during the code step comes back to it, with the rest of the resend cool-down', () => {
    expect(initialLogin(progress, '', after(12))).toEqual({ email: 'meera@example.com', step: 'code', resendSecondsLeft: 18 });
    expect(initialLogin(progress, 'MEERA@example.com', after(45))).toEqual({
      email: 'meera@example.com',
      step: 'code',
      resendSecondsLeft: 0,
    });
  });

  it('once the code has expired (10 minutes) only the address is kept', () => {
    expect(initialLogin(progress, '', after(10 * 60))).toEqual({ email: 'meera@example.com', step: 'email', resendSecondsLeft: 0 });
    expect(initialLogin(progress, '', after(10 * 60 - 1)).step).toBe('code');
  });

  it('an address for someone else in the URL wins over the stored login', () => {
    expect(initialLogin(progress, 'invitee@example.com', after(5))).toEqual({
      email: 'invitee@example.com',
      step: 'email',
      resendSecondsLeft: 0,
    });
  });
});
