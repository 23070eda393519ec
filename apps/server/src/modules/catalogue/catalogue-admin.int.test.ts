import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminServiceDeleteResultSchema,
  adminServiceListSchema,
  adminServiceSchema,
  serviceListSchema,
  type AdminService,
  type AdminServiceBody,
} from '@charter/shared';
import { bearer, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json } from '../../../test/test-app';
import { auditEvents, services as servicesTable } from '../../db/schema';

const staff = { email: 'staff-services@charter.test', password: 'staff-password-123' };
// The catalogue keeps its default in-memory cache: a change must show on /api/services at once anyway.
const t = await createTestApp({ admin: staff });
const db = t.database.db;
afterAll(() => t.close());

const staffHeaders = await signInStaff(t.app, staff);
const founder = await signedInUser(t.app, 'Farah Founder');

const body = (overrides: Partial<AdminServiceBody> = {}): AdminServiceBody => ({
  name: 'Startup India Recognition',
  description: 'DPIIT recognition application with the pitch deck and incorporation certificate.',
  professional_fees_minor: 499_900,
  govt_agency_fees_minor: 0,
  govt_fee_basis: 'DPIIT charges no fee for recognition',
  tax_basis_points: 1800,
  platform_fee_basis_points: 200,
  processing_time: '10–15 working days',
  dependencies: ['Certificate of incorporation'],
  ...overrides,
});

const create = (payload: unknown, headers: Record<string, string> = staffHeaders) =>
  t.app.inject({ method: 'POST', url: '/api/admin/services', headers, payload: payload as Record<string, unknown> });
const update = (id: string, payload: unknown, headers: Record<string, string> = staffHeaders) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/services/${id}`, headers, payload: payload as Record<string, unknown> });
const remove = (id: string, headers: Record<string, string> = staffHeaders) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/services/${id}`, headers });
const restore = (id: string, headers: Record<string, string> = staffHeaders) =>
  t.app.inject({ method: 'POST', url: `/api/admin/services/${id}/restore`, headers });
