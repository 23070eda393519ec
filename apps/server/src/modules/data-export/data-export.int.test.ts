import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { exportDocumentSchema, type DataExport, type DataExportList } from '@charter/shared';
import { bearer, latestMailTo, signedInUser } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { paidOrderWithTasks } from '../../../test/orders-helpers';
import { bucketObjects, withS3TestApp } from '../../../test/s3-server';
import { createTestApp, json } from '../../../test/test-app';
import { filePart, samples, uploadToTask } from '../../../test/upload-helpers';
import { csvRows, readZip } from '../../../test/zip-helpers';
import { auditEvents, bookings, complianceRequirements, dataExports, orderDocuments, taskComments } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';
import { ordersRepository } from '../orders/orders.repository';

const t = await createTestApp();
const db = t.database.db;
afterAll(() => t.close());

const owner = await signedInUser(t.app, 'Olivia Owner');
const viewer = await signedInUser(t.app, 'Vera Viewer');
const stranger = await signedInUser(t.app, 'Sam Stranger');

// A company with a paid order: its invoice, a task with an upload and a comment, an obligation marked in progress.
const paid = await paidOrderWithTasks(t.app, db, owner);
const companyId = paid.company.id;
const companyName = paid.company.name;
await db.transaction(async (tx) => t.app.services.invoices.issueInvoice(tx, (await ordersRepository.findById(tx, paid.order.id))!));
await membersRepository.insertMember(db, { companyId, userId: viewer.id, role: 'viewer' });
const task = paid.tasks[0]!;
expect(
  (await uploadToTask(t.app, bearer(owner.token), paid.order.id, task.id, [filePart('PAN card.pdf', samples.pdf, 'application/pdf')]))
    .statusCode,
).toBe(201);
expect(
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${paid.order.id}/tasks/${task.id}/comments?comment_text=${encodeURIComponent('=HYPERLINK("x") checked, "quoted"')}`,
      headers: bearer(owner.token),
    })
  ).statusCode,
).toBeLessThan(300);
const [firstRequirement] = await db.select().from(complianceRequirements).where(eq(complianceRequirements.companyId, companyId)).limit(1);
expect(
  (
    await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companyId}/compliance/${firstRequirement!.id}`,
      headers: bearer(owner.token),
      payload: { status: 'in_progress' },
    })
  ).statusCode,
).toBe(200);

