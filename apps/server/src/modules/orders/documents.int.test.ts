import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_EXTENSIONS, UPLOAD_KINDS_SENTENCE, type OrderDetail, type OrderDocument } from '@charter/shared';
import { bearer, latestMailTo, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { paidOrderWithTasks } from '../../../test/orders-helpers';
import { bucketObjects, withS3TestApp } from '../../../test/s3-server';
import { createTestApp, json } from '../../../test/test-app';
import { filePart, filesUnder, multipartBody, samples, streamedFileBody, uploadToTask, type FormPart } from '../../../test/upload-helpers';
import { auditEvents, orderDocuments, orders, orderTasks } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';

const staff = { email: 'staff-documents@charter.test', password: 'staff-password-123' };
const t = await createTestApp({ admin: staff });
const db = t.database.db;
afterAll(() => t.close());
if (t.config.storage.kind !== 'local') throw new Error('the test app stores files locally');
const storageDir = t.config.storage.dir;
const spoolDir = t.config.uploads.spoolDir;

const owner = await signedInUser(t.app, 'Olivia Owner');
const viewer = await signedInUser(t.app, 'Vera Viewer');
const stranger = await signedInUser(t.app, 'Sam Stranger');
const staffHeaders = await signInStaff(t.app, staff);

const upload = (headers: Record<string, string>, orderId: string, taskId: string, parts: FormPart[]) =>
  uploadToTask(t.app, headers, orderId, taskId, parts);
const get = (url: string, headers: Record<string, string> = bearer(owner.token)) => t.app.inject({ method: 'GET', url, headers });
const detail = async (orderId: string) => json<OrderDetail>(await get(`/api/orders/${orderId}`));
const downloadUrls = (document: { id: string }, orderId: string) => [
  `/api/orders/${orderId}/documents/${document.id}/download`,
  `/api/documents/${document.id}/download`,
  `/api/documents/download/${document.id}`,
];
const documentRows = async (orderId: string) => db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId));
const uploadsOf = async (orderId: string) => (await documentRows(orderId)).filter((row) => row.kind === 'upload');

/** Refused uploads leave nothing: no stored file, no spooled file, no row. */
async function expectNothingKept(orderId: string, storedBefore: number) {
  expect(filesUnder(storageDir)).toHaveLength(storedBefore);
  expect(filesUnder(spoolDir)).toEqual([]);
  expect(await uploadsOf(orderId)).toEqual([]);
}

