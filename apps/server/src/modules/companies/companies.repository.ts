import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;

export const companiesRepository = {
  async listByOwnerId(db: Db, ownerId: string): Promise<CompanyRow[]> {
    return db.select().from(companies).where(eq(companies.ownerId, ownerId)).orderBy(desc(companies.createdAt), desc(companies.id));
  },

  /** Scoped by owner: another user's company is indistinguishable from a missing one. */
  async findOwned(db: Db, id: string, ownerId: string): Promise<CompanyRow | undefined> {
    const [row] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.ownerId, ownerId)));
    return row;
  },

  async insert(db: Db, values: CompanyInsert): Promise<CompanyRow> {
    const [row] = await db.insert(companies).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<CompanyInsert>): Promise<CompanyRow | undefined> {
    const [row] = await db
      .update(companies)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(companies.id, id))
      .returning();
    return row;
  },

  async markPlanned(db: Db, id: string, rulesVersion: string, plannedOn: string): Promise<void> {
    await db.update(companies).set({ rulesVersion, plannedOn }).where(eq(companies.id, id));
  },
};
