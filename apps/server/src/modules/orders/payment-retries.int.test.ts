import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PaymentAttempt } from '@charter/shared';
import { bearer, signedInUser, signInStaff, type SignedInUser } from '../../../test/auth-helpers';
import { deliverStripeWebhook, fakeStripe, stripeEvent } from '../../../test/fake-stripe';
import { appliedWebhook, plannedTasks, unpaidOrder } from '../../../test/orders-helpers';
import { createPayingTestApp, listenLocally } from '../../../test/paying-test-app';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { orderItems, orders, orderTasks, payments, sandboxRefunds } from '../../db/schema';
import { lateRefundKey } from './payments.service';

/**
 * Issue 27: every decline, failure, expiry or abandonment leaves the order payable (the next Pay opens a fresh attempt
 * with each provider), attempts are listed on the order, and a cancelled order can be neither paid nor verified: money
 * that lands on it anyway is refunded through the provider, once.
 */
const staff = { email: 'staff-retries@charter.test', password: 'staff-password-123' };
const stripeSecret = 'whsec_retries';
const razorpay = { keyId: 'rzp_test_retries', keySecret: 'rzp_retries_secret', webhookSecret: 'rzp_retries_webhook' };
const stripe = fakeStripe();

/** A Razorpay-compatible refund endpoint: one refund per X-Refund-Idempotency key, as Razorpay documents it. */
const razorpayRefunds = new Map<string, { id: string; paymentId: string; amount: number }>();
const razorpayRefundCalls: { key: string; paymentId: string }[] = [];
/** How many of the next refund calls answer 502 (Razorpay unreachable behind its gateway). */
const razorpayOutage = { count: 0 };
const razorpayServer = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const key = String(request.headers['x-refund-idempotency']);
    const paymentId = decodeURIComponent(request.url?.match(/^\/v1\/payments\/([^/]+)\/refund$/)?.[1] ?? '');
    razorpayRefundCalls.push({ key, paymentId });
    if (razorpayOutage.count > 0) {
      razorpayOutage.count -= 1;
      response.statusCode = 502;
      response.end('Bad Gateway');
      return;
    }
    const refund = razorpayRefunds.get(key) ?? {
      id: `rfnd_${razorpayRefunds.size + 1}`,
      paymentId,
      amount: (JSON.parse(raw) as { amount: number }).amount,
    };
    razorpayRefunds.set(key, refund);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ id: refund.id, entity: 'refund', amount: refund.amount, status: 'processed' }));
  });
});

let t: TestApp; // Razorpay for INR, Stripe for USD
let s: TestApp; // the sandbox for both
const staffHeaders = new Map<TestApp, Record<string, string>>();

async function signInStaffOf(app: TestApp) {
  staffHeaders.set(app, await signInStaff(app.app, staff));
}

beforeAll(async () => {
  // Razorpay's refunds go to the local server above.
  t = await createPayingTestApp({
    admin: staff,
    razorpay,
    razorpayApiBase: await listenLocally(razorpayServer),
    razorpayOrderPrefix: 'order_rzp_r',
    stripe: { webhookSecret: stripeSecret, apiBase: await listenLocally(stripe.server) },
    sandboxSecret: 'sandbox-secret-retries',
  });
  s = await createTestApp({ admin: staff });
  await Promise.all([signInStaffOf(t), signInStaffOf(s)]);
});
afterAll(async () => {
  await Promise.all([t.close(), s.close()]);
  stripe.server.close();
  razorpayServer.close();
});

const pay = (app: TestApp, user: SignedInUser, orderId: string) =>
  app.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: bearer(user.token) });
const detail = async (app: TestApp, user: SignedInUser, orderId: string) =>
  json<OrderDetail>(await app.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(user.token) }));
const attempts = async (app: TestApp, user: SignedInUser, orderId: string) =>
  (await detail(app, user, orderId)).payment_attempts.map((attempt: PaymentAttempt) => [attempt.provider, attempt.status]);
const sandboxAct = (app: TestApp, id: string, action: 'pay' | 'decline' | 'cancel') =>
  app.app.inject({ method: 'POST', url: `/api/sandbox/checkouts/${id}`, payload: { action } });
