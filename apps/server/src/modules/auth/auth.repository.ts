import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { emailTokens, loginCodes, oauthIdentities, sessionExchanges, sessions, users } from '../../db/schema';

export type LoginCodeRow = typeof loginCodes.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export const authRepository = {
  // Sessions
  async insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(values);
  },

  async findSessionUser(db: Db, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A disabled user's sessions are deleted when staff disable it; this also refuses one issued in a race with that.
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
    return row;
  },

  /** Deletes the user's sessions and uses up their unused login codes and session exchanges. */
  async revokeSignIns(db: Db, userId: string, now: Date): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await db
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.userId, userId), isNull(loginCodes.consumedAt)));
    await db
      .update(sessionExchanges)
      .set({ usedAt: now })
      .where(and(eq(sessionExchanges.userId, userId), isNull(sessionExchanges.usedAt)));
  },

  async deleteSession(db: Db, tokenHash: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },

  // Login codes
  async latestCodeFor(db: Db, userId: string): Promise<LoginCodeRow | undefined> {
    const [row] = await db.select().from(loginCodes).where(eq(loginCodes.userId, userId)).orderBy(desc(loginCodes.createdAt)).limit(1);
    return row;
  },

  /** How many codes were sent since `since` to a user or from an address, and when the oldest of them was. */
  async codesSince(db: Db, filter: { userId: string } | { ip: string }, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const matches = 'userId' in filter ? eq(loginCodes.userId, filter.userId) : eq(loginCodes.requestIp, filter.ip);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginCodes.createdAt})` })
      .from(loginCodes)
      .where(and(matches, gt(loginCodes.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  },

  /** A new code replaces every older one of the same user. */
  async replaceCode(db: Db, values: typeof loginCodes.$inferInsert, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(loginCodes)
        .set({ consumedAt: now })
        .where(and(eq(loginCodes.userId, values.userId), isNull(loginCodes.consumedAt)));
      await tx.insert(loginCodes).values(values);
    });
  },

  async activeCodeFor(db: Db, userId: string, now: Date): Promise<LoginCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.userId, userId), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1);
    return row;
  },

  /**
   * Counts a wrong try on a code still unused, and burns it when it reaches the limit; one conditional update, so it
   * never touches a code another request just used (and never writes its used mark back to null). Returns the wrong
   * tries so far, or undefined when the code was no longer unused.
   */
  async recordFailedAttempt(db: Db, codeId: string, maxAttempts: number, now: Date): Promise<number | undefined> {
    const [row] = await db
      .update(loginCodes)
      .set({
        failedAttempts: sql`${loginCodes.failedAttempts} + 1`,
        consumedAt: sql`case when ${loginCodes.failedAttempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${loginCodes.consumedAt} end`,
      })
      .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.consumedAt)))
      .returning({ failedAttempts: loginCodes.failedAttempts });
    return row?.failedAttempts;
  },

  /** Marks the code used; false when another request used it first. */
  async consumeCode(db: Db, codeId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.consumedAt)))
      .returning({ id: loginCodes.id });
    return rows.length === 1;
  },

  // Email tokens
  async insertEmailToken(db: Db, values: typeof emailTokens.$inferInsert): Promise<void> {
    await db.insert(emailTokens).values(values);
  },

  async latestEmailToken(
    db: Db,
    userId: string,
    purpose: EmailTokenPurpose,
  ): Promise<{ createdAt: Date; nextPath: string | null } | undefined> {
    const [row] = await db
      .select({ createdAt: emailTokens.createdAt, nextPath: emailTokens.nextPath })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    return row;
  },

  /** Uses a token atomically: only one caller ever gets its user id (and destination) back. */
  async useEmailToken(
    db: Db,
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<{ userId: string; nextPath: string | null } | undefined> {
    const [row] = await db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId, nextPath: emailTokens.nextPath });
    return row;
  },

  /** Whose token this is, used or not: a second visit of a verification link can then be recognised. */
  async emailTokenOwner(db: Db, tokenHash: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: emailTokens.userId })
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
    return row?.userId;
  },

  // External identities
  async findIdentity(db: Db, issuer: string, subject: string) {
    return findRow(db, oauthIdentities, { issuer, subject });
  },

  async insertIdentity(db: Db, values: typeof oauthIdentities.$inferInsert): Promise<void> {
    await db.insert(oauthIdentities).values(values).onConflictDoNothing();
  },

  // Session exchanges (Google sign-in → /auth/success)
  async insertExchange(db: Db, values: typeof sessionExchanges.$inferInsert): Promise<void> {
    await db.insert(sessionExchanges).values(values);
  },

  async useExchange(db: Db, idHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(sessionExchanges)
      .set({ usedAt: now })
      .where(and(eq(sessionExchanges.idHash, idHash), isNull(sessionExchanges.usedAt), gt(sessionExchanges.expiresAt, now)))
      .returning({ userId: sessionExchanges.userId });
    return row?.userId;
  },
};
