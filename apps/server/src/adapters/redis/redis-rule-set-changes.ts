import type { RuleSet } from '../../modules/compliance/compliance-rule-set';
import type { RedisClients } from './redis-clients';

/**
 * Shares staff changes to the compliance rules between API processes over Redis pub/sub, the way the session cache's
 * forgets go (redis-session-invalidation.ts): each process drops the rule set it kept, and the plans computed from it,
 * before the change's answer leaves. The rule set is kept only while this process is subscribed.
 */
export function shareRuleSetChanges(ruleSet: RuleSet, redis: RedisClients, onPublishFailure: (error: unknown) => void): void {
  // Channels ignore the database index; naming them after it keeps deployments (and test runs) on one Redis apart.
  const channel = `charter:rule-set-changed:${redis.dbIndex}`;
  ruleSet.share({
    async publish() {
      try {
        await redis.command.publish(channel, 'changed');
      } catch (error) {
        // Redis is down: every process's subscriber is too, so none keeps a rule set; nothing stale is served.
        onPublishFailure(error);
      }
    },
  });
  redis.subscriber.on('message', (from: string) => {
    if (from === channel) ruleSet.receive();
  });
  const subscribe = () => {
    redis.subscriber.subscribe(channel).then(
      () => ruleSet.setLive(true),
      () => ruleSet.setLive(false),
    );
  };
  redis.subscriber.on('ready', subscribe);
  redis.subscriber.on('close', () => ruleSet.setLive(false));
  // Connected while the app was still being built: its 'ready' has gone by.
  if (redis.subscriber.status === 'ready') subscribe();
}
