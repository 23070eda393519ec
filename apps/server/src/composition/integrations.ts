import type { RedisClients } from '../adapters/redis/redis-clients';
import { shareSessionCache } from '../adapters/redis/redis-session-invalidation';
import type { JobSender } from '../jobs/job-queue';
import type { SealedBox } from '../lib/sealed-box';
import { SessionCache } from '../lib/session-cache';
import { createApiKeysService, type ApiKeyPrincipal } from '../modules/api-keys/api-keys.service';
import type { AuditService } from '../modules/audit/audit.service';
import type { CompanyAccess } from '../modules/companies/company-access';
import type { MembersService } from '../modules/companies/members.service';
import type { Mailer } from '../modules/mail/mail.service';
import { createWebhooksOutService } from '../modules/webhooks-out/webhooks-out.service';
import type { Wiring } from './wiring';

/** A company's own integrations: API keys, and the webhooks it asks Charter to send. */
export function composeIntegrations(
  { config, database, clock, log }: Wiring,
  {
    access,
    audit,
    members,
    mailer,
    jobs,
    box,
    redis,
  }: {
    access: CompanyAccess;
    audit: AuditService;
    members: MembersService;
    mailer: Mailer;
    jobs: JobSender;
    /** Seals the webhooks' signing secrets at rest (the mail key). */
    box: SealedBox;
    redis?: RedisClients;
  },
) {
  const db = database.db;
  // API keys: cached like sessions, and forgotten on every process the same way when revoked.
  const apiKeyCache = new SessionCache<ApiKeyPrincipal>();
  if (redis) shareSessionCache(apiKeyCache, redis, (error) => log.warn({ err: error }, 'an API key forget was not published'));
  const apiKeys = createApiKeysService({ db, clock, access, audit, cache: apiKeyCache });
  const webhooksOut = createWebhooksOutService({
    db,
    clock,
    access,
    mailer,
    jobs,
    members,
    box,
    policy: { production: config.webhooksOut.publicTargetsOnly },
    appUrl: config.appUrl,
  });
  return { apiKeys, webhooksOut };
}
