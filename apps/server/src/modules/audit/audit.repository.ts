import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditEventInsert = typeof auditEvents.$inferInsert;

export const auditRepository = {
  async insert(db: Db, values: AuditEventInsert): Promise<void> {
    await db.insert(auditEvents).values(values);
  },

  /** Newest first; the cursor is the last row seen (created_at, id), so pages never skip or repeat. */
  async listByCompanyId(db: Db, companyId: string, limit: number, after?: { createdAt: Date; id: string }): Promise<AuditEventRow[]> {
    const position = after
      ? or(lt(auditEvents.createdAt, after.createdAt), and(eq(auditEvents.createdAt, after.createdAt), lt(auditEvents.id, after.id)))
      : undefined;
    return db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), position))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit);
  },
};
