import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  apiKeyScopes,
  permissionsOfScopes,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CompanyPermission,
  type CreatedApiKey,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor, ApiKeyGrant } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { sha256 } from '../../lib/secrets';
import type { SessionCache } from '../../lib/session-cache';
import type { AuditService } from '../audit/audit.service';
import type { CompanyAccess } from '../companies/company-access';
import type { UserRow } from '../users/users.repository';
import { apiKeysRepository, type ApiKeyRow } from './api-keys.repository';

/** What a live key resolves to: the account it acts for (`id` is theirs, so forgetting the user forgets it) and the key. */
export interface ApiKeyPrincipal {
  id: string;
  user: UserRow;
  grant: ApiKeyGrant;
}

/** The cache of key hash -> principal: a SessionCache, so a revoke reaches every process the way a logout does. */
export type ApiKeyCache = SessionCache<ApiKeyPrincipal>;

/** Characters of the secret shown in lists: the prefix and 4 more, enough to tell keys apart. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 4;

function toApiKey(row: ApiKeyRow, createdByName: string | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter((scope): scope is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(scope)),
    created_by: createdByName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  audit: AuditService;
  cache: ApiKeyCache;
}

export function createApiKeysService({ db, clock, access, audit, cache }: Deps) {
  return {
    async create(
      actor: Actor,
      companyId: string,
      body: { name: string; scopes: ApiKeyScope[]; expires_at?: string | null | undefined },
    ): Promise<CreatedApiKey> {
      await access.company(actor, companyId, 'api_keys:manage');
      const now = clock();
      const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
      if (expiresAt && expiresAt <= now) throw new AppError('VALIDATION_FAILED', 'expires_at: The expiry must be in the future');
      const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        const inserted = await apiKeysRepository.insert(tx, {
          companyId,
          name: body.name,
          tokenHash: sha256(secret),
          prefix: secret.slice(0, SHOWN_CHARACTERS),
          scopes: body.scopes,
          createdBy: actor.id,
          createdAt: now,
          expiresAt,
        });
        await audit.record(tx, actor, {
          companyId,
          action: 'api_key.created',
          target: { type: 'api_key', id: inserted.id, label: inserted.name },
          changes: [{ field: 'scopes', before: null, after: body.scopes.join(', ') }],
        });
        return inserted;
      });
      return { key: toApiKey(row, actor.name), secret };
    },

    async list(actor: Actor, companyId: string): Promise<ApiKeyList> {
      await access.company(actor, companyId, 'api_keys:manage');
      const rows = await apiKeysRepository.listByCompanyId(db, companyId);
      return { keys: rows.map(({ key, createdByName }) => toApiKey(key, createdByName)) };
    },

    /** Revoked in the database first, then forgotten by every process's cache before the answer leaves. */
    async revoke(actor: Actor, companyId: string, keyId: string): Promise<ApiKey> {
      await access.company(actor, companyId, 'api_keys:manage');
      if (!isUuid(keyId)) throw AppError.notFound('API key');
      const found = await apiKeysRepository.findInCompany(db, companyId, keyId);
      if (!found) throw AppError.notFound('API key');
      if (found.key.revokedAt) return toApiKey(found.key, found.createdByName);
      const revoked = await db.transaction(async (tx) => {
        const row = await apiKeysRepository.revoke(tx, keyId, clock());
        if (row) {
          await audit.record(tx, actor, {
            companyId,
            action: 'api_key.revoked',
            target: { type: 'api_key', id: row.id, label: row.name },
          });
        }
        return row;
      });
      await cache.forgetToken(found.key.tokenHash);
      return toApiKey(revoked ?? found.key, found.createdByName);
    },

    /** After a transaction revoked keys in bulk (a deletion): every process drops them from its cache. */
    async forgetTokens(tokenHashes: readonly string[]): Promise<void> {
      for (const tokenHash of tokenHashes) await cache.forgetToken(tokenHash);
    },

    /** The live key a bearer secret names, or undefined (unknown, revoked, expired, or its owner disabled). */
    async principalFor(secret: string): Promise<ApiKeyPrincipal | undefined> {
      const tokenHash = sha256(secret);
      const now = clock();
      return cache.getOrLoad(tokenHash, now.getTime(), async () => {
        const row = await apiKeysRepository.findLiveByHash(db, tokenHash, now);
        if (!row) return undefined;
        const principal: ApiKeyPrincipal = {
          id: row.user.id,
          user: row.user,
          grant: {
            id: row.key.id,
            name: row.key.name,
            companyId: row.key.companyId,
            permissions: permissionsOfScopes(toApiKey(row.key, null).scopes),
          },
        };
        return { entry: principal, expiresAt: row.key.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY };
      });
    },

    /** A request made with a key: its last use, and a line in the company's activity feed, together. */
    async recordUse(actor: Actor & { apiKey: ApiKeyGrant }, use: { ip: string; route: string; status: number }): Promise<void> {
      const { apiKey } = actor;
      await db.transaction(async (tx) => {
        await apiKeysRepository.recordUse(tx, apiKey.id, clock(), use.ip);
        await audit.record(tx, actor, {
          companyId: apiKey.companyId,
          action: 'api_key.used',
          target: { type: 'api_key', id: apiKey.id, label: apiKey.name },
          changes: [
            { field: 'route', before: null, after: use.route },
            { field: 'status', before: null, after: String(use.status) },
          ],
        });
      });
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

/** Whether a key with these permissions may call a route that declares `permission` (undeclared: never). */
export function keyMayCall(grant: ApiKeyGrant, permission: CompanyPermission | undefined): boolean {
  return permission !== undefined && grant.permissions.includes(permission);
}
