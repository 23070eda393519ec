import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions, admins } from '../../db/schema';

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

  async findSessionAdmin(db: Db, tokenHash: string, now: Date): Promise<AdminRow | undefined> {
    const [row] = await db
      .select({ admin: admins })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)));
    return row?.admin;
  },

  async deleteSession(db: Db, tokenHash: string): Promise<void> {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
  },
};
