import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderList, OrderDetail, OrderTask, TaskList, TimelineEntry } from '@charter/shared';
import { bearer, latestMailTo, signedInUser, signInStaff, type SignedInUser } from '../../../test/auth-helpers';
import { deliverStripeWebhook, fakeStripe, stripeEvent } from '../../../test/fake-stripe';
import { appliedWebhook, fulfilled, paidInSandboxPopup, plannedTasks, unpaidOrder } from '../../../test/orders-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { auditEvents, orderCancellationRequests, orderItems, orderRefunds, orders, sandboxRefunds } from '../../db/schema';
import { refundIdempotencyKey } from './admin-orders.service';

const staff = { email: 'staff-orders@charter.test', password: 'staff-password-123' };
const stripeSecret = 'whsec_admin_orders';
const stripe = fakeStripe();
let t: TestApp;
let staffHeaders: Record<string, string>;
let stripePort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  stripePort = (stripe.server.address() as AddressInfo).port;
  // INR pays in the sandbox (no Razorpay keys), USD through Stripe's official SDK against the fake.
  t = await createTestApp({
    admin: staff,
    payments: {
      razorpay: undefined,
      stripe: { secretKey: 'sk_test_charter', webhookSecret: stripeSecret, apiBase: `http://127.0.0.1:${stripePort}` },
      sandbox: { enabled: true, secret: 'sandbox-secret-admin-orders' },
    },
  });
  staffHeaders = await signInStaff(t.app, staff);
});
afterAll(async () => {
  await t.close();
  stripe.server.close();
});

const db = () => t.database.db;

/** An INR order paid in the sandbox popup (signature verified), fulfilled with the three planned tasks. */
async function sandboxPaidOrder(owner: SignedInUser) {
  const { order, company } = await unpaidOrder(t.app, db(), owner);
  await db()
    .update(orderItems)
    .set({ details: { company_name: company.name, tasks: plannedTasks } })
    .where(eq(orderItems.orderId, order.id));
  const popup = json<{ razorpay_order_id: string }>(
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
  );
  const paid = await paidInSandboxPopup(t.app, owner, popup.razorpay_order_id);
  const detail = await fulfilled(t.app, owner.token, order.id);
  return { order, company, tasks: detail.tasks as { id: string }[], providerPaymentId: paid.razorpay_payment_id };
}

