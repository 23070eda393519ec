import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, companies } from '../../db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditEventInsert = typeof auditEvents.$inferInsert;

/** Rows strictly after the cursor in (created_at, id) descending order, so pages never skip or repeat. */
const positionAfter = (after?: { createdAt: Date; id: string }) =>
  after
    ? or(lt(auditEvents.createdAt, after.createdAt), and(eq(auditEvents.createdAt, after.createdAt), lt(auditEvents.id, after.id)))
    : undefined;

export const auditRepository = {
  async insert(db: Db, values: AuditEventInsert): Promise<void> {
    await db.insert(auditEvents).values(values);
  },

  /** Every action taken by staff, newest first, with the company's name when the action concerned one. */
  async listByStaff(
    db: Db,
    query: { limit: number; after?: { createdAt: Date; id: string } | undefined; action?: string | undefined },
  ): Promise<(AuditEventRow & { companyName: string | null })[]> {
    const rows = await db
      .select({ event: auditEvents, companyName: companies.name })
      .from(auditEvents)
      .leftJoin(companies, eq(companies.id, auditEvents.companyId))
      .where(
        and(
          eq(auditEvents.actorType, 'staff'),
          query.action ? eq(auditEvents.action, query.action) : undefined,
          positionAfter(query.after),
        ),
      )
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.limit);
    return rows.map(({ event, companyName }) => ({ ...event, companyName }));
  },

  /** Newest first; the cursor is the last row seen (created_at, id), so pages never skip or repeat. */
  async listByCompanyId(db: Db, companyId: string, limit: number, after?: { createdAt: Date; id: string }): Promise<AuditEventRow[]> {
    return db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), positionAfter(after)))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit);
  },
};
