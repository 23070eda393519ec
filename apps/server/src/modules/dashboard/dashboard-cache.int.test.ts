import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminService, AdminServiceBody, ComplianceList, Dashboard } from '@charter/shared';
import { bearer, signedInUser, signInStaff, type SignedInUser } from '../../../test/auth-helpers';
import { createdCompany, setsRequirement } from '../../../test/factories';
import {
  appliedWebhook,
  founderSetsTaskStatus,
  fulfilled,
  paidOrderWithTasks,
  plannedTasks,
  staffSetsTaskStatus,
  unpaidOrder,
} from '../../../test/orders-helpers';
import { createTestApp, json } from '../../../test/test-app';
import { createRazorpayProvider } from '../../adapters/payments/razorpay-provider';
import { buildApp } from '../../app';
import { companies, orderItems, orderTasks } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { todayIn } from '../../lib/jurisdiction-today';

// A company's composed dashboard is kept between reads (dashboard-cache.ts) while its inputs hold: every kind of change
// that affects it must show on the very next read, from this process and from another on the same database.

let now = new Date();
const clock = () => now;
const admin = { email: 'dashboard-cache@charter.test', password: 'correct horse battery' };
const razorpay = { keyId: 'rzp_test_key', keySecret: 'rzp_test_secret', webhookSecret: 'rzp_webhook_secret' };
// INR pays through Razorpay (its webhooks applied by the payment job); its order creation answers the next id here.
let razorpayOrders = 0;
const paymentProviders = {
  razorpay: {
    ...createRazorpayProvider(razorpay),
    startCheckout: async () => ({ mode: 'popup' as const, providerRef: `order_dash_${(razorpayOrders += 1)}`, keyId: razorpay.keyId }),
  },
};
const t = await createTestApp(
  { admin, payments: { razorpay, stripe: undefined, sandbox: { enabled: true, secret: 'sandbox-secret-for-tests' } } },
  { clock, paymentProviders },
);
// A second instance: its own services and caches (as another API process), on the same database.
const other = await buildApp(t.config, { database: t.database, clock, paymentProviders });
await other.ready();
afterAll(async () => {
  await other.close();
  await t.close();
});
const db = t.database.db;
const staffHeaders = await signInStaff(t.app, admin);
const founder = await signedInUser(t.app, 'Kavya Kept');

async function dashboard(id: string, { app = t.app, user = founder }: { app?: FastifyInstance; user?: SignedInUser } = {}) {
  const response = await app.inject({ method: 'GET', url: `/api/dashboard?company_id=${id}`, headers: bearer(user.token) });
  expect(response.statusCode, response.body).toBe(200);
  return json<Dashboard>(response);
}
const actorOf = (user: SignedInUser): Actor => ({ type: 'user', id: user.id, name: 'Founder', email: user.email, requestId: null });
/**
 * Reads until the answer is kept, and proves it is (the same object twice): the first read of a company's day re-plans
 * its requirements (a write to its row), so it is composed again once. Answers what is kept, as sent.
 */
async function kept(id: string, app: FastifyInstance = t.app): Promise<Dashboard> {
  const read = () => app.services.dashboard.forCompany(actorOf(founder), id);
  await read();
  const answer = await read();
  expect(await read()).toBe(answer);
  return JSON.parse(JSON.stringify(answer)) as Dashboard;
}
const versionOf = async (id: string) =>
  (await db.select({ version: companies.dashboardVersion }).from(companies).where(eq(companies.id, id)))[0]!.version;
const stateOf = (body: Dashboard, taskId: string) => body.tasks.items.find((task) => task.id === taskId)?.state;