describe('uploading a task document (issue 11 §2)', () => {
  it('a founder’s upload: 201 with the document, the task submitted, the timeline and audit written, the bytes downloadable', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const task = tasks[0]!;
    const response = await upload(bearer(owner.token), order.id, task.id, [filePart('PAN card.pdf', samples.pdf, 'application/pdf')]);
    expect(response.statusCode, response.body).toBe(201);
    const document = json<OrderDocument>(response);
    expect(document).toMatchObject({
      filename: 'PAN card.pdf',
      size: samples.pdf.length,
      kind: 'upload',
      uploaded_by_type: 'user',
      uploaded_by_role: 'Customer',
      uploaded_by_name: 'Olivia Owner',
      download_url: `/api/orders/${order.id}/documents/${document.id}/download`,
    });

    const after = await detail(order.id);
    const shown = after.tasks.find((item) => item.id === task.id)!;
    expect(shown.status).toBe('submitted');
    expect(shown.submitted_at).not.toBeNull();
    expect(shown.documents).toEqual([document]);
    expect(after.documents.map((item) => item.id)).toContain(document.id);
    expect(after.order.order_status).toBe('in_progress');
    expect(after.timeline.at(-1)).toMatchObject({
      title: 'Document uploaded',
      description: '“PAN card.pdf” was uploaded to “Collect documents”, which is now submitted for review.',
      doc_ids: [document.id],
    });
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'task.document_uploaded'), eq(auditEvents.targetId, task.id)));
    expect(event!.changes).toEqual([
      { field: 'document', before: null, after: 'PAN card.pdf' },
      { field: 'status', before: 'pending', after: 'submitted' },
    ]);

    // Stored under a random key, never the user's name; nothing left in the spool.
    const [row] = await uploadsOf(order.id);
    expect(row!.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect(row!.contentType).toBe('application/pdf');
    expect(filesUnder(storageDir)).toContain(row!.storageKey);
    expect(filesUnder(storageDir).some((file) => file.includes('PAN'))).toBe(false);
    expect(filesUnder(spoolDir)).toEqual([]);

    for (const url of downloadUrls(document, order.id)) {
      const download = await get(url);
      expect(download.statusCode, url).toBe(200);
      expect(download.rawPayload.equals(samples.pdf)).toBe(true);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="PAN card.pdf"; filename*=UTF-8''PAN%20card.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-length': String(samples.pdf.length),
      });
    }
    // The receipt still downloads through the order's route and by its id.
    const receipt = after.documents.find((item) => item.kind === 'receipt')!;
    for (const url of downloadUrls(receipt, order.id)) {
      const download = await get(url);
      expect(download.statusCode, url).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('a second founder upload keeps the task submitted; staff uploads leave the status and mail the members', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const [first, second] = tasks;
    expect((await upload(bearer(owner.token), order.id, first!.id, [filePart('a.csv', samples.csv)])).statusCode).toBe(201);
    const again = await upload(bearer(owner.token), order.id, first!.id, [filePart('b.txt', samples.text)]);
    expect(again.statusCode, again.body).toBe(201);
    expect((await detail(order.id)).tasks.find((item) => item.id === first!.id)!.documents.map((item) => item.filename)).toEqual([
      'a.csv',
      'b.txt',
    ]);

    const byStaff = await upload(staffHeaders, order.id, second!.id, [filePart('Certificate.png', samples.png, 'image/png')]);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(json<OrderDocument>(byStaff)).toMatchObject({ uploaded_by_type: 'admin', uploaded_by_role: 'Charter' });
    const current = await detail(order.id);
    expect(current.tasks.find((item) => item.id === second!.id)!.status).toBe('pending');
    expect(current.timeline.at(-1)!.description).toBe('Charter added “Certificate.png” to “File the application”.');
    const mail = await latestMailTo(t.app, owner.email);
    expect(mail.subject).toBe('Your agent added a document to File the application');
    expect(mail.text).toContain('“Certificate.png”');

    const png = await get(`/api/documents/${json<OrderDocument>(byStaff).id}/download`);
    expect(png.headers['content-type']).toBe('image/png');
    const csv = await get(
      `/api/documents/${json<OrderDocument>(await upload(bearer(owner.token), order.id, first!.id, [filePart('c.csv', samples.csv)])).id}/download`,
    );
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.equals(samples.csv)).toBe(true);
  });

  it('a 50 MB file against the 25 MB limit: 413 while it streams, nothing stored, memory far below 50 MB', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const stored = filesUnder(storageDir).length;
    const body = streamedFileBody('huge.pdf', 50 * 1024 * 1024);
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakBuffers = baseline.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    }, 5);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/tasks/${tasks[0]!.id}/documents`,
      headers: { ...bearer(owner.token), ...body.headers },
      payload: body.payload,
    });
    clearInterval(sampler);
    // Answered once the limit was crossed: the rest of the 50 MB was never pulled from the client.
    expect(body.sent()).toBeLessThan(30 * 1024 * 1024);
    expect(response.statusCode, response.body).toBe(413);
    expect(json(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', detail: 'The file is larger than 25 MB.' });
    await expectNothingKept(order.id, stored);
    expect((await detail(order.id)).tasks[0]!.status).toBe('pending');
    expect(peakBuffers - baseline.arrayBuffers).toBeLessThan(16 * 1024 * 1024);
    expect(peakRss - baseline.rss).toBeLessThan(24 * 1024 * 1024);
  });

  it('over a real socket: 413 once the limit is crossed, and the connection closed rather than kept for the rest', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const stored = filesUnder(storageDir).length;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = streamedFileBody('huge.pdf', 50 * 1024 * 1024);
    const answer = await new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/orders/${order.id}/tasks/${tasks[0]!.id}/documents`,
          headers: { ...bearer(owner.token), ...body.headers },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, text }));
        },
      );
      request.on('error', reject);
      body.payload.pipe(request);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ code: 'PAYLOAD_TOO_LARGE', detail: 'The file is larger than 25 MB.' });
    expect(answer.connection).toBe('close');
    expect(body.sent()).toBeLessThan(40 * 1024 * 1024);
    await expectNothingKept(order.id, stored);
  });

  it('stores nasty names safely and serves them sanitised', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const long = `${'a'.repeat(296)}.pdf`;
    const cases = [
      ['../../x.pdf', 'x.pdf'],
      ['x.php%00.pdf', 'x.php.pdf'],
      [long, `${'a'.repeat(196)}.pdf`],
      ['..\\..\\boot.ini.pdf', 'boot.ini.pdf'],
      ['report\u202Efdp.exe.pdf', 'reportfdp.exe.pdf'],
    ] as const;
    for (const [sent, kept] of cases) {
      const response = await upload(bearer(owner.token), order.id, tasks[0]!.id, [filePart(sent, samples.pdf)]);
      expect(response.statusCode, `${sent}: ${response.body}`).toBe(201);
      const document = json<OrderDocument>(response);
      expect(document.filename).toBe(kept);
      const [row] = await db.select().from(orderDocuments).where(eq(orderDocuments.id, document.id));
      expect(row!.filename).toBe(kept);
      expect(row!.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
      const download = await get(`/api/documents/${document.id}/download`);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${kept}"; filename*=UTF-8''${encodeURIComponent(kept)}`);
    }
    // No stored file sits outside the storage folder or under a user's name.
    expect(filesUnder(storageDir).every((file) => /^documents\/[0-9a-f-]{36}$/.test(file))).toBe(true);

    // a.pdf.exe: its extension is not on the list, whatever its bytes are; nothing is stored.
    const stored = filesUnder(storageDir).length;
    const other = await paidOrderWithTasks(t.app, db, owner);
    const exe = await upload(bearer(owner.token), other.order.id, other.tasks[0]!.id, [filePart('a.pdf.exe', samples.pdf)]);
    expect(exe.statusCode).toBe(415);
    expect(json(exe)).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: UPLOAD_KINDS_SENTENCE });
    await expectNothingKept(other.order.id, stored);
  });

  it('a name in UTF-8 is kept as typed and served with an ASCII fallback', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const response = await upload(bearer(owner.token), order.id, tasks[0]!.id, [filePart('Résumé – नाम.pdf', samples.pdf)]);
    expect(response.statusCode, response.body).toBe(201);
    const document = json<OrderDocument>(response);
    expect(document.filename).toBe('Résumé – नाम.pdf');
    const download = await get(`/api/documents/download/${document.id}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Resume _ ___.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé – नाम.pdf')}`,
    );
  });

  it('refuses contents that are not what the name says, or not on the list, with 415', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const stored = filesUnder(storageDir).length;
    const cases = [
      ['statement.pdf', samples.html, 'This file is not a PDF: its contents are HTML.'],
      ['photo.png', samples.pdf, 'This file is not a PNG image: its contents are a PDF.'],
      ['moa.docx', samples.zip, 'This file is not a Word document (DOCX): its contents are a ZIP archive.'],
      ['ledger.csv', samples.binary, 'This file is not a CSV file: its contents are not UTF-8 text.'],
      ['page.html', samples.html, UPLOAD_KINDS_SENTENCE],
      ['tool.exe', samples.exe, UPLOAD_KINDS_SENTENCE],
    ] as const;
    for (const [name, bytes, detailText] of cases) {
      const response = await upload(bearer(owner.token), order.id, tasks[0]!.id, [filePart(name, bytes, 'application/pdf')]);
      expect(response.statusCode, name).toBe(415);
      expect(json(response)).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: detailText });
    }
    await expectNothingKept(order.id, stored);
    expect((await detail(order.id)).tasks[0]!.status).toBe('pending');
  });

  it('a completed task, one under review, or a cancelled order refuses uploads with 409 before reading the file', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const stored = filesUnder(storageDir).length;
    await db.update(orderTasks).set({ status: 'completed' }).where(eq(orderTasks.id, tasks[0]!.id));
    await db.update(orderTasks).set({ status: 'under_review' }).where(eq(orderTasks.id, tasks[1]!.id));
    const completed = await upload(bearer(owner.token), order.id, tasks[0]!.id, [filePart('x.pdf', samples.pdf)]);
    expect(completed.statusCode).toBe(409);
    expect(json(completed)).toEqual({ code: 'CONFLICT', detail: 'This task is completed: reopen it to upload more documents.' });
    const review = await upload(staffHeaders, order.id, tasks[1]!.id, [filePart('x.pdf', samples.pdf)]);
    expect(review.statusCode).toBe(409);
    expect(json(review)).toEqual({
      code: 'CONFLICT',
      detail: 'This task is under review: documents can be uploaded again once the review is done.',
    });
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, order.id));
    const cancelled = await upload(bearer(owner.token), order.id, tasks[2]!.id, [filePart('x.pdf', samples.pdf)]);
    expect(cancelled.statusCode).toBe(409);
    await expectNothingKept(order.id, stored);
  });

  it('no file, two files, another field, an empty file or a JSON body: 400, nothing kept', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const stored = filesUnder(storageDir).length;
    const bad: [FormPart[], string][] = [
      [[{ name: 'note', content: 'hello' }], 'Choose a file to upload (form field “file”).'],
      [[filePart('a.pdf', samples.pdf), filePart('b.pdf', samples.pdf)], 'Upload one file at a time.'],
      [[{ ...filePart('a.pdf', samples.pdf), name: 'document' }], 'Choose a file to upload (form field “file”).'],
      [[filePart('a.pdf', '')], 'The file is empty.'],
    ];
    for (const [parts, detailText] of bad) {
      const response = await upload(bearer(owner.token), order.id, tasks[0]!.id, parts);
      expect(response.statusCode, detailText).toBe(400);
      expect(json(response)).toEqual({ code: 'VALIDATION_FAILED', detail: detailText });
    }
    const asJson = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/tasks/${tasks[0]!.id}/documents`,
      headers: bearer(owner.token),
      payload: { file: 'x' },
    });
    expect(asJson.statusCode).toBe(400);
    expect(json(asJson)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/tasks/${tasks[0]!.id}/documents`,
      headers: { ...bearer(owner.token), 'content-type': 'application/pdf' },
      payload: samples.pdf,
    });
    expect(raw.statusCode).toBe(415);
    expect(json(raw)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const truncated = multipartBody([filePart('a.pdf', samples.pdf)]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/tasks/${tasks[0]!.id}/documents`,
      headers: { ...bearer(owner.token), ...truncated.headers },
      payload: truncated.payload.subarray(0, truncated.payload.length - 20),
    });
    expect(cut.statusCode, cut.body).toBe(400);
    await expectNothingKept(order.id, stored);
  });

  it('a viewer may download but not upload (403); a stranger gets 404 everywhere; nobody gets 401', async () => {
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, owner);
    await membersRepository.insertMember(db, { companyId: company.id, userId: viewer.id, role: 'viewer' });
    const document = json<OrderDocument>(await upload(bearer(owner.token), order.id, tasks[0]!.id, [filePart('x.pdf', samples.pdf)]));
    const stored = filesUnder(storageDir).length;

    const byViewer = await upload(bearer(viewer.token), order.id, tasks[1]!.id, [filePart('y.pdf', samples.pdf)]);
    expect(byViewer.statusCode).toBe(403);
    expect(json(byViewer)).toMatchObject({ code: 'FORBIDDEN' });
    const byStranger = await upload(bearer(stranger.token), order.id, tasks[1]!.id, [filePart('y.pdf', samples.pdf)]);
    expect(byStranger.statusCode).toBe(404);
    expect(json(byStranger)).toEqual({ code: 'NOT_FOUND', detail: 'Order not found' });
    const byNobody = await upload({}, order.id, tasks[1]!.id, [filePart('y.pdf', samples.pdf)]);
    expect(byNobody.statusCode).toBe(401);
    expect(filesUnder(storageDir)).toHaveLength(stored);
    expect(await uploadsOf(order.id)).toHaveLength(1);

    const [orderRoute, ...byId] = downloadUrls(document, order.id);
    for (const url of [orderRoute!, ...byId]) {
      expect((await get(url, bearer(viewer.token))).statusCode, url).toBe(200);
      expect((await get(url, staffHeaders)).statusCode, url).toBe(200);
      const refused = await get(url, bearer(stranger.token));
      expect(refused.statusCode, url).toBe(404);
      expect(refused.rawPayload.includes(samples.pdf)).toBe(false);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
    expect(json(await get(orderRoute!, bearer(stranger.token)))).toEqual({ code: 'NOT_FOUND', detail: 'Order not found' });
    for (const url of byId)
      expect(json(await get(url, bearer(stranger.token)))).toEqual({ code: 'NOT_FOUND', detail: 'Document not found' });
    for (const url of ['/api/documents/not-a-uuid/download', `/api/documents/download/${crypto.randomUUID()}`]) {
      expect(json(await get(url))).toEqual({ code: 'NOT_FOUND', detail: 'Document not found' });
    }
  });

  it('a failed transaction leaves no file (the row and its file exist together or not at all)', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const stored = filesUnder(storageDir).length;
    const record = vi.spyOn(t.app.services.audit, 'record').mockRejectedValueOnce(new Error('the database went away'));
    const response = await upload(bearer(owner.token), order.id, tasks[0]!.id, [filePart('x.pdf', samples.pdf)]);
    record.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(json(response)).toMatchObject({ code: 'INTERNAL' });
    await expectNothingKept(order.id, stored);
    expect((await detail(order.id)).tasks[0]!.status).toBe('pending');
  });

  it('GET /api/documents/limits says what the server accepts', async () => {
    expect(json(await get('/api/documents/limits'))).toEqual({ max_bytes: 25 * 1024 * 1024, extensions: [...UPLOAD_EXTENSIONS] });
  });
});

describe('documents in an S3-compatible bucket (S3_BUCKET)', () => {
  it('uploads go to the bucket under a random key and download from it', async () => {
    await withS3TestApp('charter-documents', async (app, s3) => {
      const founder = await signedInUser(app.app, 'Bina Bucket');
      const { order, tasks } = await paidOrderWithTasks(app.app, app.database.db, founder);
      const response = await uploadToTask(app.app, bearer(founder.token), order.id, tasks[0]!.id, [filePart('moa.docx', samples.docx)]);
      expect(response.statusCode, response.body).toBe(201);
      const document = json<OrderDocument>(response);
      const objects = await bucketObjects(s3);
      expect(objects).toHaveLength(1);
      expect(objects[0]!.key).toMatch(/^documents\/[0-9a-f-]{36}$/);
      expect(objects[0]!.body.equals(samples.docx)).toBe(true);
      expect(objects[0]!.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

      const download = await app.app.inject({
        method: 'GET',
        url: `/api/documents/${document.id}/download`,
        headers: bearer(founder.token),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(samples.docx)).toBe(true);
      expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    });
  });
});
