import { and, desc, eq, gte, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface UserListFilters {
  designation?: 'founder' | 'manager' | 'partner' | 'none' | undefined;
  status?: 'active' | 'disabled' | undefined;
  /** Part of the email or name, matched case-insensitively. */
  search?: string | undefined;
}

/** An ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export const usersRepository = {
  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  },

  /** Inserts unless the email exists; undefined means it was taken. */
  async insert(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
    const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
    return row;
  },

  async update(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async count(db: Db): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  },

  /** A page of users, newest first, with the filters of the back office; `total` counts every page. */
  async listPage(db: Db, filters: UserListFilters, page: { limit: number; offset: number }): Promise<{ rows: UserRow[]; total: number }> {
    const where = and(
      filters.designation === 'none'
        ? isNull(users.designation)
        : filters.designation
          ? eq(users.designation, filters.designation)
          : undefined,
      filters.status === 'disabled' ? isNotNull(users.disabledAt) : filters.status === 'active' ? isNull(users.disabledAt) : undefined,
      filters.search ? or(ilike(users.email, containing(filters.search)), ilike(users.name, containing(filters.search))) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(page.limit).offset(page.offset),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    return { rows, total: counted?.count ?? 0 };
  },

  async stats(db: Db, signedUpSince: Date) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)::int`,
        onboarded: sql<number>`count(*) filter (where ${users.onboardingCompleted})::int`,
        disabled: sql<number>`count(*) filter (where ${users.disabledAt} is not null)::int`,
        recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${signedUpSince.toISOString()}::timestamptz)::int`,
        founder: sql<number>`count(*) filter (where ${users.designation} = 'founder')::int`,
        manager: sql<number>`count(*) filter (where ${users.designation} = 'manager')::int`,
        partner: sql<number>`count(*) filter (where ${users.designation} = 'partner')::int`,
        none: sql<number>`count(*) filter (where ${users.designation} is null)::int`,
      })
      .from(users);
    return row!;
  },

  /** Sign-ups per UTC day since `since` (days without one are absent). */
  async signupsPerDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
    const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, count: sql<number>`count(*)::int` })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(day);
  },

  /**
   * Disables or enables the account; only a change of state returns the row (with its state before), so a repeated
   * call writes nothing. The row is locked, so two staff acting at once record one change.
   */
  async setDisabled(db: Db, id: string, disabledAt: Date | null): Promise<{ before: UserRow; after: UserRow } | undefined> {
    const [before] = await db.select().from(users).where(eq(users.id, id)).for('update');
    if (!before || (before.disabledAt === null) === (disabledAt === null)) return undefined;
    const [after] = await db
      .update(users)
      .set({ disabledAt, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return after ? { before, after } : undefined;
  },
};
