import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, type BillingDetails, type Currency, type TaxDocumentList } from '@charter/shared';
import { bearer, deliveredMail, signedInUser, signInStaff, type SignedInUser } from '../../../test/auth-helpers';
import { cancelledOnRequest, paidInSandboxPopup, unpaidOrder } from '../../../test/orders-helpers';
import { pdfLines } from '../../../test/pdf-text';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { DEMO_INDIA_SUPPLIER } from '../../config/env';
import { taxDocuments } from '../../db/schema';
import { dayIn } from './invoice-lines';
import { invoicesRepository } from './invoices.repository';

const staff = { email: 'staff-invoices@charter.test', password: 'staff-password-123' };
let t: TestApp;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ admin: staff });
  staffHeaders = await signInStaff(t.app, staff);
});
afterAll(() => t.close());

const db = () => t.database.db;
const fy = () => financialYearOf(dayIn('Asia/Kolkata', new Date()));

/**
 * A GST registration service order as checkout prices it, in MINOR units (paise): ₹4,999 professional fee, ₹2,000
 * government fees, 18 % tax on the professional fee, 2 % platform fee. Total ₹7,998.80.
 */
const serviceBreakdown = { professional_fee: 499_900, govt_agency_fees: 200_000, tax: 89_982, platform_fee: 9_998 };
const serviceTotal = 799_880;

/** An India incorporation's quote in minor units: the professional fee carries no separate GST line. */
const incorporationBreakdown = {
  stamp_duty: 20_000,
  dsc: 250_000,
  name_approval: 100_000,
  pan_tan: 20_000,
  government_fee: 390_000,
  professional_fee: 499_900,
};
const incorporationTotal = 889_900;

interface OrderPlan {
  kind?: 'service' | 'incorporation';
  currency?: Currency;
  totalMinor?: number;
  feeBreakdownMinor?: Record<string, number> | null;
  category?: string;
  state?: string;
  country?: 'India' | 'USA';
  billing?: BillingDetails;
}

/** An order opened for payment (its provider reference is the sandbox checkout's), as checkout leaves it. */
async function openOrder(owner: SignedInUser, plan: OrderPlan = {}) {
  const country = plan.country ?? 'India';
  const totalMinor = plan.totalMinor ?? serviceTotal;
  const { order, company } = await unpaidOrder(t.app, db(), owner, {
    kind: plan.kind,
    currency: plan.currency,
    totalMinor,
    itemName: plan.kind === 'incorporation' ? 'Private Limited incorporation: Sample' : 'GST registration',
    feeBreakdownMinor: plan.feeBreakdownMinor === undefined ? serviceBreakdown : plan.feeBreakdownMinor,
    details: { category: plan.category ?? 'Tax', country, state: plan.state ?? 'Maharashtra' },
    billing: plan.billing,
    company:
      country === 'USA' ? { country: 'USA', state: plan.state ?? 'Delaware', entity_type: 'LLC' } : { state: plan.state ?? 'Maharashtra' },
  });
  const start = json<{ razorpay_order_id?: string; stripe_session_id?: string }>(
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
  );
  const providerRef = start.razorpay_order_id ?? start.stripe_session_id!;
  return { order, company, providerRef, totalMinor };
}

/** Paid through the sandbox popup, as the founder pays: its signed result verified (a capture the sandbox can refund). */

/** The provider's verified "paid" for the attempt (what a webhook or a verified popup result applies). */
const paid = (providerRef: string, amountMinor: number, currency: string) =>
  t.app.services.payments.apply('sandbox', {
    eventId: `evt_${providerRef}`,
    providerType: 'checkout.session.completed',
    outcome: 'paid',
    providerRef,
    providerPaymentId: `pay_${providerRef}`,
    amountMinor,
    currency,
    payload: {},
  });

