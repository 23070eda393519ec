import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceMustNameCustomer } from './retention';

/** What replaces a person's name where a row must keep one (an audit line, a comment's author). */
export const ERASED_NAME = 'Deleted user';
const ERASED_TEXT = '[erased]';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** Storage keys of the files of a company's orders and of its exports' ZIPs (removed before the rows go). */
export async function companyStorageKeys(db: Db, companyId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select d.storage_key from order_documents d join orders o on o.id = d.order_id
    where o.company_id = ${companyId} and d.storage_key is not null
    union all
    select e.storage_key from data_exports e where e.company_id = ${companyId} and e.storage_key is not null`);
  return rowsOf<{ storage_key: string }>(result).map((row) => row.storage_key);
}

/** Files of the orders of no company that the account placed, and the ZIPs of every export it asked for. */
export async function accountStorageKeys(db: Db, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select d.storage_key from order_documents d join orders o on o.id = d.order_id
    where o.user_id = ${userId} and o.company_id is null and d.storage_key is not null
    union all
    select e.storage_key from data_exports e where e.user_id = ${userId} and e.storage_key is not null`);
  return rowsOf<{ storage_key: string }>(result).map((row) => row.storage_key);
}

/**
 * Orders that carry an invoice or credit note are kept (the law keeps the tax record) with only what the record needs:
 * the order's amounts, numbers and dates, its payments' provider references and amounts, its refunds; every other row
 * of the order (tasks, comments, files, timeline, the billing form, cancellation requests) is deleted, and the order is
 * cut from its company and its user. Orders without one are deleted outright. `orderFilter` picks the orders.
 */
