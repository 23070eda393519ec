import { describe, expect, it } from 'vitest';
import { createRefreshingCache } from './refreshing-cache';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createRefreshingCache', () => {
  it('reads once for callers at once, answers from memory while fresh, and reloads in the background once stale', async () => {
    let now = 0;
    let loads = 0;
    const cache = createRefreshingCache(async (key) => `${key}-${(loads += 1)}`, { maxAgeMs: 1000, now: () => now });
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a-1', 'a-1']);
    expect(loads).toBe(1);
    now = 999;
    expect(await cache.get('a')).toBe('a-1');
    now = 1000;
    // Stale: the old value at once, one reload behind it.
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a-1', 'a-1']);
    await settle();
    expect(loads).toBe(2);
    expect(await cache.get('a')).toBe('a-2');
    expect(await cache.get('b')).toBe('b-3');
  });

  it('keeps the old value when a reload fails, and a failed first read is not kept', async () => {
    let now = 0;
    let fail = true;
    const cache = createRefreshingCache(
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      { maxAgeMs: 10, now: () => now },
    );
    await expect(cache.get('k')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('k')).toBe('ok');
    fail = true;
    now = 20;
    expect(await cache.get('k')).toBe('ok');
    await settle();
    expect(await cache.get('k')).toBe('ok');
  });

  it('reads every time with maxAgeMs 0', async () => {
    let loads = 0;
    const cache = createRefreshingCache(async () => (loads += 1), { maxAgeMs: 0, now: () => 0 });
    await cache.get('x');
    await cache.get('x');
    expect(loads).toBe(2);
  });
});