describe('a kept dashboard', () => {
  it('is the same answer while nothing changed, served only after each caller’s own access check', async () => {
    const { company } = await paidOrderWithTasks(t.app, db, founder);
    const first = await kept(company.id);
    expect(await dashboard(company.id)).toEqual(first);
    const stranger = await signedInUser(t.app, 'Sid Stranger');
    const foreign = await t.app.inject({ method: 'GET', url: `/api/dashboard?company_id=${company.id}`, headers: bearer(stranger.token) });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ code: 'NOT_FOUND', detail: 'Company not found' });
    await expect(t.app.services.dashboard.forCompany(actorOf(stranger), company.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is dropped by a write made by hand, past every service: the triggers bump the version', async () => {
    const { company, tasks } = await paidOrderWithTasks(t.app, db, founder);
    await kept(company.id);
    const before = await versionOf(company.id);
    await db.update(orderTasks).set({ title: 'Renamed by hand' }).where(eq(orderTasks.id, tasks[2]!.id));
    expect(await versionOf(company.id)).toBeGreaterThan(before);
    expect((await dashboard(company.id)).tasks.items.find((task) => task.id === tasks[2]!.id)!.title).toBe('Renamed by hand');
  });

  it('is dropped by a task status change, the founder’s and staff’s', async () => {
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, founder);
    const [, filing, share] = tasks;
    expect((await kept(company.id)).tasks.counts).toMatchObject({ pending: 2, in_progress: 0, completed: 0 });
    const started = await founderSetsTaskStatus(t.app, founder.token, order.id, filing!.id, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    expect((await dashboard(company.id)).tasks.counts).toMatchObject({ pending: 1, in_progress: 1, completed: 0 });
    const done = await staffSetsTaskStatus(t.app, staffHeaders, share!.id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await dashboard(company.id)).tasks.counts).toMatchObject({ pending: 0, in_progress: 1, completed: 1 });
  });

  it('is dropped by a payment webhook (applied by the payment job) and by the fulfilment it starts', async () => {
    const { order, company } = await unpaidOrder(t.app, db, founder);
    // The tasks the fulfilment job plans once the payment is applied.
    await db
      .update(orderItems)
      .set({ details: { company_name: company.name, tasks: plannedTasks } })
      .where(eq(orderItems.orderId, order.id));
    expect((await kept(company.id)).orders).toMatchObject({ total: 1, pending_payments: 1, total_spent: 0 });
    const start = json<{ razorpay_order_id: string }>(
      await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(founder.token) }),
    );
    // Read again after the checkout began: what is kept now is the pending order.
    expect((await kept(company.id)).recent_orders[0]).toMatchObject({ id: order.id, payment_status: 'pending' });
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_dash_1', order_id: start.razorpay_order_id, amount: 1_155_900, currency: 'INR', status: 'captured' },
        },
      },
    });
    const signature = createHmac('sha256', razorpay.webhookSecret).update(body).digest('hex');
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_dash_1' },
      payload: body,
    });
    expect(await appliedWebhook(db, delivered)).toEqual({ outcome: 'paid' });
    const paid = await dashboard(company.id);
    expect(paid.orders).toMatchObject({ total: 1, pending_payments: 0, total_spent: 11_559 });
    expect(paid.recent_orders[0]).toMatchObject({ id: order.id, payment_status: 'paid' });
    await fulfilled(t.app, founder.token, order.id);
    expect((await dashboard(company.id)).tasks.counts.all).toBe(plannedTasks.length);
  });

  it('is dropped by a cart add and a cart remove', async () => {
    const { id } = await createdCompany(t.app, founder.token);
    expect((await kept(id)).cart.items).toEqual([]);
    const { services } = json<{ services: { id: string; country: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/services' }));
    const service = services.find((item) => item.country === 'India')!;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?company_id=${id}&service_id=${service.id}`,
      headers: bearer(founder.token),
    });
    expect(added.statusCode, added.body).toBe(200);
    const withItem = await kept(id);
    expect(withItem.cart.items.map((item) => item.service_id)).toEqual([service.id]);
    expect(withItem.recommendations.map((item) => item.id)).not.toContain(service.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${withItem.cart.items[0]!.id}?company_id=${id}`,
      headers: bearer(founder.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await dashboard(id)).cart.items).toEqual([]);
  });

  it('is dropped by a company fact edit', async () => {
    const { id } = await createdCompany(t.app, founder.token, { turnover: null });
    const revenue = (body: Dashboard) => body.insights.find((insight) => insight.key === 'revenue')!.value;
    expect(revenue(await kept(id))).toBeNull();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}`,
      headers: bearer(founder.token),
      payload: { turnover: 5_000_000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(revenue(await dashboard(id))).toContain('a year');
  });

  it('is dropped by a staff price change in the catalogue', async () => {
    const body: AdminServiceBody = {
      name: 'Dashboard Cache Licence',
      description: 'A service made for this test: its price is changed while it sits in a cart.',
      professional_fees_minor: 499_900,
      govt_agency_fees_minor: 0,
      govt_fee_basis: 'No government fee',
      tax_basis_points: 1800,
      platform_fee_basis_points: 200,
      processing_time: '10–15 working days',
      dependencies: [],
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/services', headers: staffHeaders, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const service = json<AdminService>(created);
    const { id } = await createdCompany(t.app, founder.token);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?company_id=${id}&service_id=${service.id}`,
      headers: bearer(founder.token),
    });
    expect(added.statusCode, added.body).toBe(200);
    const before = (await kept(id)).cart.total_amount;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/services/${service.id}`,
      headers: staffHeaders,
      payload: { ...body, professional_fees_minor: 999_900 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await dashboard(id)).cart.total_amount;
    expect(after).toBeGreaterThan(before);
    expect((await dashboard(id)).cart.items[0]!.professional_fees).toBe(9999);
  });

  it('is dropped by a compliance requirement status change', async () => {
    const { id } = await createdCompany(t.app, founder.token);
    const before = await kept(id);
    const list = json<ComplianceList>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(founder.token) }),
    );
    const open = list.requirements.find((item) => item.status !== 'completed')!;
    const done = await setsRequirement(t.app, founder.token, id, open.id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    const after = await dashboard(id);
    expect(after.compliance_health.details.completed_tasks).toBe(before.compliance_health.details.completed_tasks + 1);
    expect(after.compliance.summary).not.toEqual(before.compliance.summary);
  });

  it('is dropped at midnight in the company’s time zone: a task due that day turns overdue', async () => {
    const real = now;
    try {
      const { company, tasks } = await paidOrderWithTasks(t.app, db, founder);
      const day = todayIn('Asia/Kolkata', real);
      const dueToday = tasks[2]!;
      await db.update(orderTasks).set({ dueDate: day, status: 'pending' }).where(eq(orderTasks.id, dueToday.id));
      now = new Date(`${day}T23:59:00+05:30`);
      expect(stateOf(await kept(company.id), dueToday.id)).toBe('pending');
      now = new Date(new Date(`${day}T00:00:30+05:30`).getTime() + 86_400_000);
      const next = await dashboard(company.id);
      expect(stateOf(next, dueToday.id)).toBe('overdue');
      expect(next.compliance.as_of > day).toBe(true);
    } finally {
      now = real;
    }
  });
});

describe('two app instances on one database', () => {
  it('each keeps its own answer, and a change made through either shows on the other’s next read', async () => {
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, founder);
    const [, filing, share] = tasks;
    const here = await kept(company.id);
    expect(await kept(company.id, other)).toEqual(here);

    const started = await founderSetsTaskStatus(other, founder.token, order.id, filing!.id, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    expect((await dashboard(company.id)).tasks.counts).toMatchObject({ pending: 1, in_progress: 1 });
    await kept(company.id, other);

    const done = await staffSetsTaskStatus(t.app, staffHeaders, share!.id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await dashboard(company.id, { app: other })).tasks.counts).toMatchObject({ pending: 0, in_progress: 1, completed: 1 });
    await kept(company.id, other);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${company.id}`,
      headers: bearer(founder.token),
      payload: { turnover: 1_000_000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await dashboard(company.id, { app: other })).insights.find((insight) => insight.key === 'revenue')!.value).toContain('a year');
  });

  it('takes writes from every side of one company at once without a deadlock, and then shows what a fresh read shows', async () => {
    // Every write to the company's orders, tasks and cart now also updates its row (the triggers): two writers of one
    // company queue on that row. Founder, staff, cart and fact edits together must all still land.
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, founder);
    const [, filing, share] = tasks;
    const { services } = json<{ services: { id: string; country: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/services' }));
    const service = services.find((item) => item.country === 'India')!;
    await kept(company.id);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all([
        founderSetsTaskStatus(t.app, founder.token, order.id, filing!.id, round % 2 === 0 ? 'in_progress' : 'pending'),
        staffSetsTaskStatus(other, staffHeaders, share!.id, { status: round % 2 === 0 ? 'in_progress' : 'pending' }),
        other.inject({
          method: 'POST',
          url: `/api/cart/add?company_id=${company.id}&service_id=${service.id}`,
          headers: bearer(founder.token),
        }),
        t.app.inject({ method: 'DELETE', url: `/api/cart/clear?company_id=${company.id}`, headers: bearer(founder.token) }),
        other.inject({
          method: 'PATCH',
          url: `/api/companies/${company.id}`,
          headers: bearer(founder.token),
          payload: { turnover: 1_000_000 + round },
        }),
        t.app.inject({ method: 'GET', url: `/api/dashboard?company_id=${company.id}`, headers: bearer(founder.token) }),
        other.inject({ method: 'GET', url: `/api/dashboard?company_id=${company.id}`, headers: bearer(founder.token) }),
      ]);
      statuses.push(...answers.map((answer) => answer.statusCode));
      // The cart, the fact edit and both reads land every round; a task moved back to pending is refused (409).
      expect(answers.slice(2).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // What each process keeps afterwards is what a process that kept nothing composes from the database.
    const third = await buildApp(t.config, { database: t.database, clock, paymentProviders });
    await third.ready();
    const fresh = await dashboard(company.id, { app: third }).finally(() => third.close());
    expect(await dashboard(company.id)).toEqual(fresh);
    expect(await dashboard(company.id, { app: other })).toEqual(fresh);
  });
});
