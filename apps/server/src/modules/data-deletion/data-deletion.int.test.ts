import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeletionStatus } from '@charter/shared';
import { bearer, codeFromMail, deliveredMail, latestMailTo, signedInUser } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { paidOrderWithTasks } from '../../../test/orders-helpers';
import { filePart, samples, uploadToTask } from '../../../test/upload-helpers';
import { createTestApp, json } from '../../../test/test-app';
import { StoredFileNotFoundError } from '../../adapters/storage/file-storage';
import { dataExports, deletionRequests, orderDocuments, orderItems, orders, taxDocuments } from '../../db/schema';
import { JOBS_SCHEMA } from '../../jobs/job-queue';
import { membersRepository } from '../companies/members.repository';
import { longDate } from './data-deletion.service';

/**
 * Issue 34 §2 and §5: an account's and a company's deletion, on the app's clock (moved past the grace period), and the
 * proof that a deleted account's personal data is gone from every table and from storage.
 */
const startedAt = Date.now();
let shiftDays = 0;
// Wednesday 25 November 2026, 11:30 in India (a weekday inside the consultation hours), running on from there.
const now = () => new Date(Date.parse('2026-11-25T06:00:00Z') + Date.now() - startedAt + shiftDays * 86_400_000);
const t = await createTestApp({}, { clock: now });
const db = t.database.db;
afterAll(() => t.close());

