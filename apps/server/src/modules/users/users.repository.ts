import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

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
};
