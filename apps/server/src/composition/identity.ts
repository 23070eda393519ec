import { createGoogleOAuth } from '../adapters/google/google-oauth';
import type { RedisClients } from '../adapters/redis/redis-clients';
import { shareSessionCache } from '../adapters/redis/redis-session-invalidation';
import { SessionCache } from '../lib/session-cache';
import { createAuthService } from '../modules/auth/auth.service';
import type { Mailer } from '../modules/mail/mail.service';
import { createUsersService } from '../modules/users/users.service';
import type { Wiring } from './wiring';

/** Who is signed in: accounts, sign-in and sessions, with the session cache shared across processes through Redis. */
export function composeIdentity(
  { config, deps, database, clock, log }: Wiring,
  { mailer, redis }: { mailer: Mailer; redis?: RedisClients },
) {
  const google =
    deps.google ??
    (config.google
      ? createGoogleOAuth(config.google.clientId, config.google.clientSecret, `${config.appUrl}/api/auth/google/callback`)
      : undefined);
  const sessionCache = new SessionCache();
  if (redis) shareSessionCache(sessionCache, redis, (error) => log.warn({ err: error }, 'a session forget was not published'));
  const users = createUsersService(database.db, (userId) => sessionCache.forgetUser(userId));
  const auth = createAuthService({ db: database.db, mailer, config, clock, sessionCache, users });
  return { google, users, auth };
}
