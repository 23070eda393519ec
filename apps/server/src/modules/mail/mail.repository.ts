import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingMail } from '../../db/schema';

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;

export const mailRepository = {
  /** Stores the mail unless its idempotency key is already there; the id of the stored mail either way. */
  async insertOnce(db: Db, values: typeof outgoingMail.$inferInsert): Promise<string> {
    const [inserted] = await db.insert(outgoingMail).values(values).onConflictDoNothing().returning({ id: outgoingMail.id });
    if (inserted) return inserted.id;
    const [existing] = await db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(eq(outgoingMail.idempotencyKey, values.idempotencyKey));
    return existing!.id;
  },

  async findById(db: Db, id: string): Promise<OutgoingMailRow | undefined> {
    const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
    return row;
  },

  /** Pending mail with no delivery job yet, or whose job was queued long ago and may be lost. */
  async listToDispatch(db: Db, dispatchedBefore: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.status, 'pending'),
          sql`(${outgoingMail.dispatchedAt} is null or ${outgoingMail.dispatchedAt} < ${dispatchedBefore})`,
        ),
      )
      .orderBy(asc(outgoingMail.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  async listUndispatched(db: Db, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(and(eq(outgoingMail.status, 'pending'), isNull(outgoingMail.dispatchedAt)))
      .orderBy(asc(outgoingMail.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  async markDispatched(db: Db, id: string, at: Date): Promise<void> {
    await db.update(outgoingMail).set({ dispatchedAt: at }).where(eq(outgoingMail.id, id));
  },

  /** Pending → sent, once: a second delivery of the same mail finds nothing to update. */
  async markSent(db: Db, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(outgoingMail)
      .set({ status: 'sent', sentAt: at, attempts: sql`${outgoingMail.attempts} + 1`, lastError: null })
      .where(and(eq(outgoingMail.id, id), eq(outgoingMail.status, 'pending')))
      .returning({ id: outgoingMail.id });
    return rows.length === 1;
  },

  /** Counts a failed attempt; the mail is failed for good at the maximum. Returns the attempts so far. */
  async recordFailure(db: Db, id: string, error: string, maxAttempts: number): Promise<number> {
    const [row] = await db
      .update(outgoingMail)
      .set({
        attempts: sql`${outgoingMail.attempts} + 1`,
        lastError: error,
        status: sql`case when ${outgoingMail.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
      })
      .where(and(eq(outgoingMail.id, id), eq(outgoingMail.status, 'pending')))
      .returning({ attempts: outgoingMail.attempts });
    return row?.attempts ?? maxAttempts;
  },

  async countByStatus(db: Db): Promise<Record<string, number>> {
    const rows = await db
      .select({ status: outgoingMail.status, count: sql<number>`count(*)::int` })
      .from(outgoingMail)
      .groupBy(outgoingMail.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  },

  async listStale(db: Db, before: Date): Promise<string[]> {
    const rows = await db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(and(eq(outgoingMail.status, 'pending'), lt(outgoingMail.createdAt, before)));
    return rows.map((row) => row.id);
  },
};
