import { CART_EMPTY, type Cart } from '@charter/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { fulfilled, paidInSandboxPopup } from '../../../test/orders-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { orders, payments } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';

let t: TestApp;
let origin: string;
let owner: { id: string; token: string; email: string };

beforeAll(async () => {
  // No catalogue cache: every read goes to the database, as after the cache expires (a read inside a transaction would hang).
  t = await createTestApp({}, { catalogueMaxAgeMs: 0 });
  origin = new URL(t.config.appUrl).origin;
  owner = await signedInUser(t.app, 'Olivia Owner');
});
afterAll(() => t.close());

async function companyWith(serviceId: string | null, overrides = {}): Promise<string> {
  const { id } = await createdCompany(t.app, owner.token, overrides);
  if (serviceId) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?service_id=${serviceId}&company_id=${id}`,
      headers: bearer(owner.token),
    });
    expect(added.statusCode).toBe(200);
  }
  return id;
}

const checkout = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/create', headers: bearer(token), payload: body });

describe('POST /api/checkout/create', () => {
  it('opens the payment of the cart at the catalogue’s price; checking out again pays the same order', async () => {
    const companyId = await companyWith('in-iec-registration');
    const cart = json<Cart>(await t.app.inject({ method: 'GET', url: `/api/cart?company_id=${companyId}`, headers: bearer(owner.token) }));
    const first = await checkout(owner.token, { origin_url: `${origin}/checkout`, company_id: companyId, amount: 1 });
    expect(first.statusCode).toBe(200);
    const popup = json<{ payment_method: string; amount: number; order_id: string; razorpay_order_id: string }>(first);
    expect(popup).toMatchObject({ payment_method: 'sandbox_popup', amount: Math.round(cart.total_amount * 100) });

    const second = json<{ order_id: string; razorpay_order_id: string }>(
      await checkout(owner.token, { origin_url: origin, company_id: companyId }),
    );
    expect(second).toMatchObject({ order_id: popup.order_id, razorpay_order_id: popup.razorpay_order_id });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, popup.order_id));
    expect(order).toMatchObject({ kind: 'service', companyId, totalMinor: Math.round(cart.total_amount * 100), paymentStatus: 'pending' });
  });

  it('paying turns the cart into a fulfilled order with the service’s tasks, and empties the cart', async () => {
    const companyId = await companyWith('in-iec-registration');
    const popup = json<{ order_id: string; razorpay_order_id: string }>(
      await checkout(owner.token, { origin_url: origin, company_id: companyId }),
    );
    await paidInSandboxPopup(t.app, owner, popup.razorpay_order_id);
    const detail = await fulfilled(t.app, owner.token, popup.order_id);
    const tasks = (detail.tasks as { title: string }[]).map((task) => task.title);
    expect(tasks).toEqual(['Share: PAN of the business', 'Share: Bank certificate or cancelled cheque', 'Importer-Exporter Code (IEC)']);
    // Issue 27: the founder shares the documents; Charter's team files (the founder cannot close the filing).
    expect((detail.tasks as { performer: string }[]).map((task) => task.performer)).toEqual(['founder', 'founder', 'charter']);
    const cart = json<Cart>(await t.app.inject({ method: 'GET', url: `/api/cart?company_id=${companyId}`, headers: bearer(owner.token) }));
    expect(cart.items).toEqual([]);
    // Checking out the now empty cart is refused, and makes nothing.
    const empty = await checkout(owner.token, { origin_url: origin, company_id: companyId });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ code: 'VALIDATION_FAILED', detail: CART_EMPTY });
  });

  it('between a payment and its fulfilment (the cart not emptied yet), checking out again is refused, not charged twice', async () => {
    const companyId = await companyWith('in-msme-1');
    const popup = json<{ order_id: string }>(await checkout(owner.token, { origin_url: origin, company_id: companyId }));
    await t.database.db.update(orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(eq(orders.id, popup.order_id));
    const again = await checkout(owner.token, { origin_url: origin, company_id: companyId });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CONFLICT', existing_id: popup.order_id });
  });

  it('a dollar cart goes to the hosted checkout and names its address both ways', async () => {
    const companyId = await companyWith('us-ein', { country: 'USA', state: 'Delaware', entity_type: 'C-Corp' });
    const hosted = await checkout(owner.token, { origin_url: origin, company_id: companyId });
    expect(hosted.statusCode).toBe(200);
    const body = json<{ payment_method: string; stripe_url: string; stripe_checkout_url: string; stripe_session_id: string }>(hosted);
    expect(body.payment_method).toBe('sandbox_hosted');
    expect(body.stripe_checkout_url).toBe(body.stripe_url);
    expect(body.stripe_session_id).toMatch(/^cs_sbx_/);
  });

  it('refuses another origin, bad input, a viewer (403) and another founder’s company (404), creating nothing', async () => {
    const companyId = await companyWith('in-dir-3-kyc');
    const ordersBefore = (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
    const foreign = await checkout(owner.token, { origin_url: 'https://evil.example/checkout', company_id: companyId });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await checkout(owner.token, { origin_url: 'not a url', company_id: companyId })).statusCode).toBe(400);
    expect((await checkout(owner.token, { company_id: companyId })).statusCode).toBe(400);

    const viewer = await signedInUser(t.app, 'Vera Viewer');
    await membersRepository.insertMember(t.database.db, { companyId, userId: viewer.id, role: 'viewer' });
    expect((await checkout(viewer.token, { origin_url: origin, company_id: companyId })).statusCode).toBe(403);
    const stranger = await signedInUser(t.app, 'Sam Stranger');
    expect((await checkout(stranger.token, { origin_url: origin, company_id: companyId })).statusCode).toBe(404);
    expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);
  });

  it('twenty checkouts of one cart at once open one order and one payment', async () => {
    const companyId = await companyWith('in-fssai-registration');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(owner.token, { origin_url: origin, company_id: companyId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const orderIds = new Set(answers.map((answer) => json<{ order_id: string }>(answer).order_id));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];
    expect((await t.database.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId!)))[0]!.n).toBe(1);
  });
});