async function documentsOf(owner: SignedInUser, orderId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoices`, headers: bearer(owner.token) });
  expect(response.statusCode, response.body).toBe(200);
  return json<TaxDocumentList>(response).documents;
}

async function pdfOf(headers: Record<string, string>, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfLines(response.rawPayload);
}

/** The printed line holding `label` (cells separated by " | "). */
const lineWith = (lines: string[], label: string | RegExp) => {
  const found = lines.find((line) => (typeof label === 'string' ? line.includes(label) : label.test(line)));
  expect(found, `no line with ${String(label)} in:\n${lines.join('\n')}`).toBeDefined();
  return found!;
};

describe('tax invoices (India, GST)', () => {
  it('a paid order gets a tax invoice across states: IGST 18 %, SAC, pure-agent government fees, totalling what was paid', async () => {
    const owner = await signedInUser(t.app, 'Priya Sharma');
    const stranger = await signedInUser(t.app, 'Sam Stranger');
    const { order, providerRef } = await openOrder(owner, { state: 'Maharashtra' });

    // Paid through the popup, as the founder does: the signature is verified, the order paid and invoiced at once.
    await paidInSandboxPopup(t.app, owner, providerRef);

    const [invoice, ...others] = await documentsOf(owner, order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      title: 'Tax invoice',
      number: expect.stringMatching(new RegExp(`^CH/${fy()}/\\d{6}$`)),
      invoice_number: null,
      total_minor: serviceTotal,
      currency: 'INR',
      download_url: `/api/orders/${order.id}/invoices/${invoice!.id}/pdf`,
    });
    expect(invoice!.number.length).toBeLessThanOrEqual(16);

    const lines = await pdfOf(bearer(owner.token), invoice!.download_url);
    expect(lines[0]).toMatch(/Charter \| Tax invoice/);
    expect(lineWith(lines, 'DEMO SUPPLIER')).toMatch(/Not a valid tax invoice/);
    expect(lineWith(lines, DEMO_INDIA_SUPPLIER.legalName)).toBeTruthy();
    expect(lineWith(lines, 'Bengaluru 560034')).toBeTruthy();
    expect(lineWith(lines, 'State: Karnataka (code 29)')).toBeTruthy();
    expect(lineWith(lines, `GSTIN: ${DEMO_INDIA_SUPPLIER.gstin}`)).toBeTruthy();
    expect(lineWith(lines, 'Invoice no.')).toBe(`Invoice no. | ${invoice!.number}`);
    expect(lineWith(lines, /^Date \|/)).toBe(`Date | ${invoice!.issued_on}`);
    expect(lineWith(lines, /^Order \|/)).toBe(`Order | ${order.orderNumber}`);
    expect(lineWith(lines, 'Place of supply')).toBe('Place of supply | Maharashtra (code 27)');
    expect(lineWith(lines, 'reverse charge')).toMatch(/No$/);
    // The customer: the company the order is for (no billing details were given), its state, no GSTIN.
    expect(lineWith(lines, 'Sample Spice Traders')).toBeTruthy();
    expect(lineWith(lines, 'State: Maharashtra (code 27)')).toBeTruthy();
    expect(lineWith(lines, 'GSTIN: not registered')).toBeTruthy();
    expect(lineWith(lines, owner.email)).toBeTruthy();
    // Lines: the professional fee with the tax charged on it, the platform fee GST-inclusive, the government fees.
    expect(lineWith(lines, 'Description')).toBe('Description | SAC | Taxable value | IGST 18% | Amount');
    expect(lineWith(lines, 'Professional fee: GST registration')).toBe(
      'Professional fee: GST registration | 998231 | ₹4,999.00 | ₹899.82 | ₹5,898.82',
    );
    expect(lineWith(lines, 'Platform fee: GST registration')).toBe('Platform fee: GST registration | 998231 | ₹84.73 | ₹15.25 | ₹99.98');
    expect(lineWith(lines, 'Government fees')).toBe('Government fees | - | - | - | ₹2,000.00');
    expect(lineWith(lines, 'Paid on your behalf as pure agent')).toBeTruthy();
    expect(lineWith(lines, /^Taxable value \|/)).toBe('Taxable value | ₹5,083.73');
    expect(lineWith(lines, 'IGST at 18%')).toBe('IGST at 18% | ₹915.07');
    expect(lines.some((line) => /CGST (9%|at)|SGST/.test(line))).toBe(false);
    expect(lineWith(lines, 'Reimbursements (pure agent')).toMatch(/₹2,000\.00$/);
    expect(lineWith(lines, 'Total (paid)')).toBe('Total (paid) | ₹7,998.80');
    expect(lineWith(lines, 'rule 33')).toBeTruthy();

    // Nobody else's: the order and its documents are 404 to a stranger and for an unknown document.
    for (const url of [`/api/orders/${order.id}/invoices`, invoice!.download_url]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) });
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/invoices/${id}/pdf`,
        headers: bearer(owner.token),
      });
      expect(missing.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoices` })).statusCode).toBe(401);

    // The back office lists and downloads the same document.
    const staffList = json<TaxDocumentList>(
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/invoices`, headers: staffHeaders }),
    );
    expect(staffList.documents.map((document) => document.number)).toEqual([invoice!.number]);
    const staffLines = await pdfOf(staffHeaders, staffList.documents[0]!.download_url);
    expect(staffLines).toEqual(lines);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/invoices`, headers: bearer(owner.token) })).statusCode,
    ).toBe(401);
  });

  it('within the supplier’s state: CGST + SGST 9 % each (the odd paisa to CGST), billed to the GSTIN and name given at checkout', async () => {
    const owner = await signedInUser(t.app, 'Rahul Verma');
    const billing = { name: 'राहुल Traders LLP', address: '12 MG Road\nBengaluru 560001', gstin: '29ABCDE1234F1ZW' };
    const { order, providerRef, totalMinor } = await openOrder(owner, { state: 'Maharashtra', billing });
    await paid(providerRef, totalMinor, 'INR');
    const [invoice] = await documentsOf(owner, order.id);
    const lines = await pdfOf(bearer(owner.token), invoice!.download_url);

    expect(lineWith(lines, 'Place of supply')).toContain('Karnataka (code 29)');
    // The Devanagari name in its own font (pdf.js measures the shaped run narrower than drawn, hence a cell break).
    expect(lineWith(lines, 'राहुल')).toMatch(/^राहुल( \| )?Traders LLP$/);
    expect(lineWith(lines, 'For Sample Spice Traders')).toBeTruthy();
    expect(lineWith(lines, '12 MG Road')).toBeTruthy();
    expect(lineWith(lines, 'Bengaluru 560001')).toBeTruthy();
    expect(lineWith(lines, 'GSTIN: 29ABCDE1234F1ZW')).toBeTruthy();
    expect(lineWith(lines, 'Description')).toBe('Description | SAC | Taxable value | CGST 9% | SGST 9% | Amount');
    expect(lineWith(lines, 'Professional fee: GST registration')).toBe(
      'Professional fee: GST registration | 998231 | ₹4,999.00 | ₹449.91 | ₹449.91 | ₹5,898.82',
    );
    // ₹15.25 of GST inside the platform fee: ₹7.63 + ₹7.62.
    expect(lineWith(lines, 'Platform fee: GST registration')).toBe(
      'Platform fee: GST registration | 998231 | ₹84.73 | ₹7.63 | ₹7.62 | ₹99.98',
    );
    expect(lineWith(lines, 'CGST at 9%')).toBe('CGST at 9% | ₹457.54');
    expect(lineWith(lines, 'SGST at 9%')).toBe('SGST at 9% | ₹457.53');
    expect(lines.some((line) => /IGST/.test(line))).toBe(false);
    expect(lineWith(lines, 'Total (paid)')).toBe('Total (paid) | ₹7,998.80');
  });

  it('an incorporation’s professional fee (quoted without a GST line) is GST-inclusive: the taxable value is backed out, SAC 998214', async () => {
    const owner = await signedInUser(t.app, 'Anita Rao');
    const { order, providerRef } = await openOrder(owner, {
      kind: 'incorporation',
      state: 'Karnataka',
      totalMinor: incorporationTotal,
      feeBreakdownMinor: incorporationBreakdown,
    });
    await paid(providerRef, incorporationTotal, 'INR');
    const [invoice] = await documentsOf(owner, order.id);
    expect(invoice!.total_minor).toBe(incorporationTotal);
    const lines = await pdfOf(bearer(owner.token), invoice!.download_url);
    // The company is formed in Karnataka, the supplier's state: CGST + SGST. ₹4,999 = ₹4,236.44 + ₹762.56 of GST.
    expect(lineWith(lines, 'Place of supply')).toContain('Karnataka (code 29)');
    // (The description wraps in its column: the amounts are on its first line.)
    expect(lineWith(lines, 'Professional fee: Private')).toMatch(
      /^Professional fee: Private .* \| 998214 \| ₹4,236.44 \| ₹381.28 \| ₹381.28 \| ₹4,999\.00$/,
    );
    expect(lineWith(lines, 'Stamp duty')).toMatch(/\| - \| - \| - \| - \| ₹200\.00$/);
    expect(lineWith(lines, 'Digital signature certificates')).toMatch(/₹2,500\.00$/);
    expect(lineWith(lines, 'Name reservation fee')).toMatch(/₹1,000\.00$/);
    expect(lineWith(lines, 'PAN and TAN')).toMatch(/₹200\.00$/);
    expect(lines.some((line) => /^Government fees \|/.test(line))).toBe(false);
    expect(lineWith(lines, 'Reimbursements (pure agent')).toMatch(/₹3,900\.00$/);
    expect(lineWith(lines, /^Taxable value \|/)).toBe('Taxable value | ₹4,236.44');
    expect(lineWith(lines, 'Total (paid)')).toBe('Total (paid) | ₹8,899.00');
  });

  it('a cancellation’s refund gets a credit note against the invoice, in its own series, split the same way', async () => {
    const owner = await signedInUser(t.app, 'Meera Iyer');
    const { order, providerRef, totalMinor } = await openOrder(owner, { state: 'Maharashtra' });
    await paidInSandboxPopup(t.app, owner, providerRef);
    const [invoice] = await documentsOf(owner, order.id);
    // The founder asked to cancel before any work: everything but the platform fee comes back.
    const cancelled = await cancelledOnRequest(t.app, db(), staffHeaders, {
      orderId: order.id,
      founder: owner,
      founderName: 'Meera Iyer',
      refundQuotedMinor: totalMinor - serviceBreakdown.platform_fee,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const documents = await documentsOf(owner, order.id);
    expect(documents).toHaveLength(2);
    const note = documents.find((document) => document.kind === 'credit_note')!;
    expect(note).toMatchObject({
      title: 'Credit note',
      number: expect.stringMatching(new RegExp(`^CN/${fy()}/\\d{6}$`)),
      invoice_number: invoice!.number,
      total_minor: totalMinor - serviceBreakdown.platform_fee,
    });
    const lines = await pdfOf(bearer(owner.token), note.download_url);
    expect(lines[0]).toMatch(/Charter \| Credit note/);
    expect(lineWith(lines, 'Credit note no.')).toContain(note.number);
    expect(lineWith(lines, 'Against invoice')).toContain(`${invoice!.number} of ${invoice!.issued_on}`);
    expect(lineWith(lines, 'Place of supply')).toContain('Maharashtra (code 27)');
    expect(lineWith(lines, 'Credited to')).toBeTruthy();
    // ₹7,898.82 back: ₹2,000 of government fees at cost, ₹5,898.82 of fee = ₹4,999 + ₹899.82 IGST.
    const reduction = lines.findIndex((line) => line.startsWith('Reduction of Professional fee'));
    expect(lines.slice(reduction, reduction + 2)).toEqual([
      'Reduction of Professional fee: GST registration | 998231 | ₹4,999.00 | ₹899.82 | ₹5,898.82',
      '(order cancelled)',
    ]);
    expect(lineWith(lines, 'Government fees not spent, returned')).toMatch(/₹2,000\.00$/);
    expect(lineWith(lines, 'IGST at 18%')).toBe('IGST at 18% | ₹899.82');
    expect(lineWith(lines, 'Total credited')).toBe('Total credited | ₹7,898.82');
    expect(lineWith(lines, 'rule 53')).toBeTruthy();

    const staffList = json<TaxDocumentList>(
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/invoices`, headers: staffHeaders }),
    );
    expect(staffList.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
  });
});

