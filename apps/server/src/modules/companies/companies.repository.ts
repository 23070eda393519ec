import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';

/**
 * Built once per database handle and prepared under a name (PostgreSQL parses and plans it once per connection): at
 * thousands of reads a second, building the statement each time cost more than running it (drizzle's query building
 * was 20 % of the compliance list's CPU once its plan was kept).
 */
function prepareFindWithRole(db: Db) {
  return db
    .select({ company: companies, role: companyMembers.role })
    .from(companies)
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, sql.placeholder('userId'))))
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare('companies_find_with_role');
}

const findWithRoleQueries = new WeakMap<Db, ReturnType<typeof prepareFindWithRole>>();

/** A cached compliance plan is kept only while the company's epoch is the one it was computed at (compliance-plan-cache.ts). */
const nextPlanEpoch = sql`${companies.planEpoch} + 1`;

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
      .where(and(eq(companyMembers.userId, userId), isNull(companies.archivedAt)))
      .orderBy(desc(companies.createdAt), desc(companies.id));
  },

  /** Serialises one user's company creations, so two quick submits cannot both pass the duplicate check. */
  async lockForMember(db: Db, userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-create:${userId}`}))`);
  },

  /**
   * A company of this user's (not archived) that a new one would duplicate: the same registry id, or the same name
   * (ignoring case and spacing) in the same country.
   */
  async findDuplicateForMember(
    db: Db,
    userId: string,
    candidate: { name: string; country: CompanyRow['country']; registrationNumber: string | null },
  ): Promise<CompanyRow | undefined> {
    const sameName = and(
      eq(companies.country, candidate.country),
      sql`lower(regexp_replace(btrim(${companies.name}), ${String.raw`\s+`}, ' ', 'g')) = ${normalizeName(candidate.name)}`,
    );
    const sameId = candidate.registrationNumber
      ? sql`upper(btrim(${companies.registrationNumber})) = ${candidate.registrationNumber.trim().toUpperCase()}`
      : undefined;
    const [row] = await db
      .select({ company: companies })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.userId, userId), isNull(companies.archivedAt), sameId ? or(sameId, sameName) : sameName))
      .limit(1);
    return row?.company;
  },

  /** One query for the access check: the company and the user's role in it (undefined role: not a member). */
  /** The access check's read, on every company-scoped request: prepared once per database handle (as the cart's). */
  async findWithRole(db: Db, id: string, userId: string): Promise<{ company: CompanyRow; role: CompanyRole | null } | undefined> {
    let query = findWithRoleQueries.get(db);
    if (!query) findWithRoleQueries.set(db, (query = prepareFindWithRole(db)));
    const [row] = await query.execute({ id, userId });
    return row;
  },

  /** Back office: companies (not archived) whose name contains the text, or with this id; newest first. */
  async searchByName(db: Db, text: string, limit: number): Promise<CompanyRow[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const byId = /^[0-9a-f-]{36}$/i.test(text) ? eq(companies.id, text) : undefined;
    const byName = sql`${companies.name} ilike ${pattern}`;
    return db
      .select()
      .from(companies)
      .where(and(isNull(companies.archivedAt), byId ? or(byId, byName) : byName))
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(limit);
  },

  /** Companies not archived, per country (countries without one are absent). */
  async countLiveByCountry(db: Db): Promise<{ country: CompanyRow['country']; count: number }[]> {
    return db
      .select({ country: companies.country, count: sql<number>`count(*)::int` })
      .from(companies)
      .where(isNull(companies.archivedAt))
      .groupBy(companies.country);
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
      .set({ ...values, updatedAt: sql`now()`, planEpoch: nextPlanEpoch })
      .where(eq(companies.id, id))
      .returning();
    return row;
  },

  async archive(db: Db, id: string, userId: string, now: Date): Promise<CompanyRow | undefined> {
    const [row] = await db
      .update(companies)
      .set({ archivedAt: now, archivedBy: userId, updatedAt: now, planEpoch: nextPlanEpoch })
      .where(and(eq(companies.id, id), isNull(companies.archivedAt)))
      .returning();
    return row;
  },

  async markPlanned(db: Db, id: string, rulesVersion: string, plannedOn: string): Promise<void> {
    // A re-plan rewrites the requirement rows in the same transaction: this bump covers them.
    await db.update(companies).set({ rulesVersion, plannedOn, planEpoch: nextPlanEpoch }).where(eq(companies.id, id));
  },

  /** Call in the transaction of a write to the company's requirement rows (what its compliance list shows). */
  async bumpPlanEpoch(db: Db, id: string): Promise<void> {
    await db.update(companies).set({ planEpoch: nextPlanEpoch }).where(eq(companies.id, id));
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
      .from(companies)
      .where(isNull(companies.archivedAt));
  },
};

/** How two company names are compared for duplicates: case, outer spaces and repeated inner spaces do not count. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
