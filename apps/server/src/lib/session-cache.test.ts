import { describe, expect, it } from 'vitest';
import type { UserRow } from '../modules/users/users.repository';
import { SessionCache } from './session-cache';

const user = (id: string) => ({ id }) as UserRow;

describe('SessionCache', () => {
  it('serves an entry until the TTL or the session expiry, whichever comes first', () => {
    const cache = new SessionCache(10_000);
    cache.set('a', user('u1'), 1_000_000, 0);
    expect(cache.get('a', 9_999)?.id).toBe('u1');
    expect(cache.get('a', 10_000)).toBeUndefined();
    cache.set('b', user('u1'), 5_000, 0);
    expect(cache.get('b', 5_000)).toBeUndefined();
  });

  it('forgets a token and every token of a user', () => {
    const cache = new SessionCache();
    cache.set('a', user('u1'), 1e12, 0);
    cache.set('b', user('u1'), 1e12, 0);
    cache.set('c', user('u2'), 1e12, 0);
    cache.forgetToken('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe('u2');
  });

  it('stays within its size bound by dropping the oldest entry', () => {
    const cache = new SessionCache(10_000, 2);
    cache.set('a', user('1'), 1e12, 0);
    cache.set('b', user('2'), 1e12, 0);
    cache.set('c', user('3'), 1e12, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe('3');
  });
});
