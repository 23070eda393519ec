import type { RedisClients } from './redis-clients';

/** What a process keeps in memory and shares over one channel: it serves only while it hears every message. */
export interface ChannelFollower {
  receive(raw: string): void;
  setLive(live: boolean): void;
}

/**
 * Follows `channel` for `follower`: live once subscribed, again after each reconnect, and off while the subscriber is
 * closed or its subscribe failed (messages sent meanwhile are lost, so what it kept may be stale).
 */
export function followChannel(redis: RedisClients, channel: string, follower: ChannelFollower): void {
  redis.subscriber.on('message', (from: string, raw: string) => {
    if (from === channel) follower.receive(raw);
  });
  const subscribe = () => {
    redis.subscriber.subscribe(channel).then(
      () => follower.setLive(true),
      () => follower.setLive(false),
    );
  };
  redis.subscriber.on('ready', subscribe);
  redis.subscriber.on('close', () => follower.setLive(false));
  // Connected while the app was still being built (its awaits come first): its 'ready' has gone by, and without this
  // the follower would stay off for good.
  if (redis.subscriber.status === 'ready') subscribe();
}

/** Publishes `message` on `channel`; a failure is reported, not thrown. */
export async function publishOrReport(
  redis: RedisClients,
  channel: string,
  message: string,
  onPublishFailure: (error: unknown) => void,
): Promise<void> {
  try {
    await redis.command.publish(channel, message);
  } catch (error) {
    // Redis is down: every process's subscriber is too, so none serves what it kept; nothing stale is served.
    onPublishFailure(error);
  }
}
