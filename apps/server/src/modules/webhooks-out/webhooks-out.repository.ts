import { and, arrayContains, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export const webhooksOutRepository = {
  async insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
    const [row] = await db.insert(webhookEndpoints).values(values).returning();
    return row!;
  },

  listByCompanyId(db: Db, companyId: string) {
    return db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  },

  async findInCompany(db: Db, companyId: string, endpointId: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)));
    return row;
  },

  async deleteEndpoint(db: Db, endpointId: string): Promise<void> {
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  },

  /** The company's live endpoints that asked for this event. */
  subscribers(db: Db, companyId: string, event: string) {
    return db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.companyId, companyId),
          isNull(webhookEndpoints.disabledAt),
          arrayContains(webhookEndpoints.events, [event]),
        ),
      );
  },

  async insertDeliveries(db: Db, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
  },

  listDeliveries(db: Db, endpointId: string, limit: number) {
    return db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
  },

  async findDelivery(db: Db, endpointId: string, deliveryId: string): Promise<WebhookDeliveryRow | undefined> {
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)));
    return row;
  },

  /** The delivery with its endpoint, for the worker. */
  async findForDelivery(db: Db, deliveryId: string) {
    const [row] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    return row;
  },

  /** Pending deliveries written before `before` that no delivery job will send (the daily reconciliation's repairs). */
  async listUnqueued(db: Db, before: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lt(webhookDeliveries.createdAt, before),
          noLiveJob([queues.webhookDeliver], 'deliveryId', webhookDeliveries.id),
        ),
      )
      .orderBy(asc(webhookDeliveries.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  async recordAttempt(
    db: Db,
    deliveryId: string,
    values: { status: 'pending' | 'succeeded' | 'failed'; responseCode: number | null; lastError: string | null; at: Date },
  ): Promise<void> {
    await db
      .update(webhookDeliveries)
      .set({
        status: values.status,
        responseCode: values.responseCode,
        lastError: values.lastError,
        lastAttemptAt: values.at,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
  },

  async requeue(db: Db, deliveryId: string): Promise<void> {
    await db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, deliveryId));
  },

  async markFailing(db: Db, endpointId: string, at: Date): Promise<WebhookEndpointRow> {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    return row!;
  },

  async markHealthy(db: Db, endpointId: string): Promise<void> {
    await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpointId));
  },

  /** Turns it off once (false when another worker already did). */
  async disable(db: Db, endpointId: string, at: Date, reason: string): Promise<boolean> {
    const rows = await db
      .update(webhookEndpoints)
      .set({ disabledAt: at, disabledReason: reason })
      .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt), lt(webhookEndpoints.failingSince, at)))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },
};
