import type { RuleSet } from '../../modules/compliance/compliance-rule-set';
import { followChannel, publishOrReport } from './redis-channel';
import type { RedisClients } from './redis-clients';

/**
 * Shares staff changes to the compliance rules between API processes over Redis pub/sub, the way the session cache's
 * forgets go (redis-session-invalidation.ts): each process drops the rule set it kept, and the plans computed from it,
 * before the change's answer leaves. The rule set is kept only while this process is subscribed.
 */
export function shareRuleSetChanges(ruleSet: RuleSet, redis: RedisClients, onPublishFailure: (error: unknown) => void): void {
  // Channels ignore the database index; naming them after it keeps deployments (and test runs) on one Redis apart.
  const channel = `charter:rule-set-changed:${redis.dbIndex}`;
  ruleSet.share({ publish: () => publishOrReport(redis, channel, 'changed', onPublishFailure) });
  followChannel(redis, channel, { receive: () => ruleSet.receive(), setLive: (live) => ruleSet.setLive(live) });
}
