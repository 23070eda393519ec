import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminPasswordResets, adminSessions, admins, authFailures } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export const adminRepository = {
  async findByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
    const [row] = await db.select().from(admins).where(eq(admins.email, email));
    return row;
  },

  /** Creates the admin or, when it exists, sets its password (the environment is the source of truth). */
  async upsert(db: Db, values: typeof admins.$inferInsert): Promise<AdminRow> {
    const [row] = await db
      .insert(admins)
      .values(values)
      .onConflictDoUpdate({
        target: admins.email,
        set: { passwordHash: values.passwordHash, name: values.name },
      })
      .returning();
    return row!;
  },

  async insertSession(db: Db, values: typeof adminSessions.$inferInsert): Promise<void> {
    await db.insert(adminSessions).values(values);
  },

  /** The session's admin while the session is neither expired nor idle since `idleSince`, and the account is enabled. */
  async findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date): Promise<{ admin: AdminRow; lastSeenAt: Date } | undefined> {
    const [row] = await db
      .select({ admin: admins, lastSeenAt: adminSessions.lastSeenAt })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, tokenHash),
          gt(adminSessions.expiresAt, now),
          gt(adminSessions.lastSeenAt, idleSince),
          isNull(admins.disabledAt),
        ),
      );
    return row;
  },

  async touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash));
  },

  async setTimeZone(db: Db, id: string, timeZone: string): Promise<AdminRow | undefined> {
    const [row] = await db.update(admins).set({ timeZone }).where(eq(admins.id, id)).returning();
    return row;
  },

  async findById(db: Db, id: string): Promise<AdminRow | undefined> {
    const [row] = await db.select().from(admins).where(eq(admins.id, id));
    return row;
  },

  /** Every staff account, with the time each last used a session (null when never). */
  async listWithLastSeen(db: Db): Promise<(AdminRow & { lastSeenAt: Date | null })[]> {
    const lastSeen = db
      .select({ adminId: adminSessions.adminId, lastSeenAt: sql<Date>`max(${adminSessions.lastSeenAt})`.as('last_seen_at') })
      .from(adminSessions)
      .groupBy(adminSessions.adminId)
      .as('last_seen');
    const rows = await db
      .select({ admin: admins, lastSeenAt: lastSeen.lastSeenAt })
      .from(admins)
      .leftJoin(lastSeen, eq(lastSeen.adminId, admins.id))
      .orderBy(admins.createdAt, admins.id);
    return rows.map(({ admin, lastSeenAt }) => ({ ...admin, lastSeenAt: lastSeenAt ? new Date(lastSeenAt) : null }));
  },

  /** Inserts a new account; undefined when the email is taken. */
  async insertIfAbsent(db: Db, values: typeof admins.$inferInsert): Promise<AdminRow | undefined> {
    const [row] = await db.insert(admins).values(values).onConflictDoNothing({ target: admins.email }).returning();
    return row;
  },

  /** Locks the row so two admins disabling each other at once cannot both succeed past the last-enabled check. */
  async lockEnabled(db: Db): Promise<AdminRow[]> {
    return db.select().from(admins).where(isNull(admins.disabledAt)).for('update');
  },

  async setDisabledAt(db: Db, id: string, disabledAt: Date | null): Promise<AdminRow | undefined> {
    const [row] = await db.update(admins).set({ disabledAt }).where(eq(admins.id, id)).returning();
    return row;
  },

  async deleteSession(db: Db, tokenHash: string): Promise<void> {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
  },

  /** Ends every session of the admin (after a password reset). */
  async deleteSessionsOf(db: Db, adminId: string): Promise<void> {
    await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
  },

  async setPassword(db: Db, adminId: string, passwordHash: string): Promise<void> {
    await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
  },

  // Password reset links

  async insertReset(db: Db, values: typeof adminPasswordResets.$inferInsert): Promise<void> {
    await db.insert(adminPasswordResets).values(values);
  },

  async latestResetCreatedAt(db: Db, adminId: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ createdAt: adminPasswordResets.createdAt })
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.adminId, adminId))
      .orderBy(desc(adminPasswordResets.createdAt))
      .limit(1);
    return row?.createdAt;
  },

  async countResetsSince(db: Db, filter: { adminId: string } | { ip: string }, since: Date): Promise<number> {
    const matches = 'adminId' in filter ? eq(adminPasswordResets.adminId, filter.adminId) : eq(adminPasswordResets.requestIp, filter.ip);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(adminPasswordResets)
      .where(and(matches, gt(adminPasswordResets.createdAt, since)));
    return row?.count ?? 0;
  },

  /** Uses a reset link atomically: only one caller ever gets the admin back. */
  async useReset(db: Db, tokenHash: string, now: Date): Promise<AdminRow | undefined> {
    const [row] = await db
      .update(adminPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(adminPasswordResets.tokenHash, tokenHash), isNull(adminPasswordResets.usedAt), gt(adminPasswordResets.expiresAt, now)))
      .returning({ adminId: adminPasswordResets.adminId });
    if (!row) return undefined;
    const [admin] = await db.select().from(admins).where(eq(admins.id, row.adminId));
    return admin;
  },

  // Failed sign-ins, for the lockout window

  async insertFailure(db: Db, subject: string, ip: string, at: Date): Promise<void> {
    await db.insert(authFailures).values({ kind: 'admin_login', subject, ip, createdAt: at });
  },

  /** How many failures since `since` for an account or an address, and when the oldest of them happened. */
  async failuresSince(db: Db, filter: { subject: string } | { ip: string }, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const matches = 'subject' in filter ? eq(authFailures.subject, filter.subject) : eq(authFailures.ip, filter.ip);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authFailures.createdAt})` })
      .from(authFailures)
      .where(and(eq(authFailures.kind, 'admin_login'), matches, gt(authFailures.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  },

  async clearFailures(db: Db, subject: string): Promise<void> {
    await db.delete(authFailures).where(and(eq(authFailures.kind, 'admin_login'), eq(authFailures.subject, subject)));
  },

  /** Every enabled staff account, by name (the back office's assignee list). */
  async listEnabled(db: Db): Promise<AdminRow[]> {
    return db.select().from(admins).where(isNull(admins.disabledAt)).orderBy(asc(admins.name), asc(admins.email));
  },
};
