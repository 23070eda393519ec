import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCountryList, AdminDailyStatistics, AdminStatistics } from '@charter/shared';
import { bearer, signedInUser, testAppWithStaff } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { unpaidOrder } from '../../../test/orders-helpers';
import { json } from '../../../test/test-app';
import { orders, users } from '../../db/schema';
import { utcDays } from './admin.service';

const { t, db, staffHeaders } = await testAppWithStaff('statistics');

const statistics = async () =>
  json<AdminStatistics>(await t.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: staffHeaders }));
const daily = (query = '', headers: Record<string, string> = staffHeaders) =>
  t.app.inject({ method: 'GET', url: `/api/admin/statistics/daily${query}`, headers });
const pay = (orderId: string) =>
  db.update(orders).set({ paymentStatus: 'paid', orderStatus: 'processing', paidAt: new Date() }).where(eq(orders.id, orderId));

const DAY_MS = 86_400_000;

describe('GET /api/admin/statistics', () => {
  it('counts every figure from the data: users, orders by payment, active services, compliance rules', async () => {
    const founder = await signedInUser(t.app, 'Stat Founder');
    const services = json<{ services: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/services' })).services.length;
    expect(services).toBeGreaterThan(0);
    const empty = await statistics();
    expect(empty).toEqual({
      users: 1,
      orders: { total: 0, paid: 0, pending: 0 },
      revenue: { total: 0, currency: null, by_currency: [] },
      services,
      compliance_rules: await t.app.services.compliance.ruleCount(),
    });

    const first = await unpaidOrder(t.app, db, founder, { currency: 'INR', totalMinor: 1_155_900 });
    await pay(first.order.id);
    await unpaidOrder(t.app, db, founder, { currency: 'INR', totalMinor: 99_900 });
    const inr = await statistics();
    expect(inr.orders).toEqual({ total: 2, paid: 1, pending: 1 });
    // One currency paid: the single total is sound, and names its currency.
    expect(inr.revenue).toEqual({
      total: 1_155_900,
      currency: 'INR',
      by_currency: [{ currency: 'INR', total_minor: 1_155_900, orders: 1 }],
    });
  });

  it('never adds up different currencies: the single total is null and each currency has its own', async () => {
    const founder = await signedInUser(t.app, 'Multi Currency');
    const usd = await unpaidOrder(t.app, db, founder, { currency: 'USD', totalMinor: 50_700 });
    const gbp = await unpaidOrder(t.app, db, founder, { currency: 'GBP', totalMinor: 12_000 });
    const inr = await unpaidOrder(t.app, db, founder, { currency: 'INR', totalMinor: 200_000 });
    for (const { order } of [usd, gbp, inr]) await pay(order.id);
    const stats = await statistics();
    expect(stats.orders).toEqual({ total: 5, paid: 4, pending: 1 });
    expect(stats.revenue).toEqual({
      total: null,
      currency: null,
      by_currency: [
        { currency: 'INR', total_minor: 1_355_900, orders: 2 },
        { currency: 'GBP', total_minor: 12_000, orders: 1 },
        { currency: 'USD', total_minor: 50_700, orders: 1 },
      ],
    });
  });
});

describe('GET /api/admin/statistics/daily', () => {
  it('gives orders and sign-ups for each of the last 30 UTC days, oldest first, zero-filled, today last', async () => {
    const founder = await signedInUser(t.app, 'Daily Founder');
    const { order } = await unpaidOrder(t.app, db, founder);
    const now = Date.now();
    // Moved back: this order to 3 days ago, this user to 2 days ago; one user to 40 days ago (outside the window).
    await db
      .update(orders)
      .set({ createdAt: new Date(now - 3 * DAY_MS) })
      .where(eq(orders.id, order.id));
    await db
      .update(users)
      .set({ createdAt: new Date(now - 2 * DAY_MS) })
      .where(eq(users.id, founder.id));
    const old = await signedInUser(t.app, 'Long Ago');
    await db
      .update(users)
      .set({ createdAt: new Date(now - 40 * DAY_MS) })
      .where(eq(users.id, old.id));

    const response = await daily();
    expect(response.statusCode, response.body).toBe(200);
    const body = json<AdminDailyStatistics>(response);
    expect(body.days).toBe(30);
    expect(body.series).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.series.at(-1)!.date).toBe(today);
    expect(body.series.map((day) => day.date)).toEqual(utcDays(new Date(), 30));

    const total = (key: 'orders' | 'signups') => body.series.reduce((sum, day) => sum + day[key], 0);
    const dayOf = (ms: number) => body.series.find((day) => day.date === new Date(ms).toISOString().slice(0, 10))!;
    const allOrders = (await db.select().from(orders)).length;
    expect(total('orders')).toBe(allOrders);
    expect(dayOf(now - 3 * DAY_MS).orders).toBe(1);
    expect(dayOf(now).orders).toBe(allOrders - 1);
    expect(dayOf(now - 2 * DAY_MS).signups).toBe(1);
    // Every user but the one moved 40 days back signed up in the window.
    expect(total('signups')).toBe((await db.select().from(users)).length - 1);

    const week = json<AdminDailyStatistics>(await daily('?days=7'));
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)!.date).toBe(today);
  });

  it('answers 400 {detail, code} for a window out of range, 401 for a customer session', async () => {
    for (const query of ['?days=0', '?days=91', '?days=week']) {
      const response = await daily(query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    }
    const customer = await signedInUser(t.app, 'Curious Customer');
    const refused = await daily('', bearer(customer.token));
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({ detail: 'Admin authentication required', code: 'UNAUTHENTICATED' });
  });
});

