import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestMailTo, signedInUser } from '../../../test/auth-helpers';
import { fakeStripe, stripeEvent, stripeWebhookHeaders } from '../../../test/fake-stripe';
import { appliedWebhook, fulfilled, unpaidOrder } from '../../../test/orders-helpers';
import { createPayingTestApp, listenLocally } from '../../../test/paying-test-app';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { auditEvents, orderDocuments, orders, paymentEvents } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';

const stripeSecret = 'whsec_test_charter';
const razorpay = { keyId: 'rzp_test_key', keySecret: 'rzp_test_secret', webhookSecret: 'rzp_webhook_secret' };
const stripeHeaders = (payload: string, secret = stripeSecret, timestamp?: number) => stripeWebhookHeaders(payload, secret, timestamp);

let t: TestApp;
const stripe = fakeStripe();

beforeAll(async () => {
  // Stripe is configured the way an operator would: a key, a webhook secret and (for tests) a compatible API base.
  t = await createPayingTestApp({
    razorpay,
    razorpayOrderPrefix: 'order_rzp_',
    stripe: { webhookSecret: stripeSecret, apiBase: await listenLocally(stripe.server) },
    sandboxSecret: 'sandbox-secret-for-tests',
  });
});
afterAll(async () => {
  await t.close();
  stripe.server.close();
});

const db = () => t.database.db;
const eventsCount = async () => (await db().select({ n: count() }).from(paymentEvents))[0]!.n;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
/** The founder's choice on the sandbox gateway's checkout page, and its answer. */
const sandboxAction = async <T>(app: TestApp['app'], checkoutId: string, action: 'pay' | 'decline' | 'cancel') =>
  json<T>(await app.inject({ method: 'POST', url: `/api/sandbox/checkouts/${checkoutId}`, payload: { action } }));