describe('invoices outside India', () => {
  it('a USD order gets an invoice without tax lines, numbered in its own series', async () => {
    const owner = await signedInUser(t.app, 'Jordan Lee');
    const breakdown = { formation_fee: 8_900, ein: 19_900, registered_agent: 9_900, state_filing_fee: 14_000 };
    const { order, providerRef } = await openOrder(owner, {
      country: 'USA',
      currency: 'USD',
      totalMinor: 52_700,
      feeBreakdownMinor: breakdown,
      kind: 'incorporation',
    });
    await paid(providerRef, 52_700, 'USD');
    const [invoice] = await documentsOf(owner, order.id);
    expect(invoice).toMatchObject({
      title: 'Invoice',
      currency: 'USD',
      total_minor: 52_700,
      number: expect.stringMatching(/^US\/\d\d-\d\d\/\d{6}$/),
    });
    const lines = await pdfOf(bearer(owner.token), invoice!.download_url);
    expect(lines[0]).toMatch(/Charter \| Invoice$/);
    expect(lineWith(lines, 'Description')).toBe('Description | Amount');
    expect(lineWith(lines, 'Formation service')).toMatch(/\| \$89\.00$/);
    expect(lineWith(lines, 'EIN application service')).toMatch(/\| \$199\.00$/);
    expect(lineWith(lines, 'State filing fee')).toMatch(/\| \$140\.00$/);
    expect(lineWith(lines, 'Total (paid)')).toBe('Total (paid) | $527.00');
    expect(lines.filter((line) => /GST|Taxable value|SAC|Place of supply|reverse charge|pure agent/.test(line))).toEqual([]);
    expect(lineWith(lines, 'No sales tax or VAT')).toBeTruthy();
  });
});

