import { count, eq, inArray } from 'drizzle-orm';
import { founderSharesMessage, indiaRules, ownershipSumMessage, registeredAgentStateMessage, usaRules } from '@charter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser, type SignedInUser } from '../../../test/auth-helpers';
import { fulfilled } from '../../../test/orders-helpers';
import { createTestApp, json } from '../../../test/test-app';
import { auditEvents, companies, orderItems, orders } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;

const person = (index: number) => ({
  name: `Director ${index}`,
  phone: '+91 98765 4321' + String(index),
  email: `director${index}@example.com`,
});
const director = (index: number, resident = true) => ({ ...person(index), resident_in_india: resident });
const india = (overrides: Record<string, unknown> = {}) => ({
  service_type: 'incorporation',
  entity_type: 'Private Limited',
  company_name: `Nimbus Foods ${Math.random().toString(36).slice(2, 8)} Private Limited`,
  state: 'Delhi',
  authorized_capital: 1,
  directors: [director(1), director(2, false)],
  subscribers: [
    { name: 'Director 1', shares: 5000 },
    { name: 'Director 2', shares: 5000 },
  ],
  currency: 'INR',
  ...overrides,
});
const llp = (overrides: Record<string, unknown> = {}) =>
  india({ entity_type: 'LLP', authorized_capital: 0.5, subscribers: undefined, ...overrides });
const usa = (overrides: Record<string, unknown> = {}) => ({
  service_type: 'incorporation',
  country: 'USA',
  entity_type: 'LLC',
  company_name: `Harbor Labs ${Math.random().toString(36).slice(2, 8)} LLC`,
  state: 'Delaware',
  management: 'member-managed',
  members: [{ ...person(1), ownership_percent: 100 }],
  currency: 'USD',
  ...overrides,
});
const corp = (overrides: Record<string, unknown> = {}) =>
  usa({
    entity_type: 'C-Corp',
    company_name: `Harbor Labs ${Math.random().toString(36).slice(2, 8)} Inc.`,
    management: undefined,
    authorized_shares: 10_000_000,
    par_value: 0.00001,
    incorporator: { name: 'Director 1', email: 'director1@example.com' },
    members: [{ ...person(1), shares: 8_000_000, is_director: true, officer_titles: ['President/CEO', 'Secretary'] }],
    ...overrides,
  });

const post = (url: string, token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });
const countOf = async (table: typeof orders | typeof companies) => (await db.select({ n: count() }).from(table))[0]!.n;

describe('POST /api/incorporation/quote', () => {
  it('prices India and the USA from the server’s tables', async () => {
    const founder = await signedInUser(t.app, 'Quote Founder');
    const indiaQuote = await post('/api/incorporation/quote', founder.token, india());
    expect(indiaQuote.statusCode).toBe(200);
    expect(json(indiaQuote)).toEqual({
      fee_breakdown: { stamp_duty: 360, dsc: 5000, name_approval: 1000, pan_tan: 200, government_fee: 6560, professional_fee: 4999 },
      total_amount: 11559,
      currency: 'INR',
    });
    const usaQuote = json(
      await post('/api/incorporation/quote', founder.token, usa({ members: undefined, state: 'Texas', entity_type: 'C-Corp' })),
    );
    expect(usaQuote).toMatchObject({ total_amount: 717, currency: 'USD' });
  });

  it('refuses bad input with 400 and the §5 messages, and callers who are not signed in with 401', async () => {
    const founder = await signedInUser(t.app, 'Bad Input');
    const opc = await post('/api/incorporation/quote', founder.token, india({ entity_type: 'OPC' }));
    expect(opc.statusCode).toBe(400);
    expect(json<{ detail: string }>(opc).detail).toContain('OPC can have only 1 director');
    expect((await post('/api/incorporation/quote', founder.token, india({ authorized_capital: 3 }))).statusCode).toBe(400);
    expect((await post('/api/incorporation/quote', founder.token, india({ state: 'Atlantis' }))).statusCode).toBe(400);
    expect(
      (await post('/api/incorporation/create', founder.token, india({ directors: Array.from({ length: 16 }, (_u, i) => director(i)) })))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/incorporation/create', founder.token, llp({ directors: Array.from({ length: 11 }, (_u, i) => director(i)) })))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/incorporation/usa/create', founder.token, usa({ members: [{ name: 'No Phone', email: 'x@example.com' }] })))
        .statusCode,
    ).toBe(400);
    expect((await post('/api/incorporation/quote', undefined, india())).statusCode).toBe(401);
  });
});

const opcBody = (overrides: Record<string, unknown> = {}) =>
  india({
    entity_type: 'OPC',
    directors: [director(1)],
    nominee: { name: 'Nominee Nair', phone: '+91 98765 43299', email: 'nominee@example.com', consent: true },
    subscribers: [{ name: 'Director 1', shares: 10000 }],
    ...overrides,
  });