describe('the sandbox gateway (embedded default)', () => {
  it('INR: popup Pay → signed result verified → paid once, fulfilled with timeline, tasks, receipt PDF and mail', async () => {
    const sandboxed = await createTestApp();
    try {
      const owner = await signedInUser(sandboxed.app, 'Priya Owner');
      const stranger = await signedInUser(sandboxed.app, 'Sam Stranger');
      const { order } = await unpaidOrder(sandboxed.app, sandboxed.database.db, owner);

      const start = await sandboxed.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) });
      expect(start.statusCode).toBe(200);
      const popup = json<{ payment_method: string; razorpay_order_id: string; amount: number; razorpay_key_id: string }>(start);
      expect(popup).toMatchObject({ payment_method: 'sandbox_popup', amount: 1_155_900, razorpay_key_id: 'rzp_sandbox_charter' });
      // Asking again shows the same checkout: no second attempt at the provider.
      const again = json<{ razorpay_order_id: string }>(
        await sandboxed.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
      );
      expect(again.razorpay_order_id).toBe(popup.razorpay_order_id);

      const view = json(await sandboxed.app.inject({ method: 'GET', url: `/api/sandbox/checkouts/${popup.razorpay_order_id}` }));
      expect(view).toMatchObject({ kind: 'popup', amount: 1_155_900, currency: 'INR', status: 'open' });

      // A forged result changes nothing.
      const forged = await sandboxed.app.inject({
        method: 'POST',
        url: '/api/payment/razorpay/verify',
        headers: bearer(owner.token),
        payload: { razorpay_order_id: popup.razorpay_order_id, razorpay_payment_id: 'pay_forged', razorpay_signature: 'f'.repeat(64) },
      });
      expect(forged.statusCode).toBe(402);
      expect(json(forged)).toMatchObject({ code: 'PAYMENT_FAILED', detail: 'Payment verification failed' });

      const paid = await sandboxAction<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
        sandboxed.app,
        popup.razorpay_order_id,
        'pay',
      );
      const verifyBody = {
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_signature: paid.razorpay_signature,
      };
      // Someone else's payment is not found, even with a valid signature.
      expect(
        (
          await sandboxed.app.inject({
            method: 'POST',
            url: '/api/payment/razorpay/verify',
            headers: bearer(stranger.token),
            payload: verifyBody,
          })
        ).statusCode,
      ).toBe(404);
      const verified = await sandboxed.app.inject({
        method: 'POST',
        url: '/api/payment/razorpay/verify',
        headers: bearer(owner.token),
        payload: verifyBody,
      });
      expect(verified.statusCode).toBe(200);
      expect(json(verified)).toEqual({ status: 'paid', order_id: order.id, payment_id: paid.razorpay_payment_id });
      // The same result sent twice pays once.
      expect(
        (
          await sandboxed.app.inject({
            method: 'POST',
            url: '/api/payment/razorpay/verify',
            headers: bearer(owner.token),
            payload: verifyBody,
          })
        ).statusCode,
      ).toBe(200);

      const detail = await fulfilled(sandboxed.app, owner.token, order.id);
      expect(detail.timeline.map((entry) => (entry as { title: string }).title)).toEqual([
        'Order placed',
        'Payment received',
        'Work started',
      ]);
      const receipt = (detail.documents as { id: string; kind: string; filename: string; download_url: string }[])[0]!;
      expect(receipt.filename).toBe(`receipt-${order.orderNumber}.pdf`);
      const pdf = await sandboxed.app.inject({ method: 'GET', url: receipt.download_url, headers: bearer(owner.token) });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('attachment');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await sandboxed.app.inject({ method: 'GET', url: receipt.download_url, headers: bearer(stranger.token) })).statusCode).toBe(
        404,
      );

      const mail = await latestMailTo(sandboxed.app, owner.email, { count: 2 });
      expect(mail.subject).toBe(`Receipt for order ${order.orderNumber}`);
      await sandboxed.app.services.orders.fulfil(order.id);
      const documents = await sandboxed.database.db.select({ n: count() }).from(orderDocuments).where(eq(orderDocuments.orderId, order.id));
      expect(documents[0]!.n).toBe(1);
      const list = json<{ orders: { id: string; payment_status: string; order_status: string }[] }>(
        await sandboxed.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(owner.token) }),
      );
      expect(list.orders.find((entry) => entry.id === order.id)).toMatchObject({ payment_status: 'paid', order_status: 'processing' });
      expect(
        json<{ orders: unknown[] }>(await sandboxed.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(stranger.token) }))
          .orders,
      ).toEqual([]);
    } finally {
      await sandboxed.close();
    }
  });

  it('USD: hosted checkout Decline → failed; a new attempt can then be paid; Cancel returns to the order', async () => {
    const sandboxed = await createTestApp();
    try {
      const owner = await signedInUser(sandboxed.app, 'Uma USA');
      const { order } = await unpaidOrder(sandboxed.app, sandboxed.database.db, owner, { currency: 'USD', totalMinor: 49_700 });
      const first = json<{ payment_method: string; stripe_url: string; stripe_session_id: string }>(
        await sandboxed.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
      );
      expect(first.payment_method).toBe('sandbox_hosted');
      expect(first.stripe_url).toMatch(new RegExp(`/sandbox/checkout/${first.stripe_session_id}$`));
      const declined = await sandboxAction<{ outcome: string; redirect_url: string }>(sandboxed.app, first.stripe_session_id, 'decline');
      expect(declined.outcome).toBe('declined');
      expect(declined.redirect_url).toContain(`/checkout/success?session_id=${first.stripe_session_id}`);
      const status = json(
        await sandboxed.app.inject({
          method: 'GET',
          url: `/api/payment/stripe/status/${first.stripe_session_id}`,
          headers: bearer(owner.token),
        }),
      );
      expect(status).toMatchObject({ payment_status: 'failed', order_id: order.id });

      const second = json<{ stripe_session_id: string }>(
        await sandboxed.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
      );
      expect(second.stripe_session_id).not.toBe(first.stripe_session_id);
      const paid = await sandboxAction<{ outcome: string }>(sandboxed.app, second.stripe_session_id, 'pay');
      expect(paid.outcome).toBe('paid');
      const after = json(
        await sandboxed.app.inject({
          method: 'GET',
          url: `/api/payment/stripe/status/${second.stripe_session_id}`,
          headers: bearer(owner.token),
        }),
      );
      expect(after).toMatchObject({ payment_status: 'paid', status: 'complete' });
      // A second click on the page changes nothing.
      const twice = await sandboxAction<{ outcome: string }>(sandboxed.app, second.stripe_session_id, 'decline');
      expect(twice.outcome).toBe('paid');
      expect(
        (await sandboxed.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) })).statusCode,
      ).toBe(409);

      const { order: other } = await unpaidOrder(sandboxed.app, sandboxed.database.db, owner, { currency: 'USD', totalMinor: 100 });
      const third = json<{ stripe_session_id: string }>(
        await sandboxed.app.inject({ method: 'POST', url: `/api/orders/${other.id}/pay`, headers: bearer(owner.token) }),
      );
      const cancelled = await sandboxAction<{ outcome: string; redirect_url: string }>(sandboxed.app, third.stripe_session_id, 'cancel');
      expect(cancelled).toMatchObject({ outcome: 'cancelled' });
      expect(cancelled.redirect_url).toMatch(new RegExp(`/orders/${other.id}$`));
      expect((await sandboxed.app.inject({ method: 'GET', url: '/api/sandbox/checkouts/cs_sbx_doesnotexist' })).statusCode).toBe(404);
      expect((await sandboxed.app.inject({ method: 'GET', url: '/api/sandbox/checkouts/../../etc' })).statusCode).toBe(404);
    } finally {
      await sandboxed.close();
    }
  });
});