const verify = (app: TestApp, user: SignedInUser, body: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/payment/razorpay/verify', headers: bearer(user.token), payload: body as object });
/** What Razorpay's popup hands back after a payment: the ids, signed with the key secret, sent to verify. */
const verifyRazorpayPopup = (user: SignedInUser, razorpayOrderId: string, razorpayPaymentId: string) =>
  verify(t, user, {
    razorpay_order_id: razorpayOrderId,
    razorpay_payment_id: razorpayPaymentId,
    razorpay_signature: createHmac('sha256', razorpay.keySecret).update(`${razorpayOrderId}|${razorpayPaymentId}`).digest('hex'),
  });
const cancel = (app: TestApp, orderId: string) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    headers: staffHeaders.get(app)!,
    payload: { order_status: 'cancelled' },
  });
const attemptRows = (app: TestApp, orderId: string) => app.database.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderRow = async (app: TestApp, id: string) => (await app.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const tasksOf = (app: TestApp, id: string) => app.database.db.select().from(orderTasks).where(eq(orderTasks.orderId, id));

const deliverStripe = (payload: string) => deliverStripeWebhook(t.app, payload, stripeSecret);
const razorpayEvent = (event: string, orderRef: string, paymentId: string, amount: number, status: string) =>
  JSON.stringify({ event, payload: { payment: { entity: { id: paymentId, order_id: orderRef, amount, currency: 'INR', status } } } });
const deliverRazorpay = (eventId: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': createHmac('sha256', razorpay.webhookSecret).update(body).digest('hex'),
    },
    payload: body,
  });

/** An order whose paid fulfilment would plan tasks, so "no tasks" is a real check. */
async function orderWithPlannedTasks(app: TestApp, owner: SignedInUser, options: { currency?: 'INR' | 'USD'; totalMinor?: number } = {}) {
  const { order, company } = await unpaidOrder(app.app, app.database.db, owner, options);
  await app.database.db
    .update(orderItems)
    .set({ details: { company_name: company.name, tasks: plannedTasks } })
    .where(eq(orderItems.orderId, order.id));
  return order;
}

/** An order with planned tasks whose checkout was opened on `t`, then cancelled by staff: money landing now is refunded. */
async function cancelledAfterCheckout<Start>(owner: SignedInUser, options: { currency?: 'INR' | 'USD'; totalMinor?: number } = {}) {
  const order = await orderWithPlannedTasks(t, owner, options);
  const start = json<Start>(await pay(t, owner, order.id));
  expect((await cancel(t, order.id)).statusCode).toBe(200);
  return { order, start };
}