describe('the law’s refusals, each with its words (400, VALIDATION_FAILED)', () => {
  const cases: [string, string, () => Record<string, unknown>, string][] = [
    ['s.149(1)(a): one director', '/api/incorporation/create', () => india({ directors: [director(1)] }), indiaRules.privateMinDirectors],
    [
      's.149(3): no resident director',
      '/api/incorporation/create',
      () => india({ directors: [director(1, false), director(2, false)] }),
      indiaRules.residentDirector,
    ],
    [
      's.3(1)(b): one subscriber',
      '/api/incorporation/create',
      () => india({ subscribers: [{ name: 'Director 1', shares: 10 }] }),
      indiaRules.privateMinSubscribers,
    ],
    [
      's.4(1)(e): shares beyond the authorised capital',
      '/api/incorporation/create',
      () =>
        india({
          subscribers: [
            { name: 'Director 1', shares: 9000 },
            { name: 'Director 2', shares: 2000 },
          ],
        }),
      'more than the 10,000 that the authorised capital of ₹1,00,000 allows at ₹10 a share',
    ],
    ['rule 4: an OPC without a nominee', '/api/incorporation/create', () => opcBody({ nominee: undefined }), indiaRules.nomineeRequired],
    [
      'rule 4(1): the nominee has not consented',
      '/api/incorporation/create',
      () => opcBody({ nominee: { name: 'Nominee Nair', phone: '+91 98765 43299', email: 'nominee@example.com', consent: false } }),
      indiaRules.nomineeConsent,
    ],
    [
      'LLP Act s.7(1): one designated partner',
      '/api/incorporation/create',
      () => llp({ directors: [director(1)] }),
      indiaRules.llpMinPartners,
    ],
    [
      'LLP Act s.7(1): no resident partner',
      '/api/incorporation/create',
      () => llp({ directors: [director(1, false), director(2, false)] }),
      indiaRules.residentPartner,
    ],
    [
      'an email named after its person',
      '/api/incorporation/create',
      () => india({ directors: [director(1), { ...director(2), name: 'Rohan', email: 'rohan@' }] }),
      'Enter a valid email for Rohan',
    ],
    [
      'LLC ownership not adding up to 100',
      '/api/incorporation/usa/create',
      () => usa({ members: [{ ...person(1), ownership_percent: 90 }] }),
      ownershipSumMessage(90),
    ],
    ['LLC management not chosen', '/api/incorporation/usa/create', () => usa({ management: undefined }), usaRules.llcManagement],
    [
      'DGCL §102(a)(4): no authorised shares',
      '/api/incorporation/usa/create',
      () => corp({ authorized_shares: undefined }),
      usaRules.authorisedShares,
    ],
    ['DGCL §§101, 103: no incorporator', '/api/incorporation/usa/create', () => corp({ incorporator: undefined }), usaRules.incorporator],
    [
      'DGCL §142(a): no secretary',
      '/api/incorporation/usa/create',
      () => corp({ members: [{ ...person(1), shares: 1, is_director: true, officer_titles: ['President/CEO'] }] }),
      usaRules.officers,
    ],
    [
      'DGCL §161: founders’ shares beyond the authorised',
      '/api/incorporation/usa/create',
      () => corp({ authorized_shares: 5000 }),
      founderSharesMessage(8_000_000, 5000),
    ],
    [
      'the registered agent’s address outside the state',
      '/api/incorporation/usa/create',
      () =>
        corp({
          registered_agent: { provider: 'own', name: 'Agent Co', street: '1 Main St', city: 'Austin', state: 'Texas', zip: '73301' },
        }),
      registeredAgentStateMessage('Delaware'),
    ],
  ];
  // One founder for the whole table: sign-ins are rate-limited per address and per IP.
  let founder: SignedInUser;
  beforeAll(async () => {
    founder = await signedInUser(t.app, 'Tampering Tara');
  });
  it.each(cases)('%s', async (_rule, url, body, message) => {
    const [ordersBefore, companiesBefore] = [await countOf(orders), await countOf(companies)];
    const response = await post(url, founder.token, body());
    expect(response.statusCode).toBe(400);
    expect(json<{ code: string }>(response).code).toBe('VALIDATION_FAILED');
    expect(json<{ detail: string }>(response).detail).toContain(message);
    expect([await countOf(orders), await countOf(companies)]).toEqual([ordersBefore, companiesBefore]);
  });

  it('the quote counts a DSC for each director and each subscriber who is not one, and refuses one director', async () => {
    const founder = await signedInUser(t.app, 'Counting Chitra');
    const three = json<{ fee_breakdown: { dsc: number } }>(
      await post('/api/incorporation/quote', founder.token, india({ directors: [director(1), director(2), director(3)] })),
    );
    expect(three.fee_breakdown.dsc).toBe(7500);
    const angel = json<{ fee_breakdown: { dsc: number } }>(
      await post(
        '/api/incorporation/quote',
        founder.token,
        india({
          subscribers: [
            { name: 'Director 1', shares: 5000 },
            { name: 'Angel Arora', shares: 1000 },
            { name: 'director 2', shares: 10 },
          ],
        }),
      ),
    );
    expect(angel.fee_breakdown.dsc).toBe(7500);
    const one = await post('/api/incorporation/quote', founder.token, india({ directors: [director(1)] }));
    expect(one.statusCode).toBe(400);
    expect(json(one)).toEqual({ code: 'VALIDATION_FAILED', detail: `directors: ${indiaRules.privateMinDirectors}` });
  });

  it('an OPC keeps its nominee and subscription with the order; a C-Corp its shares, incorporator and franchise tax', async () => {
    const founder = await signedInUser(t.app, 'Ordering Omar');
    const opcStart = json<{ order_id: string }>(await post('/api/incorporation/create', founder.token, opcBody()));
    const corpStart = json<{ order_id: string }>(await post('/api/incorporation/usa/create', founder.token, corp()));
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [opcStart.order_id, corpStart.order_id]));
    const byOrder = new Map(items.map((item) => [item.orderId, item.details as Record<string, unknown>]));
    expect(byOrder.get(opcStart.order_id)).toMatchObject({
      nominee: { name: 'Nominee Nair', consent: true },
      subscribers: [{ name: 'Director 1', shares: 10000 }],
      share_face_value: 10,
    });
    expect(byOrder.get(corpStart.order_id)).toMatchObject({
      authorized_shares: 10_000_000,
      par_value: 0.00001,
      incorporator: { name: 'Director 1' },
      registered_agent: { provider: 'charter' },
      annual_franchise_tax_minor: 8_516_500,
    });
  });
});

