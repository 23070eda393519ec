import { Redis } from 'ioredis';

/** The two connections a process keeps to REDIS_URL: commands (rate limits, publish) and a subscriber (pub/sub only). */
export interface RedisClients {
  command: Redis;
  subscriber: Redis;
  /** The database index in REDIS_URL (`redis://host:6379/5`); pub/sub channels are named after it, as they are server-wide. */
  dbIndex: number;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects lazily and never blocks start-up: while Redis is unreachable the rate limit lets requests through and the
 * session cache is bypassed (see SessionCache), and GET /api/ready answers 503.
 */
export function createRedisClients(url: string, onError: (error: Error) => void): RedisClients {
  const options = {
    // Fail a command after one reconnect attempt instead of queueing it for the whole outage.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(times * 100, 1_000),
  };
  const command = new Redis(url, options);
  // The subscriber re-subscribes itself on every reconnect (SessionCache's connector), so it may queue its SUBSCRIBE.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, autoResubscribe: false });
  // One report per outage, not one per reconnect attempt.
  let reported = false;
  const report = (error: Error) => {
    if (!reported) onError(error);
    reported = true;
  };
  command.on('error', report);
  subscriber.on('error', report);
  command.on('ready', () => {
    reported = false;
  });
  return {
    command,
    subscriber,
    dbIndex: command.options.db ?? 0,
    async ping() {
      await command.ping();
    },
    async close() {
      await Promise.allSettled([command.quit(), subscriber.quit()]);
      command.disconnect();
      subscriber.disconnect();
    },
  };
}
