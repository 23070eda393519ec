import { afterEach, expect, it } from 'vitest';
import { SessionCache } from '../../lib/session-cache';
import { createRedisClients, type RedisClients } from './redis-clients';
import { shareSessionCache } from './redis-session-invalidation';

// The machine's Redis (CI starts it too); a database index of its own, so nothing else on it is touched.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

let clients: RedisClients[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

const connected = async () => {
  const redis = createRedisClients(REDIS_URL, () => {});
  clients.push(redis);
  await new Promise<void>((resolve) => {
    if (redis.subscriber.status === 'ready') resolve();
    else redis.subscriber.once('ready', () => resolve());
  });
  return redis;
};

it('a cache shared after its subscriber connected still goes live (the ready event had gone by), and forgets reach the other process', async () => {
  const [first, second] = [await connected(), await connected()];
  const here = new SessionCache<{ id: string }>();
  const there = new SessionCache<{ id: string }>();
  shareSessionCache(here, first, () => {});
  shareSessionCache(there, second, () => {});
  const now = Date.now();
  await expect
    .poll(() => {
      there.set('token-hash', { id: 'user-1' }, now + 60_000, Date.now());
      return there.get('token-hash', Date.now())?.id;
    })
    .toBe('user-1');
  // A logout on the first process drops the second's entry.
  await here.forgetToken('token-hash');
  await expect.poll(() => there.get('token-hash', Date.now())).toBeUndefined();
});