const post = (url: string, token?: string) => t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** Polls the list as the page does until the export is done. */
async function settled(listUrl: string, token: string, id: string): Promise<DataExport> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = json<DataExportList>(await get(listUrl, token)).exports.find((item) => item.id === id)!;
    if (found.status === 'ready' || found.status === 'failed') return found;
    if (Date.now() > deadline) throw new Error(`export ${id} stayed ${found.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const companyExports = `/api/companies/${companyId}/exports`;
const pathOf = (url: string) => url.slice(url.indexOf('/api/'));

describe('exporting a company (issue 34 §1)', () => {
  let ready: DataExport;
  let zip: Map<string, Buffer>;

  it('the owner asks: 202 queued, the job builds it, the list shows it ready with a link for 24 hours, and the link is mailed', async () => {
    const asked = await post(companyExports, owner.token);
    expect(asked.statusCode, asked.body).toBe(202);
    const created = json<DataExport>(asked);
    expect(created).toMatchObject({ scope: 'company', company_id: companyId, status: 'queued', download_url: null });
    ready = await settled(companyExports, owner.token, created.id);
    expect(ready.status, ready.error ?? '').toBe('ready');
    expect(ready.files_total).toBe(2);
    expect(ready.files_done).toBe(2);
    expect(ready.size_bytes).toBeGreaterThan(samples.pdf.length);
    const hours = (Date.parse(ready.expires_at!) - Date.parse(ready.finished_at!)) / 3_600_000;
    expect(hours).toBe(24);
    expect(ready.download_url).toMatch(new RegExp(`/api/exports/${ready.id}/download\\?token=\\d+\\.[\\w-]{43}$`));
    const mail = await latestMailTo(t.app, owner.email);
    expect(mail.subject).toBe(`Your Charter export of ${companyName} is ready`);
    expect(mail.text).toContain(ready.download_url!);
  });

  it('the link downloads the ZIP for the owner; its JSON validates against charter-export/1 and matches the database', async () => {
    const response = await get(pathOf(ready.download_url!), owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="charter-export-\d{4}-\d{2}-\d{2}\.zip"/);
    zip = await readZip(response.rawPayload);

    const document = exportDocumentSchema.parse(JSON.parse(zip.get('export.json')!.toString('utf8')));
    expect(document).toMatchObject({ format: 'charter-export/1', scope: 'company', account: null, exported_by: { id: owner.id } });
    expect(document.companies).toHaveLength(1);
    const [company] = document.companies;
    expect(company!.company).toMatchObject({ id: companyId, name: companyName });

    const requirementRows = await db.select().from(complianceRequirements).where(eq(complianceRequirements.companyId, companyId));
    expect(company!.obligations).toHaveLength(requirementRows.length);
    const marked = company!.obligations.find((obligation) => obligation.id === firstRequirement!.id)!;
    expect(marked.status).toBe('in_progress');
    expect(marked.status_history.map((event) => event.action)).toContain('requirement.status_changed');

    const activityRows = await db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId));
    expect(company!.activity).toHaveLength(activityRows.length);
    expect(company!.members.map((member) => [member.email, member.role]).sort()).toEqual(
      [
        [owner.email, 'owner'],
        [viewer.email, 'viewer'],
      ].sort(),
    );

    expect(company!.orders).toHaveLength(1);
    const order = company!.orders[0]!;
    expect(order).toMatchObject({
      id: paid.order.id,
      order_number: paid.order.orderNumber,
      total_minor: paid.order.totalMinor,
      payment_status: 'paid',
    });
    expect(order.tasks).toHaveLength(paid.tasks.length);
    const [comment] = await db.select().from(taskComments).where(eq(taskComments.taskId, task.id));
    expect(order.tasks.find((item) => item.id === task.id)!.comments.map((item) => item.comment)).toEqual([comment!.comment]);
    expect(order.invoices).toHaveLength(1);

    // The files, under readable names, with their bytes.
    const [upload] = await db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, paid.order.id), eq(orderDocuments.kind, 'upload')));
    const documentPath = `companies/${companyName}/documents/${paid.order.orderNumber}/PAN card.pdf`;
    expect(order.documents).toEqual([expect.objectContaining({ id: upload!.id, path: documentPath, filename: 'PAN card.pdf' })]);
    expect(zip.get(documentPath)).toEqual(samples.pdf);
    const invoicePath = order.invoices[0]!.path;
    expect(invoicePath).toBe(`companies/${companyName}/invoices/invoice-${order.invoices[0]!.number.replaceAll('/', '-')}.pdf`);
    expect(zip.get(invoicePath)!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the CSVs: headers, one row per record, and cells a spreadsheet would run made inert', () => {
    const obligations = csvRows(zip.get('obligations.csv')!.toString('utf8'));
    expect(obligations[0]).toEqual([
      'company',
      'obligation_id',
      'name',
      'category',
      'period',
      'due_date',
      'status',
      'completed_at',
      'mandatory',
    ]);
    const document = exportDocumentSchema.parse(JSON.parse(zip.get('export.json')!.toString('utf8')));
    expect(obligations).toHaveLength(document.companies[0]!.obligations.length + 1);
    const orders = csvRows(zip.get('orders.csv')!.toString('utf8'));
    expect(orders[0]![1]).toBe('order_number');
    expect(orders[1]![1]).toBe(paid.order.orderNumber);
    const payments = csvRows(zip.get('payments.csv')!.toString('utf8'));
    expect(payments[0]).toEqual([
      'company',
      'order_number',
      'payment_id',
      'provider',
      'status',
      'currency',
      'amount_minor',
      'created_at',
      'refunded_at',
    ]);
    const activity = zip.get('activity.csv')!.toString('utf8');
    expect(activity.split('\r\n')[0]).toBe('company,at,actor_type,actor_name,action,target_type,target_label,changes');
    expect(activity.trimEnd().split('\r\n')).toHaveLength(document.companies[0]!.activity.length + 1);
    expect(zip.get('README.txt')!.toString()).toContain('charter-export/1');
  });

  it('another account’s session, a tampered or missing token, and no session are refused; the expired link answers 410', async () => {
    const url = pathOf(ready.download_url!);
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    expect((await get(url, viewer.token)).statusCode).toBe(404);
    expect(json(await get(url, stranger.token))).toEqual({ detail: 'Export not found', code: 'NOT_FOUND' });
    const tampered = url.replace(/token=(\d+)\./, (_, at: string) => `token=${Number(at) + 3_600_000}.`);
    expect((await get(tampered, owner.token)).statusCode).toBe(404);
    expect(
      (
        await get(
          url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          owner.token,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(url.split('?')[0]!, owner.token)).statusCode).toBe(400);
    expect((await get(url)).statusCode).toBe(401);

    // Its 24 hours over: 410, and the expiry job deletes the ZIP and marks it expired.
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id));
    const gone = await get(url, owner.token);
    expect(gone.statusCode).toBe(410);
    expect(json(gone)).toMatchObject({ code: 'GONE', detail: expect.stringContaining('expired') });
    const [before] = await db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    if (t.config.storage.kind !== 'local') throw new Error('the test app stores files locally');
    const zipFile = path.join(t.config.storage.dir, ...before!.storageKey!.split('/'));
    expect(existsSync(zipFile)).toBe(true);
    await t.app.services.dataExports.expire(ready.id);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(row!.status).toBe('expired');
    expect(existsSync(zipFile)).toBe(false);
    expect((await get(url, owner.token)).statusCode).toBe(410);
    const listed = json<DataExportList>(await get(companyExports, owner.token)).exports.find((item) => item.id === ready.id)!;
    expect(listed).toMatchObject({ status: 'expired', download_url: null });
  });

  it('a stranger’s request answers 404 and makes nothing; a viewer exports for themselves', async () => {
    const refused = await post(companyExports, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
    expect(json(await get(companyExports, stranger.token))).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, stranger.id))).toEqual([]);
    expect((await post('/api/companies/not-a-uuid/exports', owner.token)).statusCode).toBe(404);

    const asked = json<DataExport>(await post(companyExports, viewer.token));
    const done = await settled(companyExports, viewer.token, asked.id);
    expect(done.status).toBe('ready');
    // The viewer's list holds the viewer's exports only; the owner's holds none of the viewer's.
    expect(json<DataExportList>(await get(companyExports, viewer.token)).exports.map((item) => item.id)).toEqual([asked.id]);
    expect(json<DataExportList>(await get(companyExports, owner.token)).exports.map((item) => item.id)).not.toContain(asked.id);
    const response = await get(pathOf(done.download_url!), viewer.token);
    expect(response.statusCode).toBe(200);
    expect((await readZip(response.rawPayload)).has('export.json')).toBe(true);
  });

  it('one export of a subject at a time: a second request while one is being prepared answers 409', async () => {
    const asked = json<DataExport>(await post(companyExports, owner.token));
    await settled(companyExports, owner.token, asked.id);
    // As if its job were still running.
    await db.update(dataExports).set({ status: 'running' }).where(eq(dataExports.id, asked.id));
    const again = await post(companyExports, owner.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CONFLICT' });
    // The account export is another subject.
    const account = await post('/api/users/me/exports', owner.token);
    expect(account.statusCode).toBe(202);
    await settled('/api/users/me/exports', owner.token, json<DataExport>(account).id);
    await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, asked.id));
  });
});

describe('exporting a whole account', () => {
  it('every company the account belongs to, its profile, sessions without secrets, and its bookings', async () => {
    const founder = await signedInUser(t.app, 'Ahmed Account');
    for (const name of ['Alpha Works Private Limited', 'Beta / Labs Private Limited']) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(founder.token), payload: companyBody({ name }) }))
          .statusCode,
      ).toBe(201);
    }
    await db.insert(bookings).values({
      userId: founder.id,
      serviceName: 'Consultation',
      contactName: 'Ahmed Account',
      contactEmail: founder.email,
      contactPhone: '+91 98765 43210',
      preferredDate: '2026-12-01',
      preferredTime: '10:30',
      timeZone: 'Asia/Kolkata',
    });
    const asked = await post('/api/users/me/exports', founder.token);
    expect(asked.statusCode).toBe(202);
    expect(json<DataExport>(asked)).toMatchObject({ scope: 'account', company_id: null });
    const done = await settled('/api/users/me/exports', founder.token, json<DataExport>(asked).id);
    expect(done.status, done.error ?? '').toBe('ready');
    const zip = await readZip((await get(pathOf(done.download_url!), founder.token)).rawPayload);
    const document = exportDocumentSchema.parse(JSON.parse(zip.get('export.json')!.toString('utf8')));
    expect(document.scope).toBe('account');
    expect(document.companies.map((company) => company.company.name).sort()).toEqual([
      'Alpha Works Private Limited',
      'Beta / Labs Private Limited',
    ]);
    expect(document.account!.profile).toMatchObject({ id: founder.id, email: founder.email, name: 'Ahmed Account' });
    expect(document.account!.sessions.length).toBeGreaterThan(0);
    expect(document.account!.bookings).toEqual([
      expect.objectContaining({ service_name: 'Consultation', preferred_date: '2026-12-01', preferred_time: '10:30', status: 'pending' }),
    ]);
    expect(JSON.stringify(document.account!.sessions)).not.toMatch(/token/i);
    expect(zip.get('export.json')!.toString()).not.toContain(founder.token);
    // The mailed subject says what was exported.
    expect((await latestMailTo(t.app, founder.email)).subject).toBe('Your Charter export of your account is ready');
    // Nobody signed in: 401; the route is the caller's own, so there is no other user's id to try.
    expect((await post('/api/users/me/exports')).statusCode).toBe(401);
  });
});

describe('the daily reconciliation', () => {
  it('queues an export asked for an hour ago that no job carries, and it is built', async () => {
    const [lost] = await db
      .insert(dataExports)
      .values({ userId: owner.id, scope: 'account', companyId: null, createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .returning();
    const repaired = await t.app.services.reconciliation.run();
    expect(repaired.dataExports).toBe(1);
    const done = await settled('/api/users/me/exports', owner.token, lost!.id);
    expect(done.status).toBe('ready');
    expect((await t.app.services.reconciliation.run()).dataExports).toBe(0);
  });
});

describe('an export with files in an S3-compatible bucket (S3_BUCKET)', () => {
  it('reads the uploads from the bucket, writes the ZIP there, and downloads it from there; expiry deletes it', async () => {
    await withS3TestApp('charter-exports', async (app, s3) => {
      const founder = await signedInUser(app.app, 'Bina Bucket');
      const { order, tasks, company } = await paidOrderWithTasks(app.app, app.database.db, founder);
      const uploaded = await uploadToTask(app.app, bearer(founder.token), order.id, tasks[0]!.id, [
        filePart('MOA.pdf', samples.pdf, 'application/pdf'),
      ]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const url = `/api/companies/${company.id}/exports`;
      const asked = json<DataExport>(await app.app.inject({ method: 'POST', url, headers: bearer(founder.token) }));
      let done: DataExport | undefined;
      await expect
        .poll(
          async () => {
            done = json<DataExportList>(await app.app.inject({ method: 'GET', url, headers: bearer(founder.token) })).exports[0];
            return done?.status;
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe('ready');
      expect(done!.id).toBe(asked.id);
      const stored = await bucketObjects(s3);
      const zipObject = stored.find((object) => object.key.startsWith(`exports/${founder.id}/`))!;
      expect(zipObject.contentType).toBe('application/zip');
      const response = await app.app.inject({ method: 'GET', url: pathOf(done!.download_url!), headers: bearer(founder.token) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(zipObject.body)).toBe(true);
      const zip = await readZip(response.rawPayload);
      expect(zip.get(`companies/${company.name}/documents/${order.orderNumber}/MOA.pdf`)).toEqual(samples.pdf);

      await app.database.db
        .update(dataExports)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(dataExports.id, asked.id));
      await app.app.services.dataExports.expire(asked.id);
      expect((await bucketObjects(s3)).map((object) => object.key)).not.toContain(zipObject.key);
    });
  });
});