let intents = 0;
/** A USD order paid through Stripe Checkout (a signed webhook with its PaymentIntent). */
async function stripePaidOrder(owner: SignedInUser) {
  const { order, company } = await unpaidOrder(t.app, db(), owner, { currency: 'USD', totalMinor: 49_700 });
  const start = json<{ stripe_session_id: string }>(
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
  );
  const session = stripe.sessions.get(start.stripe_session_id)!;
  const paymentIntent = `pi_admin_${(intents += 1)}`;
  const payload = stripeEvent(`evt_admin_${intents}`, 'checkout.session.completed', {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paymentIntent,
  });
  const delivered = await deliverStripeWebhook(t.app, payload, stripeSecret);
  expect(await appliedWebhook(db(), delivered)).toEqual({ outcome: 'paid' });
  return { order, company, paymentIntent };
}

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = staffHeaders) =>
  t.app.inject({ method, url: `/api/admin/orders${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const setStatus = (orderId: string, payload: unknown, headers = staffHeaders) => admin('PUT', `/${orderId}/status`, payload, headers);
const auditOf = async (orderId: string, action: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, orderId), eq(auditEvents.action, action)));
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const refundRow = async (orderId: string) => (await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0];
const founderDetail = async (owner: SignedInUser, orderId: string) =>
  json<OrderDetail>(await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(owner.token) }));

describe('GET /api/admin/orders and /api/admin/orders/{id}', () => {
  it('lists every company’s orders 50 a page, filters by status, payment status and country, searches number and email', async () => {
    const owner = await signedInUser(t.app, 'Lata Lister');
    const paid = await sandboxPaidOrder(owner);
    const unpaid = await unpaidOrder(t.app, db(), owner);

    const all = json<AdminOrderList>(await admin('GET', ''));
    expect(all.pagination).toMatchObject({ page: 1, limit: 50 });
    expect(all.orders.map((row) => row.id)).toEqual(expect.arrayContaining([paid.order.id, unpaid.order.id]));
    expect(all.orders.find((row) => row.id === paid.order.id)).toMatchObject({
      order_number: paid.order.orderNumber,
      name: 'GST registration',
      company: { id: paid.company.id, name: paid.company.name, country: 'India' },
      customer: { id: owner.id, email: owner.email },
      currency: 'INR',
      total_amount: 11559,
      order_status: 'processing',
      payment_status: 'paid',
      cancellation_requested: false,
      refund_status: null,
    });

    const byNumber = json<AdminOrderList>(await admin('GET', `?q=${paid.order.orderNumber.toLowerCase()}`));
    expect(byNumber.orders.map((row) => row.id)).toEqual([paid.order.id]);
    const byEmail = json<AdminOrderList>(await admin('GET', `?q=${encodeURIComponent(owner.email.toUpperCase())}`));
    expect(byEmail.orders.map((row) => row.id).sort()).toEqual([paid.order.id, unpaid.order.id].sort());
    const paidOnly = json<AdminOrderList>(
      await admin('GET', `?q=${encodeURIComponent(owner.email)}&payment_status=paid&status=processing`),
    );
    expect(paidOnly.orders.map((row) => row.id)).toEqual([paid.order.id]);
    expect(json<AdminOrderList>(await admin('GET', `?q=${encodeURIComponent(owner.email)}&country=USA`)).orders).toEqual([]);
    // LIKE wildcards typed by staff are literal characters, not "match anything".
    expect(json<AdminOrderList>(await admin('GET', '?q=%25')).orders).toEqual([]);

    const paged = json<AdminOrderList>(await admin('GET', '?page=2&limit=1'));
    expect(paged.orders).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(paged.pagination.pages).toBe(paged.pagination.total);

    for (const query of ['?page=0', '?limit=500', '?status=shipped', '?payment_status=maybe', '?country=France', '?page=abc']) {
      const response = await admin('GET', query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    // A founder's session is not an admin's.
    expect((await admin('GET', '', undefined, bearer(owner.token))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });

  it('shows one order with its company, customer, payment, timeline, tasks, figures and the statuses staff may choose', async () => {
    const owner = await signedInUser(t.app, 'Dev Detail');
    const { order, company, providerPaymentId } = await sandboxPaidOrder(owner);
    const response = await admin('GET', `/${order.id}`);
    expect(response.statusCode).toBe(200);
    const detail = json<AdminOrderDetail>(response);
    expect(detail).toMatchObject({
      order: { id: order.id, order_number: order.orderNumber, payment_status: 'paid', order_status: 'processing' },
      company: { id: company.id, name: company.name, country: 'India' },
      customer: { id: owner.id, email: owner.email, name: 'Dev Detail' },
      payments: [{ provider: 'sandbox', status: 'paid', amount: 11559, provider_payment_id: providerPaymentId }],
      milestones: { refund_if_cancelled: 11559 },
      refund: null,
      allowed_statuses: ['in_progress', 'completed', 'cancelled'],
    });
    expect(detail.tasks.map((task) => task.title)).toEqual(plannedTasks.map((task) => task.title));
    expect(detail.timeline.map((entry) => entry.title)).toEqual(['Order placed', 'Payment received', 'Work started']);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await admin('GET', `/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toEqual({ detail: 'Order not found', code: 'NOT_FOUND' });
    }
    expect((await admin('GET', `/${order.id}`, undefined, bearer(owner.token))).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/orders/{id}/status', () => {
  it('moves a paid order along the table, on the timeline with the agent label and in the audit log; illegal moves are 409', async () => {
    const owner = await signedInUser(t.app, 'Sana Status');
    const { order } = await sandboxPaidOrder(owner);

    const started = await setStatus(order.id, { order_status: 'in_progress', note: 'Filing prepared.' });
    expect(started.statusCode, started.body).toBe(200);
    expect(json<AdminOrderDetail>(started)).toMatchObject({
      order: { order_status: 'in_progress' },
      allowed_statuses: ['processing', 'completed', 'cancelled'],
    });
    const [event] = await auditOf(order.id, 'order.status_changed');
    expect(event).toMatchObject({ actorType: 'staff', companyId: order.companyId, targetLabel: order.orderNumber });
    expect(event!.changes).toEqual([
      { field: 'order_status', before: 'processing', after: 'in_progress' },
      { field: 'note', before: null, after: 'Filing prepared.' },
    ]);
    const seen = (await founderDetail(owner, order.id)).timeline.at(-1)!;
    expect(seen).toMatchObject({ title: 'Order in progress', agent_name: expect.any(String) as string });
    expect(seen.description).toContain('Note from your agent: Filing prepared.');

    // `status` is accepted as well as the spec's `order_status`; the same status twice is 409.
    const completed = await setStatus(order.id, { status: 'completed' });
    expect(json<AdminOrderDetail>(completed).order.order_status).toBe('completed');
    expect((await latestMailTo(t.app, owner.email)).subject).toBe(`Order ${order.orderNumber} is complete`);
    const again = await setStatus(order.id, { order_status: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ detail: 'The order is already completed.', code: 'CONFLICT' });
    const cancelDone = await setStatus(order.id, { order_status: 'cancelled' });
    expect(cancelDone.statusCode).toBe(409);
    expect(json(cancelDone).detail).toBe('An order that is completed can move to in progress, not to cancelled.');
    expect((await orderRow(order.id)).orderStatus).toBe('completed');

    // An unpaid order cannot be worked on, only cancelled (nothing to refund).
    const unpaid = await unpaidOrder(t.app, db(), owner);
    const work = await setStatus(unpaid.order.id, { order_status: 'processing' });
    expect(work.statusCode).toBe(409);
    expect(json(work).detail).toBe('This order has not been paid, so it cannot be processing; it can only be cancelled.');
    const cancelled = await setStatus(unpaid.order.id, { order_status: 'cancelled' });
    expect(json<AdminOrderDetail>(cancelled)).toMatchObject({ order: { order_status: 'cancelled' }, refund: null, allowed_statuses: [] });
    const final = await setStatus(unpaid.order.id, { order_status: 'processing' });
    expect(json(final)).toEqual({ detail: 'This order is cancelled: a cancelled order cannot change status.', code: 'CONFLICT' });
  });

  it('refuses bad input with 400, unknown orders with 404 and a founder’s session with 401, changing nothing', async () => {
    const owner = await signedInUser(t.app, 'Bela Bad');
    const { order } = await sandboxPaidOrder(owner);
    for (const body of [
      {},
      { order_status: 'failed' },
      { order_status: 'pending' },
      { status: 42 },
      { order_status: 'completed', status: 'cancelled' },
      { order_status: 'completed', note: 'x'.repeat(2001) },
    ]) {
      const response = await setStatus(order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    expect((await setStatus('00000000-0000-4000-8000-000000000000', { order_status: 'completed' })).statusCode).toBe(404);
    expect((await setStatus(order.id, { order_status: 'cancelled' }, bearer(owner.token))).statusCode).toBe(401);
    expect((await orderRow(order.id)).orderStatus).toBe('processing');
    expect(await auditOf(order.id, 'order.status_changed')).toEqual([]);
  });
});

/** Paid INR revenue in minor units, net of refunds, as the back office's statistics report it. */
async function statisticsInr(): Promise<number> {
  const stats = json<{ revenue: { by_currency: { currency: string; total_minor: number }[] } }>(
    await t.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: staffHeaders }),
  );
  return stats.revenue.by_currency.find((line) => line.currency === 'INR')?.total_minor ?? 0;
}

