import type { SessionCache, SessionInvalidation } from '../../lib/session-cache';
import { followChannel, publishOrReport } from './redis-channel';
import type { RedisClients } from './redis-clients';

function parse(raw: string): SessionInvalidation | undefined {
  try {
    const message = JSON.parse(raw) as Partial<{ kind: string; tokenHash: unknown; userId: unknown }>;
    if (message.kind === 'token' && typeof message.tokenHash === 'string') return { kind: 'token', tokenHash: message.tokenHash };
    if (message.kind === 'user' && typeof message.userId === 'string') return { kind: 'user', userId: message.userId };
  } catch {
    // not ours
  }
  return undefined;
}

/**
 * Shares the session cache's forgets between API processes over Redis pub/sub: a logout or a disabled account on one
 * process is dropped from every other's cache before the answer leaves. The cache serves only while this process is
 * subscribed; after a reconnect it starts empty (messages sent meanwhile were lost).
 */
export function shareSessionCache<T extends { id: string }>(
  cache: SessionCache<T>,
  redis: RedisClients,
  onPublishFailure: (error: unknown) => void,
): void {
  // Channels ignore the database index; naming them after it keeps deployments (and test runs) on one Redis apart.
  const channel = `charter:session-invalidation:${redis.dbIndex}`;
  cache.share({ publish: (message) => publishOrReport(redis, channel, JSON.stringify(message), onPublishFailure) });
  followChannel(redis, channel, {
    receive(raw) {
      const message = parse(raw);
      if (message) cache.receive(message);
    },
    setLive: (live) => cache.setLive(live),
  });
}
