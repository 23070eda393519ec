import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const apiKeysRepository = {
  async insert(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
    const [row] = await db.insert(apiKeys).values(values).returning();
    return row!;
  },

  async listByCompanyId(db: Db, companyId: string) {
    return db
      .select({ key: apiKeys, createdByName: users.name })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.companyId, companyId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  },

  async findInCompany(db: Db, companyId: string, keyId: string) {
    const [row] = await db
      .select({ key: apiKeys, createdByName: users.name })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, keyId)));
    return row;
  },

  /** A live key and the account it acts for: not revoked, not expired, its creator not disabled. */
  async findLiveByHash(db: Db, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ key: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(
        and(
          eq(apiKeys.tokenHash, tokenHash),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
          isNull(users.disabledAt),
        ),
      );
    return row;
  },

  async revoke(db: Db, keyId: string, at: Date): Promise<ApiKeyRow | undefined> {
    const [row] = await db
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
      .returning();
    return row;
  },

  async recordUse(db: Db, keyId: string, at: Date, ip: string): Promise<void> {
    await db.update(apiKeys).set({ lastUsedAt: at, lastUsedIp: ip }).where(eq(apiKeys.id, keyId));
  },
};
