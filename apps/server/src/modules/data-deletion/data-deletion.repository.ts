import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DeletionSubjectType } from '@charter/shared';
import type { Db } from '../../db/client';
import { deletionRequests } from '../../db/schema';
import { idsWithoutLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';
import { COMPANY_DELETION_REASON } from '../webhooks-out/webhooks-out.service';

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const open = and(isNull(deletionRequests.cancelledAt), isNull(deletionRequests.completedAt));

export const dataDeletionRepository = {
  async findUser(db: Db, userId: string): Promise<{ id: string; email: string; name: string } | undefined> {
    return rowsOf<{ id: string; email: string; name: string }>(
      await db.execute(sql`select id, email, name from users where id = ${userId}`),
    )[0];
  },

  async findCompany(db: Db, companyId: string): Promise<{ id: string; name: string } | undefined> {
    return rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from companies where id = ${companyId}`))[0];
  },

  /**
   * Where the user is still the last owner of a company with other members (someone joined during the grace period),
   * its earliest-joined other member becomes its owner: a company is never left without one.
   */
  async promoteHeirs(db: Db, userId: string): Promise<void> {
    await db.execute(sql`
      update company_members m set role = 'owner', updated_at = now()
      from (
        select distinct on (o.company_id) o.company_id, o.user_id
        from company_members mine
        join company_members o on o.company_id = mine.company_id and o.user_id <> mine.user_id
        where mine.user_id = ${userId} and mine.role = 'owner'
          and not exists (
            select 1 from company_members x where x.company_id = mine.company_id and x.role = 'owner' and x.user_id <> mine.user_id
          )
        order by o.company_id, o.created_at, o.user_id
      ) heir
      where m.company_id = heir.company_id and m.user_id = heir.user_id`);
  },

  /** The open request of a subject, else its latest (cancelled or completed); undefined when none was made. */
  async latestFor(db: Db, subjectType: DeletionSubjectType, subjectId: string): Promise<DeletionRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(deletionRequests)
      .where(and(eq(deletionRequests.subjectType, subjectType), eq(deletionRequests.subjectId, subjectId)))
      .orderBy(
        sql`${deletionRequests.cancelledAt} is null and ${deletionRequests.completedAt} is null desc`,
        sql`${deletionRequests.requestedAt} desc`,
      )
      .limit(1);
    return row;
  },

  async findById(db: Db, id: string): Promise<DeletionRequestRow | undefined> {
    const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
    return row;
  },

  /** Locks the request for the erasure or a cancel: the two never both win. */
  async lockById(db: Db, id: string): Promise<DeletionRequestRow | undefined> {
    const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update');
    return row;
  },

  /** Inserts an open request unless the subject has one (the partial unique index); undefined then. */
  async insertOpen(db: Db, values: typeof deletionRequests.$inferInsert): Promise<DeletionRequestRow | undefined> {
    const [row] = await db.insert(deletionRequests).values(values).onConflictDoNothing().returning();
    return row;
  },

  async cancel(db: Db, id: string, by: string, at: Date): Promise<DeletionRequestRow | undefined> {
    const [row] = await db
      .update(deletionRequests)
      .set({ cancelledAt: at, cancelledBy: by })
      .where(and(eq(deletionRequests.id, id), open))
      .returning();
    return row;
  },

  async complete(db: Db, id: string, at: Date): Promise<void> {
    await db.update(deletionRequests).set({ completedAt: at }).where(eq(deletionRequests.id, id));
  },

  /** Open requests due by `now` that no erase job still to run carries (the reconciliation's). */
  async dueWithoutJob(db: Db, now: Date): Promise<string[]> {
    const due = and(open, lte(deletionRequests.eraseAfter, now));
    return idsWithoutLiveJob(db, [queues.deletionErase], 'requestId', deletionRequests.id, due);
  },

  /** The companies a user belongs to, with their role, how many members and owners each has. */
  async membershipsOf(db: Db, userId: string) {
    return rowsOf<{ company_id: string; name: string; role: string; members: number; owners: number }>(
      await db.execute(sql`
        select c.id as company_id, c.name, m.role,
          (select count(*)::int from company_members x where x.company_id = c.id) as members,
          (select count(*)::int from company_members x where x.company_id = c.id and x.role = 'owner') as owners
        from company_members m join companies c on c.id = m.company_id
        where m.user_id = ${userId}
        order by c.name`),
    );
  },

  /** The owners of a company, for the notice of its deletion. */
  async ownersOf(db: Db, companyId: string) {
    return rowsOf<{ user_id: string; name: string; email: string }>(
      await db.execute(sql`
        select u.id as user_id, u.name, u.email from company_members m join users u on u.id = m.user_id
        where m.company_id = ${companyId} and m.role = 'owner' order by u.name`),
    );
  },

  /** Tax documents of the orders an erasure would keep: the account's own (no company) or a company's. */
  async taxDocumentsOf(db: Db, filter: { companyIds: string[]; userId?: string }) {
    const companyMatch =
      filter.companyIds.length > 0
        ? sql`o.company_id in (${sql.join(
            filter.companyIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`false`;
    const userMatch = filter.userId ? sql`(o.user_id = ${filter.userId} and o.company_id is null)` : sql`false`;
    return rowsOf<{ kind: 'invoice' | 'credit_note'; number: string; issued_on: string; jurisdiction: 'india' | 'usa' | 'uk' }>(
      await db.execute(sql`
        select t.kind, t.number, t.issued_on::text as issued_on, t.content ->> 'jurisdiction' as jurisdiction
        from tax_documents t join orders o on o.id = t.order_id
        where ${companyMatch} or ${userMatch}
        order by t.issued_on, t.number`),
    );
  },

  /** API keys to revoke at once: those the user made, and those of the companies being deleted. */
  async revokeKeys(db: Db, filter: { userId?: string; companyIds: string[] }, at: Date): Promise<string[]> {
    const companies =
      filter.companyIds.length > 0
        ? sql`company_id in (${sql.join(
            filter.companyIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`false`;
    const byUser = filter.userId ? sql`created_by = ${filter.userId}` : sql`false`;
    return rowsOf<{ token_hash: string }>(
      await db.execute(sql`
        update api_keys set revoked_at = ${at} where revoked_at is null and (${companies} or ${byUser})
        returning token_hash`),
    ).map((row) => row.token_hash);
  },

  async disableWebhooks(db: Db, companyIds: string[], at: Date): Promise<void> {
    if (companyIds.length === 0) return;
    await db.execute(sql`
      update webhook_endpoints set disabled_at = ${at}, disabled_reason = ${COMPANY_DELETION_REASON}
      where disabled_at is null and company_id in (${sql.join(
        companyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  },

  /** Re-enables what `disableWebhooks` turned off, when the deletion is cancelled. */
  async restoreWebhooks(db: Db, companyIds: string[]): Promise<void> {
    if (companyIds.length === 0) return;
    await db.execute(sql`
      update webhook_endpoints set disabled_at = null, disabled_reason = null, failing_since = null
      where disabled_reason = ${COMPANY_DELETION_REASON} and company_id in (${sql.join(
        companyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  },

  /**
   * The "deletion completed" mail is the one row that names the erased address after the erasure: once it is settled
   * (sent, or failed for good), its log row and its dev-mailbox copy go too.
   */
  async forgetSettledCompletionMail(db: Db): Promise<number> {
    const removed = rowsOf<{ to: string }>(
      await db.execute(sql`
        delete from outgoing_mail where idempotency_key like 'deletion-completed:%' and status <> 'pending'
        returning "to"`),
    );
    for (const { to } of removed) await db.execute(sql`delete from mail_outbox where "to" = ${to}`);
    return removed.length;
  },
};
