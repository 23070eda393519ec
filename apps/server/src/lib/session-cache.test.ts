import { describe, expect, it } from 'vitest';
import type { UserRow } from '../modules/users/users.repository';
import { SessionCache, type SessionInvalidation } from './session-cache';

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

  it('forgets a token and every token of a user', async () => {
    const cache = new SessionCache();
    cache.set('a', user('u1'), 1e12, 0);
    cache.set('b', user('u1'), 1e12, 0);
    cache.set('c', user('u2'), 1e12, 0);
    await cache.forgetToken('a');
    expect(cache.get('a', 1)).toBeUndefined();
    await cache.forgetUser('u1');
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

  it('does not cache what a read found when a forget arrived during the read', async () => {
    const cache = new SessionCache();
    const mark = cache.readMark();
    await cache.forgetUser('u1');
    cache.set('a', user('u1'), 1e12, 0, mark);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', user('u1'), 1e12, 0, cache.readMark());
    expect(cache.get('a', 1)?.id).toBe('u1');
  });

  describe('shared between processes', () => {
    const shared = () => {
      const published: SessionInvalidation[] = [];
      const cache = new SessionCache();
      cache.share({ publish: async (message) => void published.push(message) });
      return { cache, published };
    };

    it('caches nothing until its channel is live, and drops everything when the channel goes down', () => {
      const { cache } = shared();
      cache.set('a', user('u1'), 1e12, 0);
      expect(cache.get('a', 1)).toBeUndefined();
      cache.setLive(true);
      cache.set('a', user('u1'), 1e12, 0);
      expect(cache.get('a', 1)?.id).toBe('u1');
      cache.setLive(false);
      expect(cache.get('a', 1)).toBeUndefined();
      cache.setLive(true);
      expect(cache.get('a', 1)).toBeUndefined();
    });

    it('publishes each forget and applies the ones it receives', async () => {
      const { cache, published } = shared();
      cache.setLive(true);
      cache.set('a', user('u1'), 1e12, 0);
      cache.set('b', user('u2'), 1e12, 0);
      cache.set('c', user('u3'), 1e12, 0);
      await cache.forgetToken('a');
      await cache.forgetUser('u2');
      expect(published).toEqual([
        { kind: 'token', tokenHash: 'a' },
        { kind: 'user', userId: 'u2' },
      ]);
      expect(cache.get('a', 1)).toBeUndefined();
      expect(cache.get('b', 1)).toBeUndefined();
      cache.receive({ kind: 'user', userId: 'u3' });
      expect(cache.get('c', 1)).toBeUndefined();
    });
  });
});