describe('who may pay', () => {
  it('a viewer cannot start a payment (403), a stranger gets 404, bad ids 404', async () => {
    const owner = await signedInUser(t.app, 'Olivia Owner');
    const viewer = await signedInUser(t.app, 'Vera Viewer');
    const stranger = await signedInUser(t.app, 'Sam Stranger');
    const { order, company } = await unpaidOrder(t.app, db(), owner, { currency: 'USD', totalMinor: 1000 });
    await membersRepository.insertMember(db(), { companyId: company.id, userId: viewer.id, role: 'viewer' });
    const pay = (token: string, id = order.id) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/pay`, headers: bearer(token) });
    expect((await pay(viewer.token)).statusCode).toBe(403);
    expect((await pay(stranger.token)).statusCode).toBe(404);
    expect(json(await pay(stranger.token))).toMatchObject({ code: 'NOT_FOUND', detail: 'Order not found' });
    expect((await pay(owner.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay` })).statusCode).toBe(401);
    // The viewer may look at the order; the stranger may not.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(viewer.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
  });
});

describe('Stripe (official SDK against a Stripe-compatible server)', () => {
  async function stripeOrder(totalMinor = 49_700) {
    const owner = await signedInUser(t.app, 'Stella Stripe');
    const { order } = await unpaidOrder(t.app, db(), owner, { currency: 'USD', totalMinor });
    const start = json<{ payment_method: string; stripe_url: string; stripe_session_id: string }>(
      await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
    );
    return { owner, order, start, session: stripe.sessions.get(start.stripe_session_id)! };
  }
  const deliver = (payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers, payload });

  it('creates a Checkout Session with an idempotency key derived from the order payment', async () => {
    const { start, session } = await stripeOrder();
    expect(start.payment_method).toBe('stripe');
    expect(start.stripe_url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 49_700, currency: 'usd' });
    expect(stripe.idempotencyKeys.at(-1)).toMatch(/^charter-payment-[0-9a-f-]{36}$/);
  });

  it('refuses a bad signature, a missing header and a stale timestamp with 400, changing nothing', async () => {
    const { order, session } = await stripeOrder();
    const payload = stripeEvent('evt_bad_1', 'checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    const before = await eventsCount();
    expect((await deliver(payload, stripeHeaders(payload, 'whsec_wrong'))).statusCode).toBe(400);
    expect((await deliver(payload, { 'content-type': 'application/json' })).statusCode).toBe(400);
    const stale = await deliver(payload, stripeHeaders(payload, stripeSecret, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(400);
    expect(json(stale)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await eventsCount()).toBe(before);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('one event delivered twice and ten times at once pays once, with one receipt; expired afterwards leaves it paid', async () => {
    const { owner, order, session } = await stripeOrder();
    const payload = stripeEvent('evt_completed_1', 'checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_1',
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, stripeHeaders(payload))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    // Recorded once (the other nine are duplicates at the door), then applied once: paid. On PostgreSQL the answer is
    // `queued` and its job applies it; on the embedded database the request applies it (appliedWebhook takes either).
    const outcomes = answers.map((answer) => json<{ outcome: string }>(answer).outcome);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    const recorded = answers.find((answer) => json<{ outcome: string }>(answer).outcome !== 'duplicate')!;
    expect(json<{ outcome: string }>(recorded).outcome).toBe(t.database.kind === 'postgres' ? 'queued' : 'paid');
    expect(await appliedWebhook(db(), recorded)).toEqual({ outcome: 'paid' });
    expect(json(await deliver(payload, stripeHeaders(payload)))).toEqual({ outcome: 'duplicate' });
    // The same fact in a different event (Stripe may send both) does not pay again either.
    const retry = stripeEvent('evt_completed_2', 'checkout.session.async_payment_succeeded', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    expect(await appliedWebhook(db(), await deliver(retry, stripeHeaders(retry)))).toEqual({ outcome: 'already_paid' });
    const expired = stripeEvent('evt_expired_1', 'checkout.session.expired', { ...session, status: 'expired', payment_status: 'unpaid' });
    expect(await appliedWebhook(db(), await deliver(expired, stripeHeaders(expired)))).toEqual({ outcome: 'ignored_after_paid' });

    await fulfilled(t.app, owner.token, order.id);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    const paidEvents = await db().select({ n: count() }).from(auditEvents).where(eq(auditEvents.targetId, order.id));
    expect(paidEvents[0]!.n).toBe(2); // order.created and order.paid, once each
    const receipts = await db().select({ n: count() }).from(orderDocuments).where(eq(orderDocuments.orderId, order.id));
    expect(receipts[0]!.n).toBe(1);
    const status = json(
      await t.app.inject({ method: 'GET', url: `/api/payment/stripe/status/${session.id}`, headers: bearer(owner.token) }),
    );
    expect(status).toMatchObject({ payment_status: 'paid', status: 'complete', order_id: order.id });
  });

  it('a signed event with a NUL character, which PostgreSQL cannot store, is kept with U+FFFD in its place and pays', async () => {
    const { session } = await stripeOrder();
    const nul = stripeEvent('evt_nul_1', 'checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'ref\u0000',
      metadata: { 'key\u0000': 'value' },
    });
    const beside = await stripeOrder();
    const other = stripeEvent('evt_nul_beside', 'checkout.session.completed', {
      ...beside.session,
      status: 'complete',
      payment_status: 'paid',
    });
    // Delivered together (and on PostgreSQL recorded together), each answered and applied on its own.
    const answers = await Promise.all([nul, other, nul].map((payload) => deliver(payload, stripeHeaders(payload))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(json<{ outcome: string }>(answers[2]!).outcome).toBe('duplicate');
    for (const answer of answers.slice(0, 2)) expect(await appliedWebhook(db(), answer)).toEqual({ outcome: 'paid' });
    const [stored] = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_nul_1'));
    const object = (stored!.payload as { data: { object: { client_reference_id: string; metadata: Record<string, string> } } }).data.object;
    expect(object.client_reference_id).toBe('ref\uFFFD');
    expect(object.metadata).toEqual({ 'key\uFFFD': 'value' });
    // Redelivered later: a duplicate, as any event recorded once.
    expect(json(await deliver(nul, stripeHeaders(nul)))).toEqual({ outcome: 'duplicate' });
  });

  it('a captured amount different from the order is flagged and never fulfilled', async () => {
    const { order, session } = await stripeOrder(49_700);
    const payload = stripeEvent('evt_short_1', 'checkout.session.completed', {
      ...session,
      amount_total: 100,
      status: 'complete',
      payment_status: 'paid',
    });
    expect(await appliedWebhook(db(), await deliver(payload, stripeHeaders(payload)))).toEqual({ outcome: 'flagged' });
    expect((await orderRow(order.id)).paymentStatus).toBe('flagged');
    expect(await t.app.services.orders.fulfil(order.id)).toBe('skipped');
    expect((await orderRow(order.id)).fulfilledAt).toBeNull();
  });

  it('without a webhook, the status call asks Stripe for the session; the success URL alone pays nothing', async () => {
    const { owner, order, session } = await stripeOrder();
    const open = json(await t.app.inject({ method: 'GET', url: `/api/payment/stripe/status/${session.id}`, headers: bearer(owner.token) }));
    expect(open).toMatchObject({ payment_status: 'unpaid', status: 'open' });
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_retrieved' });
    const paid = json(await t.app.inject({ method: 'GET', url: `/api/payment/stripe/status/${session.id}`, headers: bearer(owner.token) }));
    expect(paid).toMatchObject({ payment_status: 'paid', status: 'complete' });
    const stranger = await signedInUser(t.app, 'Nosy Neighbour');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/stripe/status/${session.id}`, headers: bearer(stranger.token) })).statusCode,
    ).toBe(404);
  });
});

describe('Razorpay (the SDK verifies the signatures)', () => {
  const sign = (body: string) => createHmac('sha256', razorpay.webhookSecret).update(body).digest('hex');
  const captured = (orderRef: string, amount: number, paymentId: string) =>
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderRef, amount, currency: 'INR', status: 'captured' } } },
    });

  it('payment.captured pays once by event id; a missing event id or bad signature is 400; a short capture is flagged', async () => {
    const owner = await signedInUser(t.app, 'Ravi Razorpay');
    const { order } = await unpaidOrder(t.app, db(), owner);
    const start = json<{ payment_method: string; razorpay_order_id: string; razorpay_key_id: string }>(
      await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
    );
    expect(start).toMatchObject({ payment_method: 'razorpay', razorpay_key_id: razorpay.keyId });
    const body = captured(start.razorpay_order_id, 1_155_900, 'pay_rzp_1');
    const deliver = (headers: Record<string, string>, payload = body) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', headers: { 'content-type': 'application/json', ...headers }, payload });
    expect((await deliver({ 'x-razorpay-signature': sign(body) })).statusCode).toBe(400);
    expect((await deliver({ 'x-razorpay-signature': 'bad', 'x-razorpay-event-id': 'evt_r1' })).statusCode).toBe(400);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    const first = await deliver({ 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt_r1' });
    expect(await appliedWebhook(db(), first)).toEqual({ outcome: 'paid' });
    expect(json(await deliver({ 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt_r1' }))).toEqual({ outcome: 'duplicate' });
    await fulfilled(t.app, owner.token, order.id);

    const { order: short } = await unpaidOrder(t.app, db(), owner);
    const shortStart = json<{ razorpay_order_id: string }>(
      await t.app.inject({ method: 'POST', url: `/api/orders/${short.id}/pay`, headers: bearer(owner.token) }),
    );
    const shortBody = captured(shortStart.razorpay_order_id, 100, 'pay_rzp_2');
    expect(
      await appliedWebhook(db(), await deliver({ 'x-razorpay-signature': sign(shortBody), 'x-razorpay-event-id': 'evt_r2' }, shortBody)),
    ).toEqual({
      outcome: 'flagged',
    });
    expect((await orderRow(short.id)).paymentStatus).toBe('flagged');
  });

  it('the popup result is verified with the key secret, as Razorpay signs it', async () => {
    const owner = await signedInUser(t.app, 'Meera Popup');
    const { order } = await unpaidOrder(t.app, db(), owner);
    const start = json<{ razorpay_order_id: string }>(
      await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(owner.token) }),
    );
    const signature = createHmac('sha256', razorpay.keySecret).update(`${start.razorpay_order_id}|pay_popup_1`).digest('hex');
    const verify = (razorpay_signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/razorpay/verify',
        headers: bearer(owner.token),
        payload: { razorpay_order_id: start.razorpay_order_id, razorpay_payment_id: 'pay_popup_1', razorpay_signature },
      });
    expect((await verify(signature.replace(/^./, '0'))).statusCode).toBe(402);
    expect((await verify(signature)).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/razorpay/verify',
          headers: bearer(owner.token),
          payload: { razorpay_order_id: '' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
