import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { PaymentProviderName } from '@charter/shared';
import type { Db } from '../../db/client';
import { idsWithoutLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';
import { paymentEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
/** A provider event as it is stored. */
export type PaymentEventValues = typeof paymentEvents.$inferInsert;

/**
 * A provider event as PostgreSQL can keep it: it refuses the NUL character in text and jsonb, and a signed event is not
 * ours to refuse (the provider would redeliver it for days, and its payment would never be recorded). Every NUL in its
 * strings, keys included, is kept as U+FFFD; the same delivery always maps to the same row.
 */
function storable(values: PaymentEventValues): PaymentEventValues {
  return withoutNul(values) as PaymentEventValues;
}

const replaceNul = (text: string) => text.replaceAll('\0', '\uFFFD');

function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return replaceNul(value);
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [replaceNul(key), withoutNul(entry)]));
}

export const paymentsRepository = {
  async insert(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<typeof payments.$inferInsert>): Promise<void> {
    await db
      .update(payments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payments.id, id));
  },

  async latestForOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
    return row;
  },

  /** Every attempt of an order, newest first (the order page lists them). */
  async forOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
  },

  /** Late refunds the provider has not confirmed, untouched since `before`, that no refund job will retry. */
  async listUnqueuedRefunds(db: Db, before: Date, limit: number): Promise<string[]> {
    const unconfirmed = and(eq(payments.status, 'refund_pending'), lt(payments.updatedAt, before));
    return idsWithoutLiveJob(db, [queues.paymentRefund], 'paymentId', payments.id, unconfirmed, {
      orderBy: asc(payments.updatedAt),
      limit,
    });
  },

  async findById(db: Db, id: string, { forUpdate = false } = {}): Promise<PaymentRow | undefined> {
    const query = db.select().from(payments).where(eq(payments.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** Closes the order's open attempts (the order was cancelled); returns them. */
  async cancelOpen(db: Db, orderId: string): Promise<PaymentRow[]> {
    return db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')))
      .returning();
  },

  async findByRef(db: Db, providers: readonly PaymentProviderName[], providerRef: string, { forUpdate = false } = {}) {
    const query = db
      .select()
      .from(payments)
      .where(and(inArray(payments.provider, [...providers]), eq(payments.providerRef, providerRef)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** Stores a provider event once; false when the same provider event id was stored before (a duplicate delivery). */
  async recordEvent(db: Db, values: PaymentEventValues): Promise<boolean> {
    return (await paymentsRepository.insertEvent(db, values)) !== undefined;
  },

  /** Stores a provider event once and answers its row id; undefined when it was stored before. */
  async insertEvent(db: Db, values: PaymentEventValues): Promise<string | undefined> {
    const [id] = await paymentsRepository.insertEvents(db, [values]);
    return id;
  },

  /**
   * Stores provider events in one statement, each once: answers, for each of `values` in its order, its row id, or
   * undefined for a duplicate (an event stored before, or earlier in `values`: the first of the same event is stored).
   */
  async insertEvents(db: Db, values: PaymentEventValues[]): Promise<(string | undefined)[]> {
    const rows = values.map(storable);
    const stored = await db
      .insert(paymentEvents)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id, provider: paymentEvents.provider, eventId: paymentEvents.eventId });
    const unclaimed = new Map(stored.map((row) => [`${row.provider}:${row.eventId}`, row.id]));
    return rows.map((row) => {
      const key = `${row.provider}:${row.eventId}`;
      const id = unclaimed.get(key);
      unclaimed.delete(key);
      return id;
    });
  },

  async findEvent(db: Db, id: string) {
    const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
    return row;
  },

  /**
   * Writes what applying a queued event did; false when it is no longer queued (another run applied it). The row's
   * lock makes a concurrent run wait for this one's commit, then find it settled.
   */
  async settleEvent(db: Db, id: string, values: { outcome: string; paymentId: string | null }): Promise<boolean> {
    const updated = await db
      .update(paymentEvents)
      .set(values)
      .where(and(eq(paymentEvents.id, id), eq(paymentEvents.outcome, 'queued')))
      .returning({ id: paymentEvents.id });
    return updated.length === 1;
  },

  /** Webhooks recorded before `before` and still queued that no job will apply (the reconciliation re-sends them). */
  async listUnqueuedEvents(db: Db, before: Date, limit: number): Promise<string[]> {
    const queued = and(eq(paymentEvents.outcome, 'queued'), lt(paymentEvents.receivedAt, before));
    return idsWithoutLiveJob(db, [queues.paymentApply], 'eventId', paymentEvents.id, queued, {
      orderBy: asc(paymentEvents.receivedAt),
      limit,
    });
  },

  async eventsFor(db: Db, paymentId: string) {
    return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  },
};