describe('utcDays', () => {
  it('counts UTC days back from today, across a month end', () => {
    expect(utcDays(new Date('2026-03-02T23:30:00Z'), 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(utcDays(new Date('2026-03-02T00:00:00Z'), 1)).toEqual(['2026-03-02']);
  });
});

describe('GET /api/admin/countries', () => {
  const countries = () => t.app.inject({ method: 'GET', url: '/api/admin/countries', headers: staffHeaders });

  it('lists the live countries with currency, entity types and live companies, then those coming soon', async () => {
    const before = json<AdminCountryList>(await countries());
    expect(before.countries.map((country) => [country.name, country.status])).toEqual([
      ['India', 'live'],
      ['USA', 'live'],
      ['UK', 'live'],
      ['Singapore', 'coming_soon'],
      ['UAE', 'coming_soon'],
      ['Australia', 'coming_soon'],
      ['Canada', 'coming_soon'],
      ['Germany', 'coming_soon'],
    ]);
    expect(before.countries[1]).toMatchObject({ flag: '🇺🇸', currency: 'USD', entity_types: ['LLC', 'C-Corp'] });
    expect(before.countries[3]).toEqual({
      name: 'Singapore',
      status: 'coming_soon',
      flag: null,
      currency: null,
      entity_types: [],
      companies: 0,
    });

    // Two UK companies, one archived: the count is of the live one.
    const owner = await signedInUser(t.app, 'Country Owner');
    const create = async (name: string) =>
      (await createdCompany(t.app, owner.token, { name, country: 'UK', state: 'England and Wales', entity_type: 'Ltd' })).id;
    await create('Kept Widgets Ltd');
    const archived = await create('Gone Widgets Ltd');
    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${archived}/archive`,
      headers: bearer(owner.token),
      payload: { confirm_name: 'Gone Widgets Ltd' },
    });
    expect(archive.statusCode).toBe(204);
    const after = json<AdminCountryList>(await countries());
    const count = (list: AdminCountryList, name: string) => list.countries.find((country) => country.name === name)!.companies;
    expect(count(after, 'UK')).toBe(count(before, 'UK') + 1);
    expect(count(after, 'India')).toBe(count(before, 'India'));
  });

  it('is for staff only', async () => {
    const founder = await signedInUser(t.app, 'Curious Founder');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/countries', headers: bearer(founder.token) });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