describe('a declined or abandoned payment can always be retried', () => {
  it('sandbox popup: Decline → the next Pay opens a fresh checkout → Pay → paid; the attempts are listed', async () => {
    const owner = await signedInUser(s.app, 'Divya Decline');
    const { order } = await unpaidOrder(s.app, s.database.db, owner);
    const first = json<{ payment_method: string; razorpay_order_id: string }>(await pay(s, owner, order.id));
    expect(first.payment_method).toBe('sandbox_popup');
    expect(json(await sandboxAct(s, first.razorpay_order_id, 'decline'))).toMatchObject({ outcome: 'declined', razorpay_signature: null });
    const declined = await detail(s, owner, order.id);
    expect(declined.order).toMatchObject({ payment_status: 'failed', order_status: 'pending' });
    expect(declined.payment_attempts).toMatchObject([{ provider: 'sandbox', status: 'failed', amount_minor: 1_155_900, currency: 'INR' }]);

    const second = json<{ razorpay_order_id: string }>(await pay(s, owner, order.id));
    expect(second.razorpay_order_id).not.toBe(first.razorpay_order_id);
    // Asked again before anything happened, the fresh checkout is shown again (no third attempt).
    expect(json<{ razorpay_order_id: string }>(await pay(s, owner, order.id)).razorpay_order_id).toBe(second.razorpay_order_id);
    const paid = json<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
      await sandboxAct(s, second.razorpay_order_id, 'pay'),
    );
    expect(paid.razorpay_order_id).toBe(second.razorpay_order_id);
    const verified = await verify(s, owner, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await attempts(s, owner, order.id)).toEqual([
      ['sandbox', 'paid'],
      ['sandbox', 'failed'],
    ]);
    expect((await orderRow(s, order.id)).paymentStatus).toBe('paid');
  });

  it('sandbox hosted page: Cancel → the next Pay opens a fresh session instead of the dead one', async () => {
    const owner = await signedInUser(s.app, 'Carl Cancel');
    const { order } = await unpaidOrder(s.app, s.database.db, owner, { currency: 'USD', totalMinor: 49_700 });
    const first = json<{ stripe_session_id: string }>(await pay(s, owner, order.id));
    expect(json(await sandboxAct(s, first.stripe_session_id, 'cancel'))).toMatchObject({ outcome: 'cancelled' });
    const second = json<{ stripe_session_id: string; payment_method: string }>(await pay(s, owner, order.id));
    expect(second.payment_method).toBe('sandbox_hosted');
    expect(second.stripe_session_id).not.toBe(first.stripe_session_id);
    expect(await attempts(s, owner, order.id)).toEqual([
      ['sandbox', 'created'],
      ['sandbox', 'expired'],
    ]);
    expect(json(await sandboxAct(s, second.stripe_session_id, 'pay'))).toMatchObject({ outcome: 'paid' });
    expect((await orderRow(s, order.id)).paymentStatus).toBe('paid');
  });

  it('Razorpay: payment.failed → the next Pay creates a new Razorpay order, which pays', async () => {
    const owner = await signedInUser(t.app, 'Ria Retry');
    const { order } = await unpaidOrder(t.app, t.database.db, owner);
    const first = json<{ payment_method: string; razorpay_order_id: string }>(await pay(t, owner, order.id));
    expect(first.payment_method).toBe('razorpay');
    const failed = razorpayEvent('payment.failed', first.razorpay_order_id, 'pay_rzp_declined', 1_155_900, 'failed');
    expect(await appliedWebhook(t.database.db, await deliverRazorpay('evt_retry_failed', failed))).toEqual({ outcome: 'failed' });
    expect((await orderRow(t, order.id)).paymentStatus).toBe('failed');
    const second = json<{ razorpay_order_id: string }>(await pay(t, owner, order.id));
    expect(second.razorpay_order_id).not.toBe(first.razorpay_order_id);
    const verified = await verifyRazorpayPopup(owner, second.razorpay_order_id, 'pay_rzp_ok');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await attempts(t, owner, order.id)).toEqual([
      ['razorpay', 'paid'],
      ['razorpay', 'failed'],
    ]);
  });

  it('Stripe: an expired Session (no webhook came) gets a new one; so does an async failure', async () => {
    const owner = await signedInUser(t.app, 'Ethan Expired');
    const { order } = await unpaidOrder(t.app, t.database.db, owner, { currency: 'USD', totalMinor: 49_700 });
    const first = json<{ stripe_session_id: string }>(await pay(t, owner, order.id));
    expect(json<{ stripe_session_id: string }>(await pay(t, owner, order.id)).stripe_session_id).toBe(first.stripe_session_id);
    // Stripe says so when asked: the Session expired.
    Object.assign(stripe.sessions.get(first.stripe_session_id)!, { status: 'expired' });
    const second = json<{ stripe_session_id: string; stripe_url: string }>(await pay(t, owner, order.id));
    expect(second.stripe_session_id).not.toBe(first.stripe_session_id);
    expect(second.stripe_url).toBe(stripe.sessions.get(second.stripe_session_id)!.url);

    const session = stripe.sessions.get(second.stripe_session_id)!;
    const failed = stripeEvent('evt_retry_async_failed', 'checkout.session.async_payment_failed', { ...session, status: 'complete' });
    expect(await appliedWebhook(t.database.db, await deliverStripe(failed))).toEqual({ outcome: 'failed' });
    const third = json<{ stripe_session_id: string }>(await pay(t, owner, order.id));
    expect(new Set([first.stripe_session_id, second.stripe_session_id, third.stripe_session_id]).size).toBe(3);
    expect(await attempts(t, owner, order.id)).toEqual([
      ['stripe', 'created'],
      ['stripe', 'failed'],
      ['stripe', 'expired'],
    ]);
    const completed = stripeEvent('evt_retry_paid', 'checkout.session.completed', {
      ...stripe.sessions.get(third.stripe_session_id)!,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_retry_ok',
    });
    expect(await appliedWebhook(t.database.db, await deliverStripe(completed))).toEqual({ outcome: 'paid' });
  });
});