async function eraseOrders(tx: Db, orderFilter: ReturnType<typeof sql>): Promise<{ kept: number; deleted: number }> {
  const kept = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select o.id from orders o where ${orderFilter}
        and exists (select 1 from tax_documents t where t.order_id = o.id)`),
  ).map((row) => row.id);
  const deleted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      delete from orders o where ${orderFilter}
        and not exists (select 1 from tax_documents t where t.order_id = o.id)
      returning o.id`),
  ).length;
  if (kept.length === 0) return { kept: 0, deleted };
  const ids = sql`(${sql.join(
    kept.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  for (const table of ['order_timeline', 'order_tasks', 'order_documents', 'order_billing', 'order_cancellation_requests']) {
    // Tasks' comments and task documents go with their tasks (cascade).
    await tx.execute(sql`delete from ${sql.identifier(table)} where order_id in ${ids}`);
  }
  await tx.execute(sql`
    update orders set company_id = null, user_id = null, idempotency_key = null, start_response = null
    where id in ${ids}`);
  // Incorporation details (directors, addresses, PAN) are the people's data, not part of the tax record.
  await tx.execute(sql`update order_items set details = null where order_id in ${ids}`);
  await tx.execute(sql`update payments set checkout_url = null, refund_failure = null where order_id in ${ids}`);
  // The provider's event as received can carry the payer's email and card details; its type, id and outcome stay.
  await tx.execute(sql`
    update payment_events set payload = '{"erased": true}'::jsonb
    where payment_id in (select id from payments where order_id in ${ids})`);
  await tx.execute(sql`
    update order_refunds set note = null, failure_reason = null, requested_by_id = null, requested_by_name = ${ERASED_NAME}
    where order_id in ${ids}`);
  await stripTaxDocuments(tx, ids);
  return { kept: kept.length, deleted };
}

/**
 * The kept tax documents of these orders: the customer's email goes from every one; the customer's name, address and
 * company go from those that did not have to name the customer (retention.ts says which).
 */
async function stripTaxDocuments(tx: Db, orderIds: ReturnType<typeof sql>): Promise<void> {
  const documents = rowsOf<{ id: string; content: Record<string, unknown> }>(
    await tx.execute(sql`select id, content from tax_documents where order_id in ${orderIds}`),
  );
  for (const document of documents) {
    const content = document.content as {
      jurisdiction: 'india' | 'usa' | 'uk';
      taxMode: string;
      customer: Record<string, unknown> & { gstin: string | null };
      totals: { totalMinor: number };
    };
    const customer = { ...content.customer, email: null };
    if (!invoiceMustNameCustomer(content)) Object.assign(customer, { legalName: 'Customer (erased)', address: null, company: null });
    await tx.execute(sql`update tax_documents set content = ${JSON.stringify({ ...content, customer })}::jsonb where id = ${document.id}`);
  }
}

/** A company's rows: its kept orders cut loose and stripped, the rest deleted with the company row (cascades). */
export async function eraseCompanyRows(tx: Db, companyId: string): Promise<{ keptOrders: number }> {
  const { kept } = await eraseOrders(tx, sql`o.company_id = ${companyId}`);
  // Cascades: members, invitations, API keys, webhook endpoints and deliveries, compliance, the company's audit log,
  // advisor chat threads, cart items, logic-rule triggers.
  await tx.execute(sql`delete from companies where id = ${companyId}`);
  return { keptOrders: kept };
}

/**
 * Replaces every copy of the person's email and name in the free-text and JSON columns that hold other people's records
 * too (the audit logs of companies that stay, webhook bodies sent, comments' author names, staff notes' authors).
 */
async function scrubMentions(tx: Db, userId: string, email: string, name: string): Promise<void> {
  const needles = [email, name].filter((needle) => needle.trim().length >= 3);
  for (const needle of needles) {
    const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await tx.execute(sql`
      update audit_events set
        actor_name = replace(actor_name, ${needle}, ${ERASED_NAME}),
        target_label = replace(target_label, ${needle}, ${ERASED_TEXT}),
        changes = replace(changes::text, ${JSON.stringify(needle).slice(1, -1)}, ${ERASED_TEXT})::jsonb
      where actor_name like ${like} or target_label like ${like} or changes::text like ${like}`);
    await tx.execute(sql`
      update webhook_deliveries set body = replace(body, ${JSON.stringify(needle).slice(1, -1)}, ${ERASED_TEXT}),
        meta = replace(coalesce(meta, '{}'::jsonb)::text, ${JSON.stringify(needle).slice(1, -1)}, ${ERASED_TEXT})::jsonb
      where body like ${like} or meta::text like ${like}`);
    await tx.execute(sql`
      update tax_documents set content = replace(content::text, ${JSON.stringify(needle).slice(1, -1)}, ${ERASED_TEXT})::jsonb
      where content::text like ${like}`);
    await tx.execute(sql`update order_timeline set author_name = ${ERASED_NAME} where author_name = ${needle}`);
    await tx.execute(sql`
      update order_refunds set requested_by_name = ${ERASED_NAME} where requested_by_name = ${needle}`);
  }
  await tx.execute(sql`update audit_events set actor_name = ${ERASED_NAME} where actor_id = ${userId}`);
  await tx.execute(sql`update audit_events set target_label = null where target_id = ${userId}`);
  await tx.execute(sql`update task_comments set author_name = ${ERASED_NAME}, comment = ${ERASED_TEXT} where author_id = ${userId}`);
  await tx.execute(sql`
    update order_documents set uploaded_by_name = ${ERASED_NAME}
    where uploaded_by_type = 'user' and uploaded_by_name in (${email}, ${name})`);
  await tx.execute(sql`
    update order_cancellation_requests set requested_by_name = ${ERASED_NAME}, requested_by_email = ${`deleted-${userId}@invalid`},
      reason = ${ERASED_TEXT}
    where requested_by = ${userId} or requested_by_email = ${email}`);
}

/**
 * An account's rows. Its orders of no company are treated like a deleted company's; its orders in companies that stay
 * are the company's records (only the person's mentions go). Then the user row goes, and with it (cascades) sessions,
 * login codes, email tokens, Google identities, memberships, bookings, registry consents, reminder records, chat
 * threads, and the API keys it made.
 */
export async function eraseAccountRows(tx: Db, user: { id: string; email: string; name: string }): Promise<void> {
  await eraseOrders(tx, sql`o.user_id = ${user.id} and o.company_id is null`);
  await scrubMentions(tx, user.id, user.email, user.name);
  // Mail to the address: the log rows (recipient, subject) and the dev mailbox's copies. Mail that names the person
  // inside a body is sealed and its body erased once sent; bodies still pending to others are not opened here.
  await tx.execute(sql`delete from outgoing_mail where "to" = ${user.email}`);
  await tx.execute(sql`delete from mail_outbox where "to" = ${user.email}`);
  await tx.execute(sql`delete from chat_messages where user_id = ${user.id}`);
  await tx.execute(sql`delete from company_invitations where email = ${user.email}`);
  await tx.execute(sql`delete from auth_failures where subject = ${user.email}`);
  await tx.execute(sql`delete from users where id = ${user.id}`);
}
