import { and, asc, count, countDistinct, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { tableVersion } from '../../db/table-version';
import { logicRules, logicRuleTemplates, logicRuleTriggers } from '../../db/schema';

export type LogicRuleRow = typeof logicRules.$inferSelect;
export type LogicRuleInsert = typeof logicRules.$inferInsert;
export type LogicRuleTemplateRow = typeof logicRuleTemplates.$inferSelect;

/** Changes with every write to the logic rules (see table-version.ts); null when there are none. */
export const logicRulesVersion = tableVersion(logicRules, logicRules.id);

function prepareActiveVersioned(db: Db) {
  return db
    .select({ rule: logicRules, version: logicRulesVersion })
    .from(logicRules)
    .where(and(eq(logicRules.active, true), isNull(logicRules.deletedAt)))
    .prepare('logic_rules_active_versioned');
}

const activeVersionedQueries = new WeakMap<Db, ReturnType<typeof prepareActiveVersioned>>();

export const logicRulesRepository = {
  async insertMissingRules(db: Db, rows: LogicRuleInsert[]): Promise<void> {
    if (rows.length > 0) await db.insert(logicRules).values(rows).onConflictDoNothing({ target: logicRules.id });
  },

  /** Templates are ours, not staff's: each start brings them up to date. */
  async upsertTemplates(db: Db, rows: LogicRuleTemplateRow[]): Promise<void> {
    for (const row of rows) {
      await db.insert(logicRuleTemplates).values(row).onConflictDoUpdate({ target: logicRuleTemplates.id, set: row });
    }
  },

  /** The active rules and the version they were read at (null: no active rule, so nothing to compare). */
  async activeRulesVersioned(db: Db): Promise<{ rules: LogicRuleRow[]; version: string | null }> {
    let query = activeVersionedQueries.get(db);
    if (!query) activeVersionedQueries.set(db, (query = prepareActiveVersioned(db)));
    const rows = await query.execute();
    return { rules: rows.map((row) => row.rule), version: rows[0]?.version ?? null };
  },

  /** Highest priority first, then by name. */
  async list(db: Db): Promise<LogicRuleRow[]> {
    return db
      .select()
      .from(logicRules)
      .where(isNull(logicRules.deletedAt))
      .orderBy(desc(logicRules.priority), asc(logicRules.name), asc(logicRules.id));
  },

  async findById(db: Db, id: string): Promise<LogicRuleRow | undefined> {
    return findRow(db, logicRules, { id }, isNull(logicRules.deletedAt));
  },

  async insert(db: Db, values: LogicRuleInsert): Promise<LogicRuleRow> {
    const [row] = await db.insert(logicRules).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<LogicRuleInsert>): Promise<LogicRuleRow | undefined> {
    const [row] = await db
      .update(logicRules)
      .set(values)
      .where(and(eq(logicRules.id, id), isNull(logicRules.deletedAt)))
      .returning();
    return row;
  },

  /** A tombstone, not a DELETE: the seed inserts only ids it has never seen, so a deleted seeded rule stays deleted. */
  async markDeleted(db: Db, id: string, at: Date): Promise<LogicRuleRow | undefined> {
    const [row] = await db
      .update(logicRules)
      .set({ deletedAt: at, active: false, updatedAt: at })
      .where(and(eq(logicRules.id, id), isNull(logicRules.deletedAt)))
      .returning();
    return row;
  },

  async listTemplates(db: Db): Promise<LogicRuleTemplateRow[]> {
    return db.select().from(logicRuleTemplates).orderBy(asc(logicRuleTemplates.category), asc(logicRuleTemplates.name));
  },

  async findTemplateById(db: Db, id: string): Promise<LogicRuleTemplateRow | undefined> {
    const [row] = await db.select().from(logicRuleTemplates).where(eq(logicRuleTemplates.id, id));
    return row;
  },

  /** The rules fired for a company today; a company already counted today adds nothing (and writes no row). */
  async recordTriggers(db: Db, ruleIds: readonly string[], companyId: string, day: string): Promise<void> {
    if (ruleIds.length === 0) return;
    await db
      .insert(logicRuleTriggers)
      .values(ruleIds.map((ruleId) => ({ ruleId, companyId, day })))
      .onConflictDoNothing();
  },

  /** Per rule: company-days fired and distinct companies between two UTC days (inclusive); every rule, most first. */
  async triggerCounts(db: Db, from: string, to: string) {
    const window = and(eq(logicRuleTriggers.ruleId, logicRules.id), gte(logicRuleTriggers.day, from), lte(logicRuleTriggers.day, to));
    const triggers = count(logicRuleTriggers.day);
    return db
      .select({
        ruleId: logicRules.id,
        name: logicRules.name,
        country: logicRules.country,
        active: logicRules.active,
        triggers,
        companies: countDistinct(logicRuleTriggers.companyId),
      })
      .from(logicRules)
      .leftJoin(logicRuleTriggers, window)
      .where(isNull(logicRules.deletedAt))
      .groupBy(logicRules.id)
      .orderBy(desc(triggers), desc(sql`count(distinct ${logicRuleTriggers.companyId})`), asc(logicRules.name));
  },
};
