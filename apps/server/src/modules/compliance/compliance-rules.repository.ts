import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';
import {
  companies,
  complianceCustomRules,
  complianceRequirements,
  complianceRuleChangeCompanies,
  complianceRuleChanges,
  complianceRuleOverrides,
} from '../../db/schema';

export type OverrideRow = typeof complianceRuleOverrides.$inferSelect;
export type CustomRuleRow = typeof complianceCustomRules.$inferSelect;
export type CustomRuleInsert = typeof complianceCustomRules.$inferInsert;
export type RuleChangeRow = typeof complianceRuleChanges.$inferSelect;
export type RuleChangeInsert = typeof complianceRuleChanges.$inferInsert;

/** The back office's overlay and custom rules, and the outbox of rule changes the re-plan job works from. */
export const complianceRulesRepository = {
  listOverrides: (db: Db): Promise<OverrideRow[]> => db.select().from(complianceRuleOverrides),

  async findOverride(db: Db, ruleId: string): Promise<OverrideRow | undefined> {
    const [row] = await db.select().from(complianceRuleOverrides).where(eq(complianceRuleOverrides.ruleId, ruleId));
    return row;
  },

  async upsertOverride(db: Db, row: typeof complianceRuleOverrides.$inferInsert): Promise<void> {
    await db
      .insert(complianceRuleOverrides)
      .values(row)
      .onConflictDoUpdate({
        target: complianceRuleOverrides.ruleId,
        set: {
          title: row.title ?? null,
          description: row.description ?? null,
          category: row.category ?? null,
          impactLevel: row.impactLevel ?? null,
          active: row.active ?? true,
          updatedAt: row.updatedAt ?? sql`now()`,
        },
      });
  },

  listCustom: (db: Db): Promise<CustomRuleRow[]> => db.select().from(complianceCustomRules).orderBy(asc(complianceCustomRules.createdAt)),

  async findCustom(db: Db, id: string): Promise<CustomRuleRow | undefined> {
    const [row] = await db.select().from(complianceCustomRules).where(eq(complianceCustomRules.id, id));
    return row;
  },

  async insertCustom(db: Db, row: CustomRuleInsert): Promise<CustomRuleRow> {
    const [created] = await db.insert(complianceCustomRules).values(row).returning();
    return created!;
  },

  async updateCustom(db: Db, id: string, row: Partial<CustomRuleInsert>): Promise<CustomRuleRow> {
    const [updated] = await db.update(complianceCustomRules).set(row).where(eq(complianceCustomRules.id, id)).returning();
    return updated!;
  },

  async deleteCustom(db: Db, id: string): Promise<void> {
    await db.delete(complianceCustomRules).where(eq(complianceCustomRules.id, id));
  },

  async insertChange(db: Db, row: RuleChangeInsert): Promise<RuleChangeRow> {
    const [created] = await db.insert(complianceRuleChanges).values(row).returning();
    return created!;
  },

  async findChange(db: Db, id: string): Promise<RuleChangeRow | undefined> {
    const [row] = await db.select().from(complianceRuleChanges).where(eq(complianceRuleChanges.id, id));
    return row;
  },

  /** Changes not re-planned yet, committed before `before` (a sweep leaves fresh ones to their own job). */
  /** Changes not yet re-planned, committed before `before`, that no re-plan job will pick up. */
  async listUnqueuedChanges(db: Db, before: Date): Promise<RuleChangeRow[]> {
    return db
      .select()
      .from(complianceRuleChanges)
      .where(
        and(
          isNull(complianceRuleChanges.processedAt),
          lt(complianceRuleChanges.createdAt, before),
          noLiveJob([queues.complianceReplan], 'changeId', complianceRuleChanges.id),
        ),
      )
      .orderBy(asc(complianceRuleChanges.createdAt));
  },

  async markChangeProcessed(db: Db, id: string, at: Date, companiesReplanned: number): Promise<void> {
    await db
      .update(complianceRuleChanges)
      .set({ processedAt: at, companiesReplanned })
      .where(and(eq(complianceRuleChanges.id, id), isNull(complianceRuleChanges.processedAt)));
  },

  /** Claims one company for one change; false when an earlier run already re-planned it. */
  async claimCompany(db: Db, changeId: string, companyId: string): Promise<boolean> {
    const rows = await db
      .insert(complianceRuleChangeCompanies)
      .values({ changeId, companyId })
      .onConflictDoNothing()
      .returning({ companyId: complianceRuleChangeCompanies.companyId });
    return rows.length > 0;
  },

  async countClaimed(db: Db, changeId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(complianceRuleChangeCompanies)
      .where(eq(complianceRuleChangeCompanies.changeId, changeId));
    return row?.count ?? 0;
  },

  /** Ids of the live companies of some countries: the only ones a rule of those countries can reach. */
  async listCompanyIdsInCountries(db: Db, countries: string[]): Promise<string[]> {
    if (countries.length === 0) return [];
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(isNull(companies.archivedAt), inArray(companies.country, countries as ('India' | 'USA' | 'UK')[])))
      .orderBy(asc(companies.createdAt));
    return rows.map((row) => row.id);
  },

  /** Companies holding open occurrences of a rule (they must be told when it goes, whatever their profile says now). */
  async listCompanyIdsWithOpenRule(db: Db, ruleId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: complianceRequirements.companyId })
      .from(complianceRequirements)
      .innerJoin(companies, eq(companies.id, complianceRequirements.companyId))
      .where(and(eq(complianceRequirements.ruleId, ruleId), ne(complianceRequirements.status, 'completed'), isNull(companies.archivedAt)));
    return rows.map((row) => row.id);
  },
};