describe('a cancelled order cannot be paid; money that lands on it is refunded', () => {
  it('sandbox popup open while staff cancel: Pay and verify answer 409, the late payment is refunded once, no tasks', async () => {
    const owner = await signedInUser(s.app, 'Lata Late');
    const order = await orderWithPlannedTasks(s, owner);
    const popup = json<{ razorpay_order_id: string }>(await pay(s, owner, order.id));
    expect((await cancel(s, order.id)).statusCode).toBe(200);
    // Cancelling closed the open attempt.
    expect((await attemptRows(s, order.id)).map((row) => row.status)).toEqual(['cancelled']);

    const again = await pay(s, owner, order.id);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CONFLICT', detail: expect.stringContaining('cancelled') });

    // The popup was still open: the founder pays in it, and the result comes back after the cancel.
    const paid = json<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
      await sandboxAct(s, popup.razorpay_order_id, 'pay'),
    );
    const late = await verify(s, owner, paid);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({ code: 'CONFLICT', detail: expect.stringContaining('has been refunded') });
    const [attempt] = await attemptRows(s, order.id);
    expect(attempt).toMatchObject({
      status: 'refunded',
      providerPaymentId: paid.razorpay_payment_id,
      refundKey: lateRefundKey(attempt!.id),
    });
    const refunds = await s.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paid.razorpay_payment_id));
    expect(refunds).toMatchObject([{ idempotencyKey: lateRefundKey(attempt!.id), amountMinor: 1_155_900, id: attempt!.providerRefundId }]);

    // Sent again, it is still refused and refunds nothing more.
    const repeated = await verify(s, owner, paid);
    expect(repeated.statusCode).toBe(409);
    expect(json(repeated)).toMatchObject({ code: 'CONFLICT', detail: expect.stringContaining('has been refunded') });
    expect(await s.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paid.razorpay_payment_id))).toHaveLength(1);
    expect(await orderRow(s, order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending', fulfilledAt: null });
    expect(await s.app.services.orders.fulfil(order.id)).toBe('skipped');
    expect(await tasksOf(s, order.id)).toEqual([]);
    const view = await detail(s, owner, order.id);
    expect(view.payment_attempts).toMatchObject([{ status: 'refunded', refund_id: attempt!.providerRefundId }]);
    expect(view.timeline.map((entry) => entry.title)).toContain('Payment refunded');
  });

  it('sandbox hosted page paid after the cancel: the webhook refunds it and the order stays cancelled', async () => {
    const owner = await signedInUser(s.app, 'Hugo Hosted');
    const order = await orderWithPlannedTasks(s, owner, { currency: 'USD', totalMinor: 49_700 });
    const hosted = json<{ stripe_session_id: string }>(await pay(s, owner, order.id));
    expect((await cancel(s, order.id)).statusCode).toBe(200);
    expect(json(await sandboxAct(s, hosted.stripe_session_id, 'pay'))).toMatchObject({ outcome: 'paid' });
    const [attempt] = await attemptRows(s, order.id);
    expect(attempt).toMatchObject({ status: 'refunded', refundKey: lateRefundKey(attempt!.id) });
    expect(
      await s.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, attempt!.providerPaymentId!)),
    ).toMatchObject([{ amountMinor: 49_700 }]);
    expect(await orderRow(s, order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending' });
    expect(await tasksOf(s, order.id)).toEqual([]);
  });

  it('Stripe: checkout.session.completed after the cancel is refunded with an idempotency key; a failed refund is retried by its job', async () => {
    const owner = await signedInUser(t.app, 'Stan Stripe');
    const { order, start } = await cancelledAfterCheckout<{ stripe_session_id: string }>(owner, { currency: 'USD', totalMinor: 49_700 });
    expect((await pay(t, owner, order.id)).statusCode).toBe(409);
    const completed = stripeEvent('evt_after_cancel', 'checkout.session.completed', {
      ...stripe.sessions.get(start.stripe_session_id)!,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_after_cancel',
    });
    // Stripe does not answer the refund (the SDK retries twice): the webhook was recorded and is acknowledged; its
    // job applies it and tries the refund, which stays pending for the refund's own job.
    stripe.failRefunds.status = 500;
    stripe.failRefunds.count = 3;
    const before = stripe.refundCalls.length;
    const first = await deliverStripe(completed);
    expect(await appliedWebhook(t.database.db, first)).toEqual({ outcome: 'refund_after_cancel' });
    await expect.poll(async () => (await attemptRows(t, order.id))[0]?.refundFailure, { timeout: 15_000 }).toBeTruthy();
    expect(stripe.refundCalls.length - before).toBe(3);
    const [attempt] = await attemptRows(t, order.id);
    expect(attempt).toMatchObject({ status: 'refund_pending', providerPaymentId: 'pi_after_cancel' });
    const redelivered = await deliverStripe(completed);
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    expect(json(redelivered)).toEqual({ outcome: 'duplicate' });
    if (t.database.kind === 'postgres') {
      // Queued: a redelivery is a duplicate at the door and calls Stripe no more; the refund's job (held a minute
      // after the capture) sends the same key again, and Stripe refunds.
      expect(stripe.refundCalls.length).toBe(before + 3);
      expect(await t.app.services.payments.retryLateRefund(attempt!.id)).toBe('refunded');
    } else {
      // Applied in the request (the embedded database): the redelivery retries the refund with the same key, as
      // before issue 32; Stripe refunds.
      expect((await attemptRows(t, order.id))[0]).toMatchObject({ status: 'refunded' });
    }
    const calls = stripe.refundCalls.slice(before);
    expect(calls.length).toBe(4);
    expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(new Set([lateRefundKey(attempt!.id)]));
    expect(calls.every((call) => call.paymentIntent === 'pi_after_cancel' && call.amount === 49_700)).toBe(true);
    expect(stripe.refunds.get(lateRefundKey(attempt!.id))).toMatchObject({ amount: 49_700, payment_intent: 'pi_after_cancel' });
    // Once refunded, a third delivery calls Stripe no more.
    expect(json(await deliverStripe(completed))).toEqual({ outcome: 'duplicate' });
    expect(stripe.refundCalls.length).toBe(before + 4);
    expect((await attemptRows(t, order.id))[0]).toMatchObject({ status: 'refunded' });
    expect(await orderRow(t, order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending', fulfilledAt: null });
    expect(await tasksOf(t, order.id)).toEqual([]);
  });

  it('Razorpay: payment.captured after the cancel is refunded through Razorpay (X-Refund-Idempotency); verify answers 409', async () => {
    const owner = await signedInUser(t.app, 'Rohit Refund');
    const { order, start } = await cancelledAfterCheckout<{ razorpay_order_id: string }>(owner);
    const captured = razorpayEvent('payment.captured', start.razorpay_order_id, 'pay_rzp_late', 1_155_900, 'captured');
    expect(await appliedWebhook(t.database.db, await deliverRazorpay('evt_rzp_late', captured))).toEqual({
      outcome: 'refund_after_cancel',
    });
    // The job that applied it refunds once its transaction has committed.
    await expect.poll(async () => (await attemptRows(t, order.id))[0]?.status).toBe('refunded');
    const [attempt] = await attemptRows(t, order.id);
    expect(attempt).toMatchObject({ status: 'refunded', providerPaymentId: 'pay_rzp_late' });
    expect(razorpayRefunds.get(lateRefundKey(attempt!.id))).toMatchObject({ paymentId: 'pay_rzp_late', amount: 1_155_900 });
    const late = await verifyRazorpayPopup(owner, start.razorpay_order_id, 'pay_rzp_late');
    expect(late.statusCode).toBe(409);
    expect(razorpayRefundCalls.filter((call) => call.paymentId === 'pay_rzp_late')).toHaveLength(1);
    expect(await orderRow(t, order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending' });
    expect(await tasksOf(t, order.id)).toEqual([]);
  });

  it('a late refund Razorpay did not confirm on the popup path (no webhook follows) is retried by its job, once', async () => {
    const owner = await signedInUser(t.app, 'Swati Sweep');
    const { order, start } = await cancelledAfterCheckout<{ razorpay_order_id: string }>(owner);
    razorpayOutage.count = 10;
    const late = await verifyRazorpayPopup(owner, start.razorpay_order_id, 'pay_rzp_sweep');
    razorpayOutage.count = 0;
    expect(late.statusCode).toBe(409);
    const [attempt] = await attemptRows(t, order.id);
    expect(attempt).toMatchObject({ status: 'refund_pending', providerPaymentId: 'pay_rzp_sweep', refundKey: lateRefundKey(attempt!.id) });
    expect(attempt!.refundFailure).toBeTruthy();
    const calls = () => razorpayRefundCalls.filter((call) => call.paymentId === 'pay_rzp_sweep');
    const failedCalls = calls().length;
    expect(failedCalls).toBeGreaterThan(0);

    // Its retry was committed with the capture: one job, held for a minute (the request had just tried), with back-off.
    const jobs = await t.database.db.execute(
      sql`select state::text as state, retry_limit, retry_delay, retry_backoff, start_after > now() + interval '50 seconds' as waits
          from pgboss.job where name = 'payment.refund' and data ->> 'paymentId' = ${attempt!.id}`,
    );
    expect((jobs as { rows: unknown[] }).rows).toEqual([
      { state: 'created', retry_limit: 50, retry_delay: 60, retry_backoff: true, waits: true },
    ]);
    expect(calls()).toHaveLength(failedCalls);

    // The job's run sends the same key again, and Razorpay refunds.
    expect(await t.app.services.payments.retryLateRefund(attempt!.id)).toBe('refunded');
    expect(new Set(calls().map((call) => call.key))).toEqual(new Set([lateRefundKey(attempt!.id)]));
    expect(razorpayRefunds.get(lateRefundKey(attempt!.id))).toMatchObject({ paymentId: 'pay_rzp_sweep', amount: 1_155_900 });
    expect((await attemptRows(t, order.id))[0]).toMatchObject({ status: 'refunded', refundFailure: null });
    const view = await detail(t, owner, order.id);
    expect(view.timeline.map((entry) => entry.title)).toContain('Payment refunded');

    // Refunded, a second run (a retried or duplicated job) calls the provider no more.
    expect(await t.app.services.payments.retryLateRefund(attempt!.id)).toBe('refunded');
    expect(calls()).toHaveLength(failedCalls + 1);
    expect(await orderRow(t, order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending' });
    expect(await tasksOf(t, order.id)).toEqual([]);
  });

  it('a second capture on an order another attempt already paid is refunded, and the order stays paid once', async () => {
    const owner = await signedInUser(t.app, 'Dev Double');
    const { order } = await unpaidOrder(t.app, t.database.db, owner);
    const first = json<{ razorpay_order_id: string }>(await pay(t, owner, order.id));
    // Applied by its job before the next Pay, which then opens a second attempt.
    const failed = razorpayEvent('payment.failed', first.razorpay_order_id, 'pay_double_1', 1_155_900, 'failed');
    expect(await appliedWebhook(t.database.db, await deliverRazorpay('evt_double_failed', failed))).toEqual({ outcome: 'failed' });
    const second = json<{ razorpay_order_id: string }>(await pay(t, owner, order.id));
    const paid = razorpayEvent('payment.captured', second.razorpay_order_id, 'pay_double_2', 1_155_900, 'captured');
    expect(await appliedWebhook(t.database.db, await deliverRazorpay('evt_double_paid', paid))).toEqual({ outcome: 'paid' });
    // Razorpay lets the first order be retried in its popup: that capture arrives too.
    const again = razorpayEvent('payment.captured', first.razorpay_order_id, 'pay_double_3', 1_155_900, 'captured');
    expect(await appliedWebhook(t.database.db, await deliverRazorpay('evt_double_again', again))).toEqual({ outcome: 'refund_duplicate' });
    await expect.poll(async () => (await attempts(t, owner, order.id)).map(([, status]) => status)).toEqual(['paid', 'refunded']);
    expect(await attempts(t, owner, order.id)).toEqual([
      ['razorpay', 'paid'],
      ['razorpay', 'refunded'],
    ]);
    expect(razorpayRefundCalls.filter((call) => call.paymentId === 'pay_double_3')).toHaveLength(1);
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid');
  });
});
