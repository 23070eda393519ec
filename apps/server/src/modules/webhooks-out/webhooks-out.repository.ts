import { and, arrayContains, asc, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { idsWithoutLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';
import type { JurisdictionDay } from '../../lib/jurisdiction-today';
import { webhookDeadlineEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeadlineLead = (typeof webhookDeadlineEvents.$inferSelect)['lead'];

/** When each deadline event falls, in days from the due date, and the event it is sent as. */
export const deadlineLeads: Record<DeadlineLead, { offset: number; event: 'obligation.due_soon' | 'obligation.overdue' }> = {
  '7d': { offset: -7, event: 'obligation.due_soon' },
  '1d': { offset: -1, event: 'obligation.due_soon' },
  overdue: { offset: 1, event: 'obligation.overdue' },
};

export interface DueDeadlineEvent {
  requirementId: string;
  companyId: string;
  name: string;
  dueDate: string;
  lead: DeadlineLead;
  /** The company's jurisdiction date at the scan. */
  today: string;
}

interface RawDueDeadlineEvent {
  requirement_id: string;
  company_id: string;
  name: string;
  due_date: string;
  lead: DeadlineLead;
  today: string;
}

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
    return findRow(db, webhookEndpoints, { companyId, id: endpointId });
  },

  /** Turns a disabled endpoint back on, its failure streak forgotten; undefined when it was not disabled. */
  async enable(db: Db, endpointId: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ disabledAt: null, disabledReason: null, failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.disabledAt)))
      .returning();
    return row;
  },

  /** Settled deliveries (succeeded, or failed for good) created before `before`; pending ones stay for their jobs. */
  async pruneDeliveries(db: Db, before: Date): Promise<number> {
    const removed = await db
      .delete(webhookDeliveries)
      .where(and(lt(webhookDeliveries.createdAt, before), ne(webhookDeliveries.status, 'pending')))
      .returning({ id: webhookDeliveries.id });
    return removed.length;
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
    return findRow(db, webhookDeliveries, { endpointId, id: deliveryId });
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
    const pending = and(eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before));
    return idsWithoutLiveJob(db, [queues.webhookDeliver], 'deliveryId', webhookDeliveries.id, pending, {
      orderBy: asc(webhookDeliveries.createdAt),
      limit,
    });
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

  /**
   * The deadline events due now and not yet emitted, for companies with a live endpoint subscribed to them (a company
   * without one is never read). Per open dated occurrence, the latest lead whose day has come in the company's
   * jurisdiction, within the catch-up window and not before the occurrence was planned nor before the company's first
   * endpoint for that event was added: after downtime the latest missed event goes out, never an earlier one too.
   */
  async findDueDeadlineEvents(db: Db, days: JurisdictionDay[], catchUpDays: number): Promise<DueDeadlineEvent[]> {
    if (days.length === 0) return [];
    const jurisdictions = sql.join(
      days.map((day) => sql`(${day.country}, ${day.state}, ${day.today}::date)`),
      sql`, `,
    );
    const leads = sql.join(
      Object.entries(deadlineLeads).map(([lead, { offset, event }]) => sql`(${lead}, ${event}, ${offset}::int)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      with j(country, state, today) as (values ${jurisdictions}),
      l(lead, event, offset_days) as (values ${leads}),
      listening as (
        select e.company_id, subscribed.event, min(e.created_at) as since
        from webhook_endpoints e
        cross join lateral unnest(e.events) as subscribed(event)
        where e.disabled_at is null and subscribed.event in ('obligation.due_soon', 'obligation.overdue')
        group by e.company_id, subscribed.event
      ),
      candidates as (
        select r.id as requirement_id, r.company_id, r.name, r.due_date, l.lead, j.today, r.due_date + l.offset_days as trigger_date
        from listening s
        join companies c on c.id = s.company_id and c.archived_at is null
        join j on j.country = c.country and j.state = c.state
        join l on l.event = s.event
        join compliance_requirements r on r.company_id = c.id
        where r.status <> 'completed' and r.due_date is not null
          and r.due_date + l.offset_days <= j.today
          and r.due_date + l.offset_days >= greatest(
            j.today - ${catchUpDays}::int,
            (r.created_at at time zone 'UTC')::date,
            (s.since at time zone 'UTC')::date)
          and (l.lead = 'overdue' or r.due_date >= j.today)
      ),
      latest as (
        select distinct on (requirement_id) * from candidates order by requirement_id, trigger_date desc
      )
      select latest.requirement_id, latest.company_id, latest.name, latest.due_date::text as due_date, latest.lead,
             latest.today::text as today
      from latest
      where not exists (
        select 1 from webhook_deadline_events w where w.requirement_id = latest.requirement_id and w.lead = latest.lead)
      order by latest.company_id, latest.due_date, latest.requirement_id`);
    // node-postgres and PGlite both answer { rows }; the shared Db type leaves the raw result untyped.
    const { rows } = result as { rows: RawDueDeadlineEvent[] };
    return rows.map((row) => ({
      requirementId: row.requirement_id,
      companyId: row.company_id,
      name: row.name,
      dueDate: row.due_date,
      lead: row.lead,
      today: row.today,
    }));
  },

  /** Claims the events not emitted yet (a concurrent scan waits on the key, then finds them taken); returns those claimed. */
  async claimDeadlineEvents(
    db: Db,
    rows: (typeof webhookDeadlineEvents.$inferInsert)[],
  ): Promise<{ requirementId: string; lead: DeadlineLead }[]> {
    if (rows.length === 0) return [];
    return db
      .insert(webhookDeadlineEvents)
      .values(rows)
      .onConflictDoNothing()
      .returning({ requirementId: webhookDeadlineEvents.requirementId, lead: webhookDeadlineEvents.lead });
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
