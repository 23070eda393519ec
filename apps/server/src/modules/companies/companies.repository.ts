import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;
export type CompanyRole = (typeof companyMembers.$inferSelect)['role'];

export const companiesRepository = {
  /** The companies a user is a member of, with the user's role, newest first. */
  async listByMemberId(db: Db, userId: string): Promise<{ company: CompanyRow; role: CompanyRole }[]> {
    return db
      .select({ company: companies, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(desc(companies.createdAt), desc(companies.id));
  },

  /** One query for the access check: the company and the user's role in it (undefined role: not a member). */
  async findWithRole(db: Db, id: string, userId: string): Promise<{ company: CompanyRow; role: CompanyRole | null } | undefined> {
    const [row] = await db
      .select({ company: companies, role: companyMembers.role })
      .from(companies)
      .leftJoin(companyMembers, and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)))
      .where(eq(companies.id, id));
    return row;
  },

  async findById(db: Db, id: string): Promise<CompanyRow | undefined> {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
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

  /** What the daily re-plan needs to find companies whose stored plan is out of date. */
  async listPlanStates(db: Db) {
    return db
      .select({
        id: companies.id,
        country: companies.country,
        state: companies.state,
        rulesVersion: companies.rulesVersion,
        plannedOn: companies.plannedOn,
      })
      .from(companies);
  },
};