type User = { id: string; token: string; email: string };
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const cancel = (requestId: string, token: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/deletion-requests/${requestId}`, headers: bearer(token) });

/** Every text, varchar and JSON column of every table in the product's schema holding `needle`: "table.column" per hit. */
async function tablesHolding(needle: string): Promise<string[]> {
  const columns = (
    (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
    )) as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

async function uploadTo(user: User, orderId: string, taskId: string) {
  const response = await uploadToTask(t.app, bearer(user.token), orderId, taskId, [
    filePart('PAN card.pdf', samples.pdf, 'application/pdf'),
  ]);
  expect(response.statusCode, response.body).toBe(201);
}

describe('deleting an account', () => {
  it('schedules in 7 days, ends sessions at once, refuses wrong input and other users, and cancels', async () => {
    const user = await signedInUser(t.app, 'Idris Ilunga-Petrov');
    const other = await signedInUser(t.app, 'Oona Other');
    const status = json<DeletionStatus>(await get('/api/users/me/deletion', user.token));
    expect(status).toMatchObject({ request: null, can_request: true, blockers: [], retained: [] });

    // Bad input: no confirmation (400), the wrong address (400); nobody (401).
    expect((await post('/api/users/me/deletion', user.token, {})).statusCode).toBe(400);
    const wrong = await post('/api/users/me/deletion', user.token, { confirm: other.email });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ code: 'VALIDATION_FAILED', detail: 'confirm: type your email address to confirm' });
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/deletion', payload: { confirm: user.email } })).statusCode).toBe(401);

    const asked = await post('/api/users/me/deletion', user.token, { confirm: ` ${user.email.toUpperCase()} ` });
    expect(asked.statusCode, asked.body).toBe(201);
    const scheduled = json<DeletionStatus>(asked);
    const requestedAt = Date.parse(scheduled.request!.requested_at);
    expect(Date.parse(scheduled.request!.erase_after) - requestedAt).toBe(7 * 86_400_000);
    // Sessions end at once: the token that asked answers 401 now.
    expect((await get('/api/auth/me', user.token)).statusCode).toBe(401);
    const mail = await latestMailTo(t.app, user.email);
    expect(mail.subject).toMatch(/^Your Charter account will be deleted on \d{1,2} \w+ 2026$/);
    expect(mail.text).toContain('/settings#delete-account');

    // Signing in during the grace period works and shows the scheduled deletion.
    const token = await reSignIn(user.email);
    const pending = json<DeletionStatus>(await get('/api/users/me/deletion', token));
    expect(pending.request).toMatchObject({ id: scheduled.request!.id, cancelled_at: null, completed_at: null });
    expect(pending.can_request).toBe(false);
    // A second request while one is open: 409.
    expect((await post('/api/users/me/deletion', token, { confirm: user.email })).statusCode).toBe(409);

    // Another user's request answers 404 (as an unknown id and a malformed one do).
    expect((await cancel(scheduled.request!.id, other.token)).statusCode).toBe(404);
    expect((await cancel('00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(404);
    expect((await cancel('not-an-id', token)).statusCode).toBe(404);

    const cancelled = await cancel(scheduled.request!.id, token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<DeletionStatus>(cancelled).request!.cancelled_at).not.toBeNull();
    expect((await cancel(scheduled.request!.id, token)).statusCode).toBe(409);
    expect((await latestMailTo(t.app, user.email, { count: 3 })).subject).toBe('The deletion of your charter account was cancelled');

    // The job, run after the grace period, finds it cancelled and erases nothing.
    shiftDays += 8;
    try {
      expect(await t.app.services.dataDeletion.erase(scheduled.request!.id)).toBe('skipped');
    } finally {
      shiftDays -= 8;
    }
    expect((await get('/api/users/me/deletion', token)).statusCode).toBe(200);
  });

  it('the last owner of a company with other members is stopped (409) until ownership is handed over', async () => {
    const owner = await signedInUser(t.app, 'Lakshmi Lastowner');
    const member = await signedInUser(t.app, 'Mo Member');
    const created = await post('/api/companies', owner.token, companyBody());
    const companyId = json<{ id: string; name: string }>(created).id;
    await membersRepository.insertMember(db, { companyId, userId: member.id, role: 'member' });
    const status = json<DeletionStatus>(await get('/api/users/me/deletion', owner.token));
    expect(status.can_request).toBe(false);
    expect(status.blockers).toEqual([expect.objectContaining({ company_id: companyId })]);
    const refused = await post('/api/users/me/deletion', owner.token, { confirm: owner.email });
    expect(refused.statusCode).toBe(409);
    expect(json<{ detail: string }>(refused).detail).toMatch(/last owner .* Make another member an owner, or delete the company, first\./);
    // Leaving is refused the same way, naming both ways out.
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/api/companies/${companyId}/members/${owner.id}`,
      headers: bearer(owner.token),
    });
    expect(leave.statusCode).toBe(409);
    expect(json<{ detail: string }>(leave).detail).toMatch(/delete the company/);
  });

  it('after the grace period: personal data is gone from every table and from storage; the invoice keeps only what it must', async () => {
    const name = 'Zenobia Quartermaine-Okafor';
    const phone = '+91 99887 76655';
    const user = await signedInUser(t.app, name);
    const coOwner = await signedInUser(t.app, 'Cyrus Coowner');
    // Her own company with a paid, invoiced order and an uploaded file; a consultation booking with her phone.
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, user);
    await db
      .update(orderItems)
      .set({ details: { directors: [{ name, phone }] } })
      .where(eq(orderItems.orderId, order.id));
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, order.id));
    await db.transaction((tx) => t.app.services.invoices.issueInvoice(tx, orderRow!, now()));
    await uploadTo(user, order.id, tasks[0]!.id);
    const stored = (await db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id))).find(
      (row) => row.kind === 'upload',
    );
    expect(stored?.storageKey).toBeTruthy();
    // An export of her account, built: its ZIP is her data too.
    expect((await post('/api/users/me/exports', user.token, {})).statusCode).toBe(202);
    await expect
      .poll(async () => (await db.select().from(dataExports).where(eq(dataExports.userId, user.id)))[0]?.storageKey ?? null, {
        timeout: 20_000,
      })
      .not.toBeNull();
    const [builtExport] = await db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    const booked = await post('/api/bookings', user.token, {
      service_name: 'GST Registration',
      contact_name: name,
      contact_email: user.email,
      contact_phone: phone,
      preferred_date: '2026-11-30',
      preferred_time: '10:30',
      message: `Call ${name} on ${phone}`,
      time_zone: 'Asia/Kolkata',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // A company someone else owns, where she is a member and left her name in its activity.
    const shared = json<{ id: string }>(await post('/api/companies', coOwner.token, companyBody())).id;
    await membersRepository.insertMember(db, { companyId: shared, userId: user.id, role: 'member' });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/companies/${shared}`,
          headers: bearer(user.token),
          payload: { num_employees: 31 },
        })
      ).statusCode,
    ).toBe(200);
    // An API key of her company: revoked at once.
    const actor = { type: 'user' as const, id: user.id, name, email: user.email, requestId: null };
    const key = await t.app.services.apiKeys.create(actor, company.id, { name: 'ERP', scopes: ['orders:read'] });
    const keyCall = await get(`/api/orders/${order.id}`, key.secret);
    expect(keyCall.statusCode, keyCall.body).toBe(200);

    const status = json<DeletionStatus>(await get('/api/users/me/deletion', user.token));
    expect(status.companies_deleted_with_account).toEqual([{ id: company.id, name: company.name }]);
    expect(status.retained).toHaveLength(1);
    // India: eight financial years after FY 2026-27 (Companies Act s.128(5)), later than GST's 72 months.
    expect(status.retained[0]).toMatchObject({ kind: 'invoice', jurisdiction: 'india', kept_until: '2035-03-31' });

    const asked = json<DeletionStatus>(await post('/api/users/me/deletion', user.token, { confirm: user.email }));
    const requestId = asked.request!.id;
    expect((await get(`/api/orders/${order.id}`, key.secret)).statusCode).toBe(401);

    // The scan finds her before the erasure (users, bookings, the mail log, the invoice, the company's activity…).
    expect(await tablesHolding(phone)).toEqual(expect.arrayContaining(['bookings.contact_phone', 'order_items.details']));
    expect((await tablesHolding(user.email)).length).toBeGreaterThan(3);
    // Not yet due: the job does nothing.
    expect(await t.app.services.dataDeletion.erase(requestId)).toBe('skipped');
    shiftDays += 7;
    expect(await t.app.services.dataDeletion.erase(requestId)).toBe('erased');
    expect(await t.app.services.dataDeletion.erase(requestId)).toBe('skipped');

    // The last mail goes to the address she had, then its log row is forgotten.
    const completed = await latestMailTo(t.app, user.email);
    expect(completed.subject).toBe('Your Charter account has been deleted');
    expect(completed.text).toContain('2035-03-31');
    await deliveredMail(t.app);
    await t.app.services.dataDeletion.forgetSettledCompletionMail();

    for (const needle of [user.email, name, phone, 'Quartermaine']) {
      expect(await tablesHolding(needle), needle).toEqual([]);
    }
    // The file and the export's ZIP are gone from storage.
    await expect(storageGet(stored!.storageKey!)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storageGet(builtExport!.storageKey!)).rejects.toBeInstanceOf(StoredFileNotFoundError);

    // The kept invoice: amounts, number, date, supplier, place of supply; no email, no name (a small B2C invoice).
    const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    const content = invoice!.content as { customer: Record<string, unknown>; totals: { totalMinor: number }; placeOfSupply: unknown };
    expect(content.customer).toMatchObject({ email: null, legalName: 'Customer (erased)', address: null, company: null });
    expect(content.totals.totalMinor).toBe(invoice!.totalMinor);
    expect(content.placeOfSupply).not.toBeNull();
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: null, companyId: null, totalMinor: order.totalMinor, orderNumber: order.orderNumber });
    expect((await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)))[0]!.details).toBeNull();
    // The shared company stays with its owner; her own is gone; the request is completed; she cannot sign in.
    // (Sessions last 7 days, so the co-owner's has lapsed on the moved clock: the rows say it.)
    const left = (await db.execute(sql`select user_id::text, role from company_members where company_id = ${shared}`)) as {
      rows: unknown[];
    };
    expect(left.rows).toEqual([{ user_id: coOwner.id, role: 'owner' }]);
    expect((await db.execute(sql`select 1 from companies where id = ${company.id}`)) as { rows: unknown[] }).toMatchObject({ rows: [] });
    const [request] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));
    expect(request!.completedAt).not.toBeNull();
    const audit = (await db.execute(sql`select action, actor_name, target_label from audit_events where target_id = ${user.id}`)) as {
      rows: { action: string; actor_name: string; target_label: string | null }[];
    };
    expect(audit.rows.map((row) => row.action).sort()).toEqual(['account.deleted', 'account.deletion_requested']);
    expect(audit.rows.every((row) => row.target_label === null)).toBe(true);
    shiftDays -= 7;
  });

  it('the daily reconciliation sends the erase job of a due request whose job was lost', async () => {
    const user = await signedInUser(t.app, 'Renata Reconcile');
    const requestId = json<DeletionStatus>(await post('/api/users/me/deletion', user.token, { confirm: user.email })).request!.id;
    await db.execute(
      sql`delete from ${sql.raw(`${JOBS_SCHEMA}.job`)} where name = 'deletion.erase' and data ->> 'requestId' = ${requestId}`,
    );
    shiftDays += 7;
    try {
      expect((await t.app.services.reconciliation.run()).deletions).toBe(1);
      const deadline = Date.now() + 10_000;
      while (!(await db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId)))[0]!.completedAt) {
        if (Date.now() > deadline) throw new Error('the erase job did not run');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await t.app.services.reconciliation.run()).deletions).toBe(0);
    } finally {
      shiftDays -= 7;
    }
  });
});

describe('a member who joined during the grace period', () => {
  it('becomes the owner of the company the erased account was the last owner of', async () => {
    const owner = await signedInUser(t.app, 'Hana Heirless');
    const late = await signedInUser(t.app, 'Lars Latejoiner');
    const companyId = json<{ id: string }>(await post('/api/companies', owner.token, companyBody())).id;
    const requestId = json<DeletionStatus>(await post('/api/users/me/deletion', owner.token, { confirm: owner.email })).request!.id;
    await membersRepository.insertMember(db, { companyId, userId: late.id, role: 'member' });
    shiftDays += 7;
    try {
      expect(await t.app.services.dataDeletion.erase(requestId)).toBe('erased');
    } finally {
      shiftDays -= 7;
    }
    const members = (await db.execute(sql`select user_id::text, role from company_members where company_id = ${companyId}`)) as {
      rows: unknown[];
    };
    expect(members.rows).toEqual([{ user_id: late.id, role: 'owner' }]);
  });
});

describe('deleting a company', () => {
  it('an owner asks; the other owners are mailed; members get 403, strangers 404; any owner cancels', async () => {
    const owner = await signedInUser(t.app, 'Priya Primary');
    const second = await signedInUser(t.app, 'Sunil Second');
    const member = await signedInUser(t.app, 'Meera Member');
    const stranger = await signedInUser(t.app, 'Stan Stranger');
    const company = json<{ id: string; name: string }>(await post('/api/companies', owner.token, companyBody()));
    await membersRepository.insertMember(db, { companyId: company.id, userId: second.id, role: 'owner' });
    await membersRepository.insertMember(db, { companyId: company.id, userId: member.id, role: 'member' });
    const url = `/api/companies/${company.id}/deletion`;

    expect(json<DeletionStatus>(await get(url, member.token))).toMatchObject({
      can_request: false,
      cannot_request_reason: 'Only the company’s owners can delete it.',
    });
    expect((await post(url, member.token, { confirm: company.name })).statusCode).toBe(403);
    expect((await post(url, stranger.token, { confirm: company.name })).statusCode).toBe(404);
    expect((await post(url, owner.token, { confirm: 'Some other name' })).statusCode).toBe(400);

    const asked = await post(url, owner.token, { confirm: company.name.toLowerCase() });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = json<DeletionStatus>(asked).request!.id;
    const told = await latestMailTo(t.app, second.email);
    expect(told.subject).toBe(`${company.name} will be deleted on ${longDate(new Date(json<DeletionStatus>(asked).request!.erase_after))}`);
    expect(told.text).toContain('Another owner asked');
    expect((await post(url, second.token, { confirm: company.name })).statusCode).toBe(409);

    expect((await cancel(requestId, member.token)).statusCode).toBe(403);
    expect((await cancel(requestId, stranger.token)).statusCode).toBe(404);
    expect((await cancel(requestId, second.token)).statusCode).toBe(200);
    expect((await latestMailTo(t.app, owner.email, { count: 2 })).subject).toBe(
      `The deletion of ${company.name.toLowerCase()} was cancelled`,
    );
  });

  it('after the grace period the company and its rows are gone, its files removed, its invoices kept', async () => {
    const owner = await signedInUser(t.app, 'Gita Gone');
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, order.id));
    await db.transaction((tx) => t.app.services.invoices.issueInvoice(tx, orderRow!, now()));
    await uploadTo(owner, order.id, tasks[0]!.id);
    const stored = (await db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id))).find(
      (row) => row.kind === 'upload',
    );
    const requestId = json<DeletionStatus>(await post(`/api/companies/${company.id}/deletion`, owner.token, { confirm: company.name }))
      .request!.id;
    shiftDays += 7;
    try {
      expect(await t.app.services.dataDeletion.erase(requestId)).toBe('erased');
    } finally {
      shiftDays -= 7;
    }
    expect((await get(`/api/companies/${company.id}`, owner.token)).statusCode).toBe(404);
    // Only the owners' own mail log names it (the notices they were sent): the company is not a person, they stay.
    expect(await tablesHolding(company.name)).toEqual(['mail_outbox.subject', 'outgoing_mail.subject']);
    await expect(storageGet(stored!.storageKey!)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    expect(await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toHaveLength(1);
    // The owner's account stays.
    expect((await get('/api/auth/me', owner.token)).statusCode).toBe(200);
  });
});

async function storageGet(key: string) {
  const { createFileStorage } = await import('../../adapters/storage/create-file-storage');
  const storage = await createFileStorage(t.config.storage);
  return storage.get(key);
}

/** A fresh session for an existing account (the deletion request ended its sessions). */
async function reSignIn(email: string): Promise<string> {
  // The login-code cooldown (30 s, on the app's clock) still runs from the sign-up's code: the clock moves past it.
  shiftDays += 1 / 1440;
  for (let tries = 0; ; tries += 1) {
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email } });
    if (asked.statusCode === 200) break;
    expect(asked.statusCode).toBe(429);
    if (tries > 40) throw new Error('no login code');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const code = codeFromMail((await latestMailTo(t.app, email)).text);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: code } });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ session_token: string }>(response).session_token;
}
