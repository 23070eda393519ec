import { describe, expect, it } from 'vitest';
import { authQueries } from './queries';

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
