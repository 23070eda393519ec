import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromExcluded } from '../../db/excluded';
import { findRow } from '../../db/find-row';
import { companies, complianceRequirements } from '../../db/schema';

/**
 * Every write below that changes a company's rows bumps its plan epoch in the same transaction (the caller's), so no
 * process keeps serving the plan it cached before (compliance-plan-cache.ts). The re-plan's writes (upsertPlanned,
 * deleteByIds) are covered by markPlanned, which ends every re-plan.
 */
async function bumpPlanEpoch(db: Db, companyId: string): Promise<void> {
  await db
    .update(companies)
    .set({ planEpoch: sql`${companies.planEpoch} + 1` })
    .where(eq(companies.id, companyId));
}

export type RequirementRow = typeof complianceRequirements.$inferSelect;
export type RequirementInsert = typeof complianceRequirements.$inferInsert;

export const complianceRepository = {
  async listByCompanyId(db: Db, companyId: string): Promise<RequirementRow[]> {
    return db.select().from(complianceRequirements).where(eq(complianceRequirements.companyId, companyId));
  },

  async findInCompany(db: Db, companyId: string, id: string): Promise<RequirementRow | undefined> {
    return findRow(db, complianceRequirements, { companyId, id });
  },

  /** New occurrences are added; existing open ones take the rule's current wording; completed ones are left as they were. */
  async upsertPlanned(db: Db, rows: RequirementInsert[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(complianceRequirements)
      .values(rows)
      .onConflictDoUpdate({
        target: [complianceRequirements.companyId, complianceRequirements.occurrenceKey],
        setWhere: sql`${complianceRequirements.status} <> 'completed'`,
        set: fromExcluded(complianceRequirements, [
          'name',
          'description',
          'category',
          'periodLabel',
          'urgency',
          'isMandatory',
          'applicability',
          'conditionNote',
          'estimatedCompletionDays',
          'productId',
          'sourceUrl',
          'lastVerified',
          'penalty',
          'lateFee',
        ]),
      });
  },

  async deleteByIds(db: Db, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.delete(complianceRequirements).where(inArray(complianceRequirements.id, ids));
  },

  async countInCompany(db: Db, companyId: string, ids: string[]): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(complianceRequirements)
      .where(and(eq(complianceRequirements.companyId, companyId), inArray(complianceRequirements.id, ids)));
    return row?.count ?? 0;
  },

  async setStatusOfMany(
    db: Db,
    companyId: string,
    ids: string[],
    status: RequirementRow['status'],
    completedAt: Date | null,
  ): Promise<number> {
    const rows = await db
      .update(complianceRequirements)
      .set({ status, completedAt, assumedDone: false, updatedAt: sql`now()` })
      .where(and(eq(complianceRequirements.companyId, companyId), inArray(complianceRequirements.id, ids)))
      .returning({ id: complianceRequirements.id });
    if (rows.length > 0) await bumpPlanEpoch(db, companyId);
    return rows.length;
  },

  /**
   * Marks done, as assumed, the open one-time occurrences due before a day (the filings a founder says were made at the
   * time): each stays marked as assumed until the founder answers for it.
   */
  async completeOneTimeDueBefore(db: Db, companyId: string, before: string, completedAt: Date): Promise<number> {
    const rows = await db
      .update(complianceRequirements)
      .set({ status: 'completed', completedAt, assumedDone: true, updatedAt: sql`now()` })
      .where(
        and(
          eq(complianceRequirements.companyId, companyId),
          eq(complianceRequirements.recurrence, 'one_time'),
          ne(complianceRequirements.status, 'completed'),
          lt(complianceRequirements.dueDate, before),
        ),
      )
      .returning({ id: complianceRequirements.id });
    if (rows.length > 0) await bumpPlanEpoch(db, companyId);
    return rows.length;
  },

  /** A status the founder sets on one occurrence is theirs: it is no longer an assumption. */
  async setStatus(
    db: Db,
    companyId: string,
    id: string,
    status: RequirementRow['status'],
    completedAt: Date | null,
  ): Promise<RequirementRow | undefined> {
    const [row] = await db
      .update(complianceRequirements)
      .set({ status, completedAt, assumedDone: false, updatedAt: sql`now()` })
      .where(and(eq(complianceRequirements.companyId, companyId), eq(complianceRequirements.id, id)))
      .returning();
    if (row) await bumpPlanEpoch(db, companyId);
    return row;
  },
};
