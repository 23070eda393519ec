import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage, TaxDocumentList } from '@charter/shared';
import { bearer, codeFromMail, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { cancelledOnRequest, paidInSandboxPopup, unpaidOrder } from '../../../test/orders-helpers';
import { pdfLines } from '../../../test/pdf-text';
import { startCaptureSmtp, type CaptureSmtp } from '../../../test/scale/capture-smtp';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../../test/test-app';

/** A GST registration service as checkout prices it, in paise (₹7,998.80). */
const serviceBreakdown = { professional_fee: 499_900, govt_agency_fees: 200_000, tax: 89_982, platform_fee: 9_998 };
const serviceTotal = 799_880;

interface Founder {
  id: string;
  email: string;
  token: string;
}

/** An India service order opened for payment and paid in the sandbox popup, as a founder pays (billing details given). */
async function paidIndiaOrder(t: TestApp, owner: Founder) {
  const { order } = await unpaidOrder(t.app, t.database.db, owner, {
    totalMinor: serviceTotal,
    feeBreakdownMinor: serviceBreakdown,
    details: { category: 'Tax', country: 'India', state: 'Maharashtra' },
    billing: { name: 'Kaveri Foods LLP', gstin: '29ABCDE1234F1ZW' },
    company: { state: 'Maharashtra' },
  });
  const start = json<{ razorpay_order_id: string }>(
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
  );
  await paidInSandboxPopup(t.app, owner, start.razorpay_order_id);
  const { documents } = json<TaxDocumentList>(
    await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoices`, headers: bearer(owner.token) }),
  );
  return { order, invoice: documents[0]! };
}

async function outgoingRows(t: TestApp, to: string) {
  const result = await t.database.db.execute(
    sql`select subject, status, text, html, attachments from outgoing_mail where "to" = ${to} order by created_at`,
  );
  return (result as { rows: { subject: string; status: string; text: string | null; html: string | null; attachments: unknown }[] }).rows;
}

describe('invoices ride with their mail over SMTP', () => {
  const staff = { email: 'staff-invoice-mail@charter.test', password: 'staff-password-123' };
  let smtp: CaptureSmtp;
  let t: TestApp;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    smtp = await startCaptureSmtp();
    t = await createTestApp({ smtpUrl: smtp.url, requireEmailVerification: false, admin: staff });
    staffHeaders = await signInStaff(t.app, staff);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The mails the SMTP server accepted for an address, parsed. */
  const parsedMailsTo = (to: string) => Promise.all(smtp.mailsTo(to).map((mail) => simpleParser(mail.raw)));

  /** The newest mail to an address whose subject matches, once it has arrived. */
  async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
    let found: ParsedMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await parsedMailsTo(to)).findLast((mail) => subject.test(mail.subject ?? ''));
          return found !== undefined;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(true);
    return found!;
  }

  /** Signs in with a login code read from the SMTP server (no dev mailbox when SMTP is configured). */
  async function founder(name: string): Promise<Founder> {
    const email = uniqueEmail('invoice-mail');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email } })).statusCode).toBe(200);
    const code = codeFromMail((await mailTo(email, /login code/)).text ?? '');
    const session = json<{ session_token: string; user: { id: string } }>(
      await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: code } }),
    );
    return { email, token: session.session_token, id: session.user.id };
  }

  it('the payment mail carries the tax invoice PDF, rendered at delivery; the outbox keeps only its reference', async () => {
    const owner = await founder('Kaveri Rao');
    const { order, invoice } = await paidIndiaOrder(t, owner);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^CH\/\d{2}-\d{2}\/\d{6}$/) });

    const receipt = await mailTo(owner.email, /^Receipt for order/);
    expect(receipt.subject).toBe(`Receipt for order ${order.orderNumber}`);
    expect(receipt.text).toContain(`Your tax invoice ${invoice.number} is attached as a PDF.`);
    expect(receipt.attachments).toHaveLength(1);
    const [pdf] = receipt.attachments;
    expect(pdf!.filename).toBe(`invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(pdf!.filename).toMatch(/^invoice-CH-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.contentDisposition).toBe('attachment');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = await pdfLines(pdf!.content);
    expect(lines[0]).toMatch(/Charter \| Tax invoice/);
    expect(lines).toContain(`Invoice no. | ${invoice.number}`);
    expect(lines).toContain('GSTIN: 29ABCDE1234F1ZW');
    expect(lines).toContain('Total (paid) | ₹7,998.80');
    // The same document as the order page's download.
    const download = await t.app.inject({ method: 'GET', url: invoice.download_url, headers: bearer(owner.token) });
    expect(await pdfLines(download.rawPayload)).toEqual(lines);

    // At rest: the reference, no PDF, and the body erased once sent.
    await expect
      .poll(async () => (await outgoingRows(t, owner.email)).find((row) => row.subject.startsWith('Receipt'))?.status)
      .toBe('sent');
    const stored = (await outgoingRows(t, owner.email)).find((row) => row.subject.startsWith('Receipt'))!;
    expect(stored).toMatchObject({ text: null, html: null, attachments: [{ kind: 'tax_document', id: invoice.id }] });
    // Exactly once: the reconciliation finds nothing to send again.
    expect(await t.app.services.mailer.requeueUnqueued(new Date())).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await parsedMailsTo(owner.email)).filter((mail) => mail.subject?.startsWith('Receipt'))).toHaveLength(1);
  });

  it('the refund mail carries the credit note; a cancellation with nothing refunded carries none', async () => {
    const owner = await founder('Meera Iyer');
    const { order, invoice } = await paidIndiaOrder(t, owner);
    await mailTo(owner.email, /^Receipt for order/);
    const cancelled = await cancelledOnRequest(t.app, t.database.db, staffHeaders, {
      orderId: order.id,
      founder: owner,
      founderName: 'Meera Iyer',
      refundQuotedMinor: serviceTotal - serviceBreakdown.platform_fee,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { documents } = json<TaxDocumentList>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoices`, headers: bearer(owner.token) }),
    );
    const note = documents.find((document) => document.kind === 'credit_note')!;
    expect(note.invoice_number).toBe(invoice.number);

    const mail = await mailTo(owner.email, /is cancelled$/);
    expect(mail.text).toContain(`The credit note ${note.number} for it is attached as a PDF.`);
    expect(mail.attachments.map((file) => file.filename)).toEqual([`credit-note-${note.number.replaceAll('/', '-')}.pdf`]);
    const lines = await pdfLines(mail.attachments[0]!.content);
    expect(lines[0]).toMatch(/Charter \| Credit note/);
    expect(lines.find((line) => line.startsWith('Credit note no.'))).toContain(note.number);
    expect(lines.find((line) => line.startsWith('Against invoice'))).toContain(invoice.number);

    // An order cancelled before it was paid has no invoice, no credit note, no attachment.
    const other = await founder('Sam Unpaid');
    const { order: unpaid } = await unpaidOrder(t.app, t.database.db, other, {
      totalMinor: serviceTotal,
      feeBreakdownMinor: serviceBreakdown,
    });
    const plain = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${unpaid.id}/status`,
      headers: staffHeaders,
      payload: { order_status: 'cancelled' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const plainMail = await mailTo(other.email, /is cancelled$/);
    expect(plainMail.attachments).toEqual([]);
  });

  it('a mail whose document cannot be found is retried and then fails; it is never sent without it', async () => {
    const to = uniqueEmail('missing-doc');
    await t.app.services.mailer.enqueue(
      {
        to,
        subject: 'Receipt with a lost invoice',
        text: 'x',
        html: '<p>x</p>',
        attachments: [{ kind: 'tax_document', id: randomUUID() }],
      },
      { key: `missing-doc:${to}` },
    );
    await expect.poll(async () => (await outgoingRows(t, to))[0]?.status, { timeout: 30_000, interval: 200 }).toBe('failed');
    expect(smtp.mailsTo(to)).toEqual([]);
  });
});

describe('the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the invoice attached to the payment mail (its name and size, not its bytes)', async () => {
    const owner = await signedInUser(t.app, 'Dev Founder');
    const { invoice } = await paidIndiaOrder(t, owner);
    let receipt: MailboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const { messages } = json<{ messages: MailboxMessage[] }>(await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' }));
          receipt = messages.find((message) => message.to === owner.email && message.subject.startsWith('Receipt'));
          return receipt !== undefined;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(true);
    expect(receipt!.text).toContain(invoice.number);
    expect(receipt!.attachments).toEqual([
      { filename: `invoice-${invoice.number.replaceAll('/', '-')}.pdf`, content_type: 'application/pdf', size: expect.any(Number) },
    ]);
    expect(receipt!.attachments[0]!.size).toBeGreaterThan(10_000);
  });
});