describe('POST /api/incorporation/create (India)', () => {
  it('creates the forming company (caller its owner), the pending order and its payment, in one go', async () => {
    const founder = await signedInUser(t.app, 'Isha India');
    const body = india();
    const response = await post('/api/incorporation/create', founder.token, { ...body, total_amount: 11559 });
    expect(response.statusCode).toBe(200);
    const start = json<{ payment_method: string; amount: number; order_id: string; razorpay_order_id: string; razorpay_key_id: string }>(
      response,
    );
    expect(start).toMatchObject({ payment_method: 'sandbox_popup', amount: 1_155_900, currency: 'INR' });
    const detail = json<{
      order: {
        kind: string;
        company_id: string;
        payment_status: string;
        order_status: string;
        total_amount: number;
        items: { fee_breakdown: unknown }[];
      };
    }>(await t.app.inject({ method: 'GET', url: `/api/orders/${start.order_id}`, headers: bearer(founder.token) }));
    expect(detail.order).toMatchObject({ kind: 'incorporation', payment_status: 'pending', order_status: 'pending', total_amount: 11559 });
    expect(detail.order.items[0]!.fee_breakdown).toMatchObject({ stamp_duty: 360, government_fee: 6560 });
    const company = json<{ status: string; role: string; name: string; is_formation: boolean }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${detail.order.company_id}`, headers: bearer(founder.token) }),
    );
    expect(company).toMatchObject({ status: 'forming', role: 'owner', name: body.company_name, is_formation: true });
    const actions = (await db.select().from(auditEvents).where(eq(auditEvents.companyId, detail.order.company_id))).map(
      (event) => event.action,
    );
    expect(actions.sort()).toEqual(['company.created', 'order.created']);
  });

  it('refuses a total that differs from the server’s with 409 and creates nothing', async () => {
    const founder = await signedInUser(t.app, 'Tampering Tom');
    const [ordersBefore, companiesBefore] = [await countOf(orders), await countOf(companies)];
    const tampered = await post('/api/incorporation/create', founder.token, india({ total_amount: 1 }));
    expect(tampered.statusCode).toBe(409);
    expect(json(tampered)).toMatchObject({ code: 'CONFLICT', detail: expect.stringContaining('₹11,559') });
    const line = await post(
      '/api/incorporation/create',
      founder.token,
      india({
        fee_breakdown: { stamp_duty: 0, dsc: 5000, name_approval: 1000, pan_tan: 200, government_fee: 6200, professional_fee: 4999 },
      }),
    );
    expect(line.statusCode).toBe(409);
    expect([await countOf(orders), await countOf(companies)]).toEqual([ordersBefore, companiesBefore]);
  });

  it('the same Idempotency-Key answers the first checkout and creates nothing new, even at once', async () => {
    const founder = await signedInUser(t.app, 'Double Clicker');
    const body = india();
    const headers = { 'idempotency-key': 'wizard-attempt-0001' };
    const [ordersBefore, companiesBefore] = [await countOf(orders), await countOf(companies)];
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/incorporation/create', founder.token, body, headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = answers.map((answer) => json<{ order_id: string; razorpay_order_id: string }>(answer));
    expect(new Set(ids.map((id) => id.order_id)).size).toBe(1);
    expect(new Set(ids.map((id) => id.razorpay_order_id)).size).toBe(1);
    const again = json<{ order_id: string }>(await post('/api/incorporation/create', founder.token, body, headers));
    expect(again.order_id).toBe(ids[0]!.order_id);
    expect([await countOf(orders), await countOf(companies)]).toEqual([ordersBefore + 1, companiesBefore + 1]);
    // Without the key, the same company again is a duplicate the founder is pointed to.
    const duplicate = await post('/api/incorporation/create', founder.token, body);
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate)).toMatchObject({ code: 'CONFLICT', existing_id: expect.any(String) });
  });

  it('paid in the sandbox popup, the order gets its India formation tasks and receipt', async () => {
    const founder = await signedInUser(t.app, 'Paying Priya');
    const start = json<{ order_id: string; razorpay_order_id: string }>(await post('/api/incorporation/create', founder.token, llp()));
    const paid = json<Record<string, string>>(
      await post(`/api/sandbox/checkouts/${start.razorpay_order_id}`, undefined, { action: 'pay' }),
    );
    const verified = await post('/api/payment/razorpay/verify', founder.token, {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    });
    expect(verified.statusCode).toBe(200);
    const detail = await fulfilled(t.app, founder.token, start.order_id);
    expect((detail.tasks as { title: string }[]).map((task) => task.title)).toEqual([
      'Name reservation',
      'Digital signature certificates (DSC)',
      'FiLLiP filing',
      'PAN and TAN',
      'Bank account',
    ]);
    // Issue 27: every formation step is a filing or registration Charter's team makes; none is the founder's to close.
    expect(new Set((detail.tasks as { performer: string }[]).map((task) => task.performer))).toEqual(new Set(['charter']));
  });
});

describe('POST /api/incorporation/usa/create', () => {
  it('answers the hosted checkout; paid there, the order gets the USA tasks with due dates from the payment day', async () => {
    const founder = await signedInUser(t.app, 'Uma Founder');
    const response = await post('/api/incorporation/usa/create', founder.token, corp({ total_amount: 497 }));
    expect(response.statusCode).toBe(200);
    const start = json<{ payment_method: string; stripe_url: string; stripe_session_id: string; order_id: string }>(response);
    expect(start.payment_method).toBe('sandbox_hosted');
    expect(start.stripe_url).toContain(`/sandbox/checkout/${start.stripe_session_id}`);
    const pay = json<{ redirect_url: string }>(
      await post(`/api/sandbox/checkouts/${start.stripe_session_id}`, undefined, { action: 'pay' }),
    );
    expect(pay.redirect_url).toContain(`/checkout/success?session_id=${start.stripe_session_id}`);
    const status = json(
      await t.app.inject({ method: 'GET', url: `/api/payment/stripe/status/${start.stripe_session_id}`, headers: bearer(founder.token) }),
    );
    expect(status).toMatchObject({ payment_status: 'paid', order_id: start.order_id });
    // The new company comes with the answer, so the success page can make it the selected one.
    const [company] = json<{ id: string; name: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(founder.token) }),
    );
    expect(status).toMatchObject({ company_id: company!.id });
    const detail = await fulfilled(t.app, founder.token, start.order_id);
    const tasks = detail.tasks as { title: string; due_date: string | null }[];
    expect(tasks.map((task) => task.title)).toEqual(['State filing', 'Registered agent', 'EIN application', 'Bylaws']);
    const paidDay = new Date().toISOString().slice(0, 10);
    const in7 = new Date(`${paidDay}T00:00:00Z`);
    in7.setUTCDate(in7.getUTCDate() + 7);
    expect(tasks[0]!.due_date).toBe(in7.toISOString().slice(0, 10));
  });

  it('refuses an India body on the USA call and a USA state on the India call', async () => {
    const founder = await signedInUser(t.app, 'Mixed Up');
    expect((await post('/api/incorporation/usa/create', founder.token, india())).statusCode).toBe(400);
    expect((await post('/api/incorporation/create', founder.token, india({ state: 'Texas' }))).statusCode).toBe(400);
  });
});