const adminList = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/services${query}`, headers: staffHeaders });
  expect(response.statusCode).toBe(200);
  return adminServiceListSchema.parse(json(response)).services;
};
const publicCatalogue = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/services' });
  expect(response.statusCode).toBe(200);
  return serviceListSchema.parse(json(response)).services;
};
const created = async (overrides: Partial<AdminServiceBody> = {}): Promise<AdminService> => {
  const response = await create(body(overrides));
  expect(response.statusCode).toBe(201);
  return adminServiceSchema.parse(json(response));
};
const auditOf = (serviceId: string) => db.select().from(auditEvents).where(eq(auditEvents.targetId, serviceId));
const serviceCount = async () => (await db.select({ id: servicesTable.id }).from(servicesTable)).length;

describe('POST /api/admin/services', () => {
  it('creates an active India Tax service in INR by default, priced from its fees, on /api/services at once, audited', async () => {
    await publicCatalogue(); // primes the in-memory catalogue: the create must refresh it
    const service = await created({ name: 'Startup India Recognition (defaults)' });
    expect(service).toMatchObject({
      country: 'India',
      category: 'Tax',
      currency: 'INR',
      status: 'active',
      professional_fees: 4999,
      tax: 899.82,
      platform_fee: 99.98,
      price: 5998.8,
      cost_range: '₹5,998.80',
      order_count: 0,
      seeded: false,
      fulfils: [],
    });
    expect((await publicCatalogue()).find((item) => item.id === service.id)).toMatchObject({ name: service.name, price: 5998.8 });

    const [event] = await auditOf(service.id);
    expect(event).toMatchObject({ action: 'service.created', actorType: 'staff', companyId: null, targetLabel: service.name });
    expect(event!.requestId).toBeTruthy();
    expect(event!.changes).toContainEqual({ field: 'professional_fees', before: null, after: '₹4,999' });
  });

  it('creates a UK service in GBP', async () => {
    const service = await created({ name: 'UK Confirmation Statement Plus', country: 'UK', category: 'Corporate', currency: 'GBP' });
    expect(service).toMatchObject({ country: 'UK', currency: 'GBP', cost_range: '£5,998.80' });
  });

  it.each([
    ['a currency not the country’s', { country: 'US', currency: 'INR' }, 'currency: US services are priced in USD'],
    ['INR for the UK', { country: 'UK', currency: 'INR' }, 'currency: UK services are priced in GBP'],
    ['a negative fee', { professional_fees_minor: -1 }, 'professional_fees_minor: Amounts cannot be negative'],
    ['a fractional minor unit', { govt_agency_fees_minor: 10.5 }, 'govt_agency_fees_minor: Amounts are whole minor units'],
    ['a fee over the limit', { professional_fees_minor: 100_000_001 }, 'professional_fees_minor: At most 1,000,000.00'],
    ['a tax over 100 %', { tax_basis_points: 10_001 }, 'tax_basis_points: At most 100 %'],
    ['a short name', { name: 'ab' }, 'name: Name must be at least 3 characters'],
    ['a long name', { name: 'x'.repeat(121) }, 'name: Name must be at most 120 characters'],
    ['a long description', { description: 'x'.repeat(1001) }, 'description: Description must be at most 1000 characters'],
    ['an unknown category', { category: 'Astrology' }, 'category:'],
    ['a country the catalogue does not sell in', { country: 'UAE', currency: 'AED' }, 'country:'],
    [
      'a highest government fee below the fee',
      { govt_agency_fees_minor: 500, govt_agency_fees_max_minor: 100 },
      'govt_agency_fees_max_minor:',
    ],
    ['a price as a string', { professional_fees_minor: '4999' }, 'professional_fees_minor:'],
  ])('refuses %s with 400 and creates nothing', async (_case, overrides, detail) => {
    const before = await serviceCount();
    const response = await create({ ...body(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(json<{ detail: string }>(response).detail).toContain(detail);
    expect(await serviceCount()).toBe(before);
  });

  it('refuses a founder’s session and no session with 401', async () => {
    const before = await serviceCount();
    for (const headers of [bearer(founder.token), {}]) {
      expect((await create(body(), headers)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/services', headers })).statusCode).toBe(401);
    }
    expect(await serviceCount()).toBe(before);
  });
});

describe('GET /api/admin/services', () => {
  it('lists every status and filters by country, category, status and text', async () => {
    const inactive = await created({ name: 'Dormant Trademark Watch', category: 'Trademark', status: 'inactive' });
    expect((await publicCatalogue()).some((item) => item.id === inactive.id)).toBe(false);
    expect((await adminList()).some((item) => item.id === inactive.id)).toBe(true);
    const trademarks = await adminList('?country=India&category=Trademark&status=inactive');
    expect(trademarks.map((item) => item.id)).toEqual([inactive.id]);
    const uk = await adminList('?country=UK');
    expect(uk.length).toBeGreaterThan(0);
    expect(uk.every((item) => item.country === 'UK' && item.currency === 'GBP')).toBe(true);
    expect((await adminList('?q=dormant%20TRADEMARK')).map((item) => item.id)).toEqual([inactive.id]);
    expect(await adminList('?q=100%25')).toEqual([]);
  });

  it('answers 400 to an unknown filter value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/services?status=deleted', headers: staffHeaders });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('PUT /api/admin/services/{id}', () => {
  it('replaces the service, shows the new price on /api/services at once, and audits before and after', async () => {
    const service = await created({ name: 'Shop Act Licence' });
    await publicCatalogue();
    const response = await update(service.id, body({ name: 'Shop and Establishment Licence', professional_fees_minor: 299_900 }));
    expect(response.statusCode).toBe(200);
    expect(adminServiceSchema.parse(json(response))).toMatchObject({ name: 'Shop and Establishment Licence', professional_fees: 2999 });
    expect((await publicCatalogue()).find((item) => item.id === service.id)).toMatchObject({ professional_fees: 2999 });

    const updated = (await auditOf(service.id)).find((event) => event.action === 'service.updated')!;
    expect(updated).toMatchObject({ actorType: 'staff', companyId: null });
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Shop Act Licence', after: 'Shop and Establishment Licence' },
        { field: 'professional_fees', before: '₹4,999', after: '₹2,999' },
      ]),
    );
  });

  it('answers 404 for an unknown id, 400 for a bad body, 401 to a founder', async () => {
    expect((await update('no-such-service', body())).statusCode).toBe(404);
    expect(json(await update('no-such-service', body()))).toMatchObject({ code: 'NOT_FOUND' });
    const service = await created({ name: 'Partnership Deed Drafting' });
    const bad = await update(service.id, body({ country: 'US', currency: 'GBP' }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'currency: US services are priced in USD' });
    expect((await update(service.id, body({ name: 'Hijacked' }), bearer(founder.token))).statusCode).toBe(401);
    expect((await adminList()).find((item) => item.id === service.id)!.name).toBe('Partnership Deed Drafting');
  });

  it('keeps a staff edit of a seeded service when the catalogue is seeded again at start', async () => {
    const [seeded] = await adminList('?q=GST%20Registration&country=India');
    expect(seeded).toMatchObject({ id: 'in-gst-registration', seeded: true });
    const edited = await update(seeded!.id, {
      ...body(),
      name: 'GST Registration (express)',
      description: seeded!.description,
      professional_fees_minor: 199_900,
    });
    expect(edited.statusCode).toBe(200);
    expect(await t.app.services.catalogue.seed()).toBe(0);
    expect((await publicCatalogue()).find((item) => item.id === 'in-gst-registration')).toMatchObject({
      name: 'GST Registration (express)',
      professional_fees: 1999,
    });
  });
});

describe('DELETE /api/admin/services/{id}', () => {
  it('deletes a service nothing needs: gone from the catalogue and the admin list, audited; a second delete is 404', async () => {
    const service = await created({ name: 'One-off Advisory Call' });
    await publicCatalogue();
    const response = await remove(service.id);
    expect(response.statusCode).toBe(200);
    expect(adminServiceDeleteResultSchema.parse(json(response))).toEqual({
      outcome: 'deleted',
      reason: null,
      message: 'One-off Advisory Call deleted.',
      service: null,
    });
    expect((await publicCatalogue()).some((item) => item.id === service.id)).toBe(false);
    expect((await adminList()).some((item) => item.id === service.id)).toBe(false);
    expect((await auditOf(service.id)).map((event) => event.action)).toEqual(['service.created', 'service.deleted']);
    expect((await remove(service.id)).statusCode).toBe(404);
    expect((await remove(service.id, bearer(founder.token))).statusCode).toBe(401);
  });

  it('archives a service an order names, takes it out of the cart, and restores it', async () => {
    const service = await created({ name: 'Import Export Code' });
    const company = await createdCompany(t.app, founder.token);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?service_id=${service.id}&company_id=${company.id}`,
      headers: bearer(founder.token),
    });
    expect(added.statusCode).toBe(200);
    const checkOut = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/create',
        headers: bearer(founder.token),
        payload: { origin_url: new URL(t.config.appUrl).origin, company_id: company.id },
      });
    const checkout = await checkOut();
    expect(checkout.statusCode).toBe(200);

    const response = await remove(service.id);
    expect(response.statusCode).toBe(200);
    const result = adminServiceDeleteResultSchema.parse(json(response));
    expect(result).toMatchObject({ outcome: 'archived', reason: 'has_orders', service: { status: 'archived', order_count: 1 } });
    expect(result.message).toBe(
      'Import Export Code was archived, not deleted: 1 order names it, so it is kept for that order. It is hidden from the catalogue.',
    );
    expect((await publicCatalogue()).some((item) => item.id === service.id)).toBe(false);
    expect((await adminList('?status=archived')).map((item) => item.id)).toContain(service.id);

    // The founder's cart no longer holds it (their activity says why), and checking out does not fail on it.
    const cart = json<{ items: unknown[] }>(
      await t.app.inject({ method: 'GET', url: `/api/cart?company_id=${company.id}`, headers: bearer(founder.token) }),
    );
    expect(cart.items).toEqual([]);
    const again = await checkOut();
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ detail: 'Your cart is empty' });
    const [removedFromCart] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'cart.item_removed')));
    expect(removedFromCart).toMatchObject({ actorType: 'staff', targetId: service.id });
    const archived = (await auditOf(service.id)).find((event) => event.action === 'service.archived')!;
    expect(archived).toMatchObject({ actorType: 'staff', companyId: null });

    // Archived services are not edited until restored; restoring puts it back on the catalogue.
    expect((await update(service.id, body())).statusCode).toBe(409);
    const restored = await restore(service.id);
    expect(restored.statusCode).toBe(200);
    expect(adminServiceSchema.parse(json(restored))).toMatchObject({ status: 'active', order_count: 1 });
    expect((await publicCatalogue()).some((item) => item.id === service.id)).toBe(true);
    expect((await auditOf(service.id)).map((event) => event.action)).toContain('service.restored');
    expect((await restore(service.id)).statusCode).toBe(409);
    expect((await restore('no-such-service')).statusCode).toBe(404);
  });

  it('archives a seeded service, and seeding again at start neither brings it back nor re-adds it', async () => {
    const response = await remove('in-roc-annual-filing');
    expect(response.statusCode).toBe(200);
    expect(adminServiceDeleteResultSchema.parse(json(response))).toMatchObject({ outcome: 'archived', reason: 'seeded' });
    expect(await t.app.services.catalogue.seed()).toBe(0);
    const [row] = await db.select().from(servicesTable).where(eq(servicesTable.id, 'in-roc-annual-filing'));
    expect(row!.status).toBe('archived');
    expect((await publicCatalogue()).some((item) => item.id === 'in-roc-annual-filing')).toBe(false);
    expect((await restore('in-roc-annual-filing')).statusCode).toBe(200);
  });

  it('a service made inactive leaves the carts that held it', async () => {
    const service = await created({ name: 'Labour Welfare Fund Filing', category: 'Labor' });
    const company = await createdCompany(t.app, founder.token);
    await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?service_id=${service.id}&company_id=${company.id}`,
      headers: bearer(founder.token),
    });
    expect((await update(service.id, body({ name: 'Labour Welfare Fund Filing', category: 'Labor', status: 'inactive' }))).statusCode).toBe(
      200,
    );
    // The cart is really empty, so another service can be added.
    const other = await created({ name: 'Professional Tax Registration' });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?service_id=${other.id}&company_id=${company.id}`,
      headers: bearer(founder.token),
    });
    expect(added.statusCode).toBe(200);
  });
});