describe('cancelling a paid order refunds it, exactly once', () => {
  it('sandbox: refunds the figure quoted with the open request, accepts it, tells the founder; a repeat refunds nothing', async () => {
    const owner = await signedInUser(t.app, 'Rhea Refund');
    const { order, tasks, providerPaymentId } = await sandboxPaidOrder(owner);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancellation`,
      headers: bearer(owner.token),
      payload: { reason: 'We are closing the business.' },
    });
    expect(json(asked)).toMatchObject({ refund_quoted: 11559 });
    // Work done after the request does not lower what the founder was promised.
    await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/tasks/${tasks[0]!.id}/complete`, headers: bearer(owner.token) });
    expect((await founderDetail(owner, order.id)).milestones.refund_if_cancelled).toBe(7706);
    const queued = json<AdminOrderList>(await admin('GET', `?q=${order.orderNumber}`)).orders[0]!;
    expect(queued.cancellation_requested).toBe(true);

    const response = await setStatus(order.id, { order_status: 'cancelled', note: 'As you asked.' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = json<AdminOrderDetail>(response);
    expect(detail.order.order_status).toBe('cancelled');
    expect(detail.refund).toMatchObject({
      status: 'succeeded',
      amount: 11559,
      currency: 'INR',
      provider: 'sandbox',
      idempotency_key: refundIdempotencyKey(order.id, 1),
      attempts: 1,
      failure_reason: null,
    });
    expect(detail.refund!.provider_refund_id).toMatch(/^re_sbx_/);
    const atSandbox = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, providerPaymentId));
    expect(atSandbox).toMatchObject([{ amountMinor: 1_155_900, idempotencyKey: refundIdempotencyKey(order.id, 1) }]);
    const [request] = await db().select().from(orderCancellationRequests).where(eq(orderCancellationRequests.orderId, order.id));
    expect(request!.status).toBe('accepted');

    const founder = await founderDetail(owner, order.id);
    expect(founder.order.order_status).toBe('cancelled');
    expect(founder.milestones).toMatchObject({
      refund_if_cancelled: null,
      refund_unavailable: 'cancelled',
      cancellation: { status: 'accepted' },
    });
    expect(founder.timeline.at(-1)).toMatchObject({ title: 'Order cancelled', status: 'completed' });
    expect(founder.timeline.at(-1)!.description).toContain('refunded ₹11,559');
    expect(founder.timeline.at(-1)!.agent_name).not.toBeNull();
    const mail = await latestMailTo(t.app, owner.email);
    expect(mail.subject).toBe(`Order ${order.orderNumber} is cancelled`);
    expect(mail.text).toContain('refunded ₹11,559');
    expect((await auditOf(order.id, 'order.refunded'))[0]!.changes).toEqual([
      { field: 'amount', before: null, after: '₹11,559' },
      { field: 'provider_refund_id', before: null, after: detail.refund!.provider_refund_id },
    ]);
    expect((await auditOf(order.id, 'order.status_changed'))[0]!.changes).toContainEqual({
      field: 'refund',
      before: null,
      after: '₹11,559',
    });

    const repeat = await setStatus(order.id, { order_status: 'cancelled' });
    expect(repeat.statusCode).toBe(409);
    expect(json(repeat).detail).toBe('The order is already cancelled.');
    expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, providerPaymentId))).toHaveLength(1);
    expect(await auditOf(order.id, 'order.refunded')).toHaveLength(1);
  });

  it('without a request, refunds what milestone pricing gives today; spending and revenue figures drop by the refund', async () => {
    const owner = await signedInUser(t.app, 'Nina Now');
    const { order, tasks, company } = await sandboxPaidOrder(owner);
    await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/tasks/${tasks[0]!.id}/complete`, headers: bearer(owner.token) });
    const spent = async () =>
      json<{ orders: { total_spent: number } }>(
        await t.app.inject({ method: 'GET', url: `/api/dashboard?company_id=${company.id}`, headers: bearer(owner.token) }),
      ).orders.total_spent;
    expect(await spent()).toBe(11_559);
    const revenueBefore = await statisticsInr();

    const detail = json<AdminOrderDetail>(await setStatus(order.id, { order_status: 'cancelled' }));
    expect(detail.refund).toMatchObject({ status: 'succeeded', amount: 7706 });
    // The founder kept paying for ₹3,853 of work; the business kept that much of the order.
    expect(await spent()).toBe(3_853);
    expect(await statisticsInr()).toBe(revenueBefore - 770_600);
  });

  it('Stripe: twenty cancels at once make one refund call at the provider, with the order’s key', async () => {
    const owner = await signedInUser(t.app, 'Tara Twenty');
    const { order, paymentIntent } = await stripePaidOrder(owner);
    const before = stripe.refundCalls.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => setStatus(order.id, { order_status: 'cancelled' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const calls = stripe.refundCalls.slice(before);
    expect(calls).toEqual([{ idempotencyKey: refundIdempotencyKey(order.id, 1), paymentIntent, amount: 49_700 }]);
    expect((await orderRow(order.id)).orderStatus).toBe('cancelled');
    expect(await refundRow(order.id)).toMatchObject({
      status: 'succeeded',
      providerRefundId: expect.stringMatching(/^re_test_/) as string,
    });
    expect(await auditOf(order.id, 'order.refunded')).toHaveLength(1);
    const counted = await db().select({ n: count() }).from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(counted[0]!.n).toBe(1);
  });

  it('Stripe refuses: the order is not cancelled; the retry (a fresh key, since nothing moved) refunds once', async () => {
    const owner = await signedInUser(t.app, 'Fay Failure');
    const { order } = await stripePaidOrder(owner);
    Object.assign(stripe.failRefunds, { status: 400, count: 1 });
    const refused = await setStatus(order.id, { order_status: 'cancelled' });
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toMatchObject({ code: 'PAYMENT_FAILED' });
    expect(json(refused).detail).toContain('The order was not cancelled.');
    expect((await orderRow(order.id)).orderStatus).toBe('processing');
    expect(await refundRow(order.id)).toMatchObject({ status: 'failed', attempts: 2, idempotencyKey: refundIdempotencyKey(order.id, 2) });
    expect(await auditOf(order.id, 'order.refund_failed')).toHaveLength(1);
    const view = json<AdminOrderDetail>(await admin('GET', `/${order.id}`));
    expect(view.refund).toMatchObject({ status: 'failed', failure_reason: 'Charge ch_1 has been disputed.' });
    expect(view.order.order_status).toBe('processing');

    const retried = await setStatus(order.id, { order_status: 'cancelled' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(json<AdminOrderDetail>(retried).refund).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect(stripe.refunds.get(refundIdempotencyKey(order.id, 2))).toBeDefined();
    expect(stripe.refunds.get(refundIdempotencyKey(order.id, 1))).toBeUndefined();
    expect((await setStatus(order.id, { order_status: 'cancelled' })).statusCode).toBe(409);
    expect(await auditOf(order.id, 'order.refunded')).toHaveLength(1);
  });

  it('Stripe does not answer: 503, not cancelled; the retry re-sends the same key', async () => {
    const owner = await signedInUser(t.app, 'Uma Unknown');
    const { order } = await stripePaidOrder(owner);
    const before = stripe.refundCalls.length;
    // The SDK retries a 5xx twice with the same key: three failures exhaust it.
    Object.assign(stripe.failRefunds, { status: 500, count: 3 });
    const unknown = await setStatus(order.id, { order_status: 'cancelled' });
    expect(unknown.statusCode).toBe(503);
    expect(json(unknown)).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect((await orderRow(order.id)).orderStatus).toBe('processing');
    expect(await refundRow(order.id)).toMatchObject({ status: 'failed', attempts: 1, idempotencyKey: refundIdempotencyKey(order.id, 1) });

    expect((await setStatus(order.id, { order_status: 'cancelled' })).statusCode).toBe(200);
    const keys = stripe.refundCalls.slice(before).map((call) => call.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([refundIdempotencyKey(order.id, 1)]));
    expect(keys).toHaveLength(4);
  });

  it('a refund a crash left pending is taken over once its claim expires, with the same key: the provider refunds once', async () => {
    const owner = await signedInUser(t.app, 'Cyra Crash');
    const { order, paymentIntent } = await stripePaidOrder(owner);
    const payment = json<AdminOrderDetail>(await admin('GET', `/${order.id}`)).payments[0]!;
    const key = refundIdempotencyKey(order.id, 1);
    // The crashed request had written its row and reached Stripe, but never recorded the answer.
    await db().insert(orderRefunds).values({
      orderId: order.id,
      paymentId: payment.id,
      provider: 'stripe',
      amountMinor: 49_700,
      currency: 'USD',
      idempotencyKey: key,
      claimedAt: new Date(),
      requestedByName: 'Staff',
    });
    const client = new Stripe('sk_test_charter', { host: '127.0.0.1', port: stripePort, protocol: 'http' });
    const first = await client.refunds.create({ payment_intent: paymentIntent, amount: 49_700 }, { idempotencyKey: key });

    // While the claim is fresh, nobody else calls the provider.
    const busy = await setStatus(order.id, { order_status: 'cancelled' });
    expect(busy.statusCode).toBe(409);
    expect(json(busy).detail).toBe('A refund for this order is being made right now. Refresh the order in a moment.');

    await db()
      .update(orderRefunds)
      .set({ claimedAt: new Date(Date.now() - 120_000) })
      .where(eq(orderRefunds.orderId, order.id));
    const taken = await setStatus(order.id, { order_status: 'cancelled' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(json<AdminOrderDetail>(taken).refund).toMatchObject({ status: 'succeeded', provider_refund_id: first.id });
    expect([...stripe.refunds.keys()].filter((k) => k === key)).toHaveLength(1);
  });
});

describe('POST /api/admin/orders/{id}/timeline', () => {
  it('adds a staff update the founder sees with the agent label; audited; bad input 400, unknown 404, founder 401', async () => {
    const owner = await signedInUser(t.app, 'Tia Timeline');
    const { order } = await sandboxPaidOrder(owner);
    const response = await admin('POST', `/${order.id}/timeline`, {
      title: 'Name approved',
      description: 'The registrar approved the name.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = json<TimelineEntry>(response);
    expect(entry).toMatchObject({ title: 'Name approved', status: 'completed' });
    expect(entry.agent_name).toEqual(expect.any(String));
    const seen = (await founderDetail(owner, order.id)).timeline;
    expect(seen.at(-1)).toEqual(entry);
    expect(seen.find((item) => item.title === 'Payment received')!.agent_name).toBeNull();
    expect((await auditOf(order.id, 'order.timeline_added'))[0]).toMatchObject({ actorType: 'staff', companyId: order.companyId });

    for (const body of [
      {},
      { title: '', description: 'x' },
      { title: 'x', description: '  ' },
      { title: 'x', description: 'y', status: 'done' },
    ]) {
      const bad = await admin('POST', `/${order.id}/timeline`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin('POST', '/00000000-0000-4000-8000-000000000000/timeline', { title: 'x', description: 'y' })).statusCode).toBe(404);
    expect((await admin('POST', `/${order.id}/timeline`, { title: 'x', description: 'y' }, bearer(owner.token))).statusCode).toBe(401);
    expect(await auditOf(order.id, 'order.timeline_added')).toHaveLength(1);
  });
});

describe('POST /api/admin/orders/{id}/tasks', () => {
  it('adds a pending, high-priority task the founder sees on the order and on /tasks; audited; weightless for refunds', async () => {
    const owner = await signedInUser(t.app, 'Kai Tasks');
    const { order } = await sandboxPaidOrder(owner);
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const response = await admin('POST', `/${order.id}/tasks`, {
      title: 'Sign the DIR-2 consent',
      due_date: due,
      description: 'Sign and upload.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const task = json<OrderTask>(response);
    expect(task).toMatchObject({ title: 'Sign the DIR-2 consent', status: 'pending', priority: 'high', due_date: due, category: 'other' });

    const founder = await founderDetail(owner, order.id);
    expect(founder.tasks.at(-1)).toMatchObject({ id: task.id, priority: 'high' });
    expect(founder.milestones.refund_if_cancelled).toBe(11559);
    expect(founder.timeline.at(-1)).toMatchObject({ title: 'Task added' });
    const list = json<TaskList>(await t.app.inject({ method: 'GET', url: '/api/tasks?filter=all', headers: bearer(owner.token) }));
    expect(list.tasks.map((item) => item.id)).toContain(task.id);
    expect((await auditOf(task.id, 'task.created'))[0]).toMatchObject({ actorType: 'staff', targetLabel: 'Sign the DIR-2 consent' });

    const low = json<OrderTask>(
      await admin('POST', `/${order.id}/tasks`, { title: 'Optional', due_date: due, priority: 'low', category: 'Tax' }),
    );
    expect(low).toMatchObject({ priority: 'low', category: 'Tax' });

    for (const body of [
      { title: 'No date' },
      { due_date: due },
      { title: '  ', due_date: due },
      { title: 'x', due_date: '2026-02-30' },
      { title: 'x', due_date: '2020-01-01' },
      { title: 'x', due_date: due, status: 'completed' },
      { title: 'x', due_date: due, priority: 'urgent' },
    ]) {
      const bad = await admin('POST', `/${order.id}/tasks`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(bad).code).toBe('VALIDATION_FAILED');
    }
    expect((await admin('POST', '/00000000-0000-4000-8000-000000000000/tasks', { title: 'x', due_date: due })).statusCode).toBe(404);
    expect((await admin('POST', `/${order.id}/tasks`, { title: 'x', due_date: due }, bearer(owner.token))).statusCode).toBe(401);
    const unpaid = await unpaidOrder(t.app, db(), owner);
    const refused = await admin('POST', `/${unpaid.order.id}/tasks`, { title: 'x', due_date: due });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).detail).toBe('This order has not been paid: tasks can be added once it is.');
  });
});
