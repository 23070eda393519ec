import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';
import { outgoingMail } from '../../db/schema';

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;
/** A stored mail to queue, with the queue it goes on. */
export interface MailToDispatch {
  id: string;
  urgent: boolean;
}

const toDispatch = { id: outgoingMail.id, urgent: outgoingMail.urgent };
/** Mail someone waits for first, then the oldest. */
const dispatchOrder = [desc(outgoingMail.urgent), asc(outgoingMail.createdAt)];
/** What settling a mail leaves behind: its log, not its body. */
const erasedBody = { text: null, html: null, claimedBy: null, claimedUntil: null };

export const mailRepository = {
  /** Stores the mail unless its idempotency key is already there: the stored mail's id either way, and whether it is new. */
  async insertOnce(db: Db, values: typeof outgoingMail.$inferInsert): Promise<{ id: string; inserted: boolean }> {
    const [inserted] = await db.insert(outgoingMail).values(values).onConflictDoNothing().returning({ id: outgoingMail.id });
    if (inserted) return { id: inserted.id, inserted: true };
    const [existing] = await db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(eq(outgoingMail.idempotencyKey, values.idempotencyKey));
    return { id: existing!.id, inserted: false };
  },

  async findById(db: Db, id: string): Promise<OutgoingMailRow | undefined> {
    const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
    return row;
  },

  /** Pending mail stored before `createdBefore` that no delivery job will send (the reconciliation's repairs). */
  async listUnqueued(db: Db, createdBefore: Date, limit: number): Promise<MailToDispatch[]> {
    return db
      .select(toDispatch)
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.status, 'pending'),
          lt(outgoingMail.createdAt, createdBefore),
          noLiveJob([queues.mailDeliver, queues.mailUrgent], 'mailId', outgoingMail.id),
        ),
      )
      .orderBy(...dispatchOrder)
      .limit(limit);
  },

  /**
   * Takes pending mail, each for its delivery (a job's id), until `until`: one statement, so of two jobs for the same
   * mail (a duplicate, another worker's) only one gets it while the claim holds; the same job retried after its worker
   * died takes it over at once. Returns the mail claimed; the rest is settled or held by another delivery.
   */
  async claimMany(db: Db, deliveries: { mailId: string; deliveryId: string }[], now: Date, until: Date): Promise<OutgoingMailRow[]> {
    if (deliveries.length === 0) return [];
    const deliveryOf = sql`(case ${outgoingMail.id} ${sql.join(
      deliveries.map(({ mailId, deliveryId }) => sql`when ${mailId}::uuid then ${deliveryId}`),
      sql` `,
    )} end)`;
    return db
      .update(outgoingMail)
      .set({ claimedBy: deliveryOf, claimedUntil: until })
      .where(
        and(
          inArray(
            outgoingMail.id,
            deliveries.map(({ mailId }) => mailId),
          ),
          eq(outgoingMail.status, 'pending'),
          or(isNull(outgoingMail.claimedUntil), lt(outgoingMail.claimedUntil, now), sql`${outgoingMail.claimedBy} = ${deliveryOf}`),
        ),
      )
      .returning();
  },

  async statuses(db: Db, ids: string[]): Promise<Map<string, OutgoingMailRow['status']>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: outgoingMail.id, status: outgoingMail.status })
      .from(outgoingMail)
      .where(inArray(outgoingMail.id, ids));
    return new Map(rows.map((row) => [row.id, row.status]));
  },

  /** Pending → sent, once, erasing the body: a second delivery of the same mail finds nothing to update. */
  async markSent(db: Db, ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outgoingMail)
      .set({ ...erasedBody, status: 'sent', sentAt: at, attempts: sql`${outgoingMail.attempts} + 1`, lastError: null })
      .where(and(inArray(outgoingMail.id, ids), eq(outgoingMail.status, 'pending')));
  },

  /**
   * Counts a failed attempt and lets the claim go; the mail is failed for good at the maximum, and its body erased.
   * Returns the attempts so far.
   */
  async recordFailure(db: Db, id: string, error: string, maxAttempts: number): Promise<number> {
    const final = sql`${outgoingMail.attempts} + 1 >= ${maxAttempts}`;
    const [row] = await db
      .update(outgoingMail)
      .set({
        attempts: sql`${outgoingMail.attempts} + 1`,
        lastError: error,
        status: sql`case when ${final} then 'failed' else 'pending' end`,
        text: sql`case when ${final} then null else ${outgoingMail.text} end`,
        html: sql`case when ${final} then null else ${outgoingMail.html} end`,
        claimedBy: null,
        claimedUntil: null,
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
