import { describe, expect, it } from 'vitest';
import { authQueries } from '@/features/auth/api/queries';
import { reminderQueries } from './queries';

describe('reminderQueries', () => {
  it('keeps a company’s settings under its scope, so a company refresh covers them', () => {
    expect(reminderQueries.settings('c1').queryKey).toEqual(['companies', 'c1', 'notifications']);
  });

  it('runs an unsubscribe link once, and not at all without a token', () => {
    const withToken = reminderQueries.unsubscribe('t1');
    expect(withToken.queryKey).toEqual(['reminders', 'unsubscribe', 't1']);
    expect([withToken.enabled, withToken.retry, withToken.staleTime]).toEqual([true, false, Infinity]);
    expect(reminderQueries.unsubscribe(null).enabled).toBe(false);
  });
});

describe('authQueries', () => {
  it.each([
    ['verifyEmail', authQueries.verifyEmail],
    ['sessionExchange', authQueries.sessionExchange],
  ] as const)('%s keys on its single-use token under auth and never retries or refetches', (_name, factory) => {
    const options = factory('abc');
    expect(options.queryKey[0]).toBe('auth');
    expect(options.queryKey.at(-1)).toBe('abc');
    expect([options.enabled, options.retry, options.staleTime, options.refetchOnReconnect]).toEqual([true, false, Infinity, false]);
    expect(factory(null).enabled).toBe(false);
  });
});
