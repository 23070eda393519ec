import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logicRuleFirings, logicRules, logicRuleTemplates } from '../../db/schema';

export type LogicRuleRow = typeof logicRules.$inferSelect;

export const recommendationsRepository = {
  async insertMissingRules(db: Db, rows: (typeof logicRules.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(logicRules).values(rows).onConflictDoNothing({ target: logicRules.id });
  },

  async insertMissingTemplates(db: Db, rows: (typeof logicRuleTemplates.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(logicRuleTemplates).values(rows).onConflictDoNothing({ target: logicRuleTemplates.id });
  },

  async activeRules(db: Db): Promise<LogicRuleRow[]> {
    return db.select().from(logicRules).where(eq(logicRules.active, true));
  },

  /** One more firing of each rule today (one upsert for all of them). */
  async countFirings(db: Db, ruleIds: string[], day: string): Promise<void> {
    if (ruleIds.length === 0) return;
    await db
      .insert(logicRuleFirings)
      .values(ruleIds.map((ruleId) => ({ ruleId, day, count: 1 })))
      .onConflictDoUpdate({ target: [logicRuleFirings.ruleId, logicRuleFirings.day], set: { count: sql`${logicRuleFirings.count} + 1` } });
  },
};