describe('numbering', () => {
  it('a number taken in a transaction that rolls back is given again (no gap)', async () => {
    const series = 'ZZ';
    const first = await db().transaction((tx) => invoicesRepository.nextNumber(tx, series, '26-27'));
    await expect(
      db().transaction(async (tx) => {
        await invoicesRepository.nextNumber(tx, series, '26-27');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await db().transaction((tx) => invoicesRepository.nextNumber(tx, series, '26-27'));
    expect([first, next]).toEqual([1, 2]);
    // Each financial year starts again at 1.
    expect(await db().transaction((tx) => invoicesRepository.nextNumber(tx, series, '27-28'))).toBe(1);
  });

  it('50 orders paid at once get 50 consecutive invoice numbers, none twice, none skipped', async () => {
    const owner = await signedInUser(t.app, 'Busy Founder');
    const opened: Awaited<ReturnType<typeof openOrder>>[] = [];
    for (let index = 0; index < 50; index += 1) opened.push(await openOrder(owner, { state: 'Karnataka' }));
    const outcomes = await Promise.all(opened.map(({ providerRef, totalMinor }) => paid(providerRef, totalMinor, 'INR')));
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(Array(50).fill('paid'));

    const rows = await db().select().from(taxDocuments).where(eq(taxDocuments.series, 'CH'));
    const mine = rows.filter((row) => opened.some(({ order }) => order.id === row.orderId));
    expect(mine).toHaveLength(50);
    const sequences = mine.map((row) => row.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(50);
    expect(sequences.at(-1)! - sequences[0]!).toBe(49);
    // And the whole series so far has no gap.
    const all = rows
      .filter((row) => row.financialYear === fy())
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, index) => index + 1));

    // Each receipt goes out with its own invoice, drawn when the mail is delivered after fulfilment (and the next
    // test's sign-in waits for an empty outbox, so the 50 fulfilments and drawings belong to this test's time).
    const expected = mine.map((row) => `invoice-${row.number.replaceAll('/', '-')}.pdf`).sort();
    const attached = async () => {
      const mailbox = json<{ messages: { to: string; attachments: { filename: string }[] }[] }>(
        await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' }),
      );
      return mailbox.messages
        .filter((message) => message.to === owner.email)
        .flatMap((message) => message.attachments.map((attachment) => attachment.filename))
        .sort();
    };
    await expect.poll(attached, { timeout: 150_000, interval: 250 }).toEqual(expected);
    await deliveredMail(t.app, 30_000);
  }, 180_000);
});

describe('billing details at checkout', () => {
  it('a GSTIN with a wrong check character, or a state that is not its own, is a 400 with { detail, code }', async () => {
    const owner = await signedInUser(t.app, 'Careful Founder');
    for (const billing of [{ gstin: '29ABCDE1234F1ZX' }, { gstin: '29ABCDE1234F1ZW', state: 'Kerala' }, { gstin: 'ABC' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/create',
        headers: bearer(owner.token),
        payload: { origin_url: t.config.appUrl, company_id: '00000000-0000-4000-8000-000000000000', billing },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(/GSTIN|state/) });
    }
  });
});
