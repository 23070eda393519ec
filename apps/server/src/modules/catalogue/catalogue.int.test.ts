import { catalogue as ruleCatalogue } from '@charter/compliance';
import { serviceFees, serviceListSchema, type Service } from '@charter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { services as servicesTable } from '../../db/schema';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createCatalogueService } from './catalogue.service';

const now = new Date('2026-11-22T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

async function catalogue(): Promise<Service[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/services' });
  expect(response.statusCode).toBe(200);
  return serviceListSchema.parse(json(response)).services;
}

describe('GET /api/services', () => {
  it('is public and lists at least 40 active services across India, the US and the UK in the spec’s categories', async () => {
    const services = await catalogue();
    expect(services.length).toBeGreaterThanOrEqual(40);
    const countries = new Set(services.map((service) => service.country));
    expect([...countries].sort()).toEqual(['India', 'UK', 'US']);
    expect(new Set(services.map((service) => service.category))).toEqual(new Set(['Tax', 'Corporate', 'Labor', 'Trademark', 'Banking']));
    for (const service of services) {
      expect(service.status).toBe('active');
      expect(service.currency).toBe({ India: 'INR', US: 'USD', UK: 'GBP' }[service.country]);
      expect(service.govt_fee_basis.length).toBeGreaterThan(10);
    }
  });

  it('prices each service as the sum of its fees, tax and platform fee on the professional fee only', async () => {
    const gst = (await catalogue()).find((service) => service.id === 'in-gst-registration')!;
    expect(gst).toMatchObject({ professional_fees: 1499, govt_agency_fees: 0, tax_percentage: 18, platform_fee_percentage: 2 });
    const fees = serviceFees({ professional_minor: 149_900, government_minor: 0, tax_basis_points: 1800, platform_fee_basis_points: 200 });
    expect(gst.price).toBe(fees.total_minor / 100);
    expect(gst.tax).toBe(269.82);
    expect(gst.cost_range).toBe('₹1,798.80');
    const roc = (await catalogue()).find((service) => service.id === 'in-roc-annual-filing')!;
    // The government fee depends on the share capital: the range runs from the smallest to the largest.
    expect(roc.cost_range).toMatch(/^₹12,\d{3}(\.\d{2})? to ₹13,\d{3}(\.\d{2})? with the share capital$/);
  });

  it('answers 304 to a matching If-None-Match, and the ETag changes when the catalogue does', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/services' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.database.db.update(servicesTable).set({ professionalFeesMinor: 159_900 }).where(eq(servicesTable.id, 'in-gst-registration'));
    const fresh = createCatalogueFor(t);
    const changed = await fresh.list();
    expect(changed.etag).not.toBe(etag);
    expect(changed.list.services.find((service) => service.id === 'in-gst-registration')!.professional_fees).toBe(1599);
    await t.database.db.update(servicesTable).set({ professionalFeesMinor: 149_900 }).where(eq(servicesTable.id, 'in-gst-registration'));
  });

  it('sends the same catalogue as brotli, gzip or plain JSON, as the client accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = serviceListSchema.parse(json(plain));
    const br = await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);
    const gzip = await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('seeding again adds nothing and keeps a staff edit', async () => {
    await t.database.db.update(servicesTable).set({ name: 'GST Registration (edited)' }).where(eq(servicesTable.id, 'in-gst-registration'));
    expect(await t.app.services.catalogue.seed()).toBe(0);
    const [row] = await t.database.db.select().from(servicesTable).where(eq(servicesTable.id, 'in-gst-registration'));
    expect(row!.name).toBe('GST Registration (edited)');
    await t.database.db.update(servicesTable).set({ name: 'GST Registration' }).where(eq(servicesTable.id, 'in-gst-registration'));
  });
});

describe('the catalogue and the compliance rules', () => {
  it('names only rules that exist, in the same country, and sells each rule at most once', async () => {
    const rules = new Map(ruleCatalogue.map((rule) => [rule.id, rule]));
    const seen = new Map<string, string>();
    for (const service of await catalogue()) {
      for (const ruleId of service.fulfils) {
        const rule = rules.get(ruleId);
        expect(rule, `${service.id} fulfils ${ruleId}`).toBeDefined();
        expect({ US: 'USA', India: 'India', UK: 'UK' }[service.country]).toBe(rule!.country);
        expect(seen.get(ruleId), `${ruleId} sold by ${seen.get(ruleId)} and ${service.id}`).toBeUndefined();
        seen.set(ruleId, service.id);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(100);
  });

  it('a company’s requirements carry the product that fulfils them, with its price and currency', async () => {
    const owner = await signedInUser(t.app, 'Buyer');
    const { id } = await createdCompany(t.app, owner.token, { turnover: 30_000_000 });
    const list = json<{
      requirements: { rule_id: string; product_id: string | null; price: number | null; platform_fee: number | null; currency: string }[];
    }>(await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(owner.token) }));
    const gstReturn = list.requirements.find((requirement) => requirement.rule_id === 'IN-GST-03')!;
    const services = await catalogue();
    const monthly = services.find((service) => service.id === 'in-gst-monthly-returns')!;
    expect(gstReturn).toMatchObject({
      product_id: 'in-gst-monthly-returns',
      price: monthly.price,
      platform_fee: monthly.platform_fee,
      currency: 'INR',
    });
    // ₹1,999 professional fee: its 2 % platform fee, as the cart charges it.
    expect(monthly.platform_fee).toBe(39.98);
    const forSale = list.requirements.filter((requirement) => requirement.product_id !== null);
    expect(forSale.length).toBeGreaterThan(list.requirements.length / 2);
    for (const requirement of list.requirements.filter((item) => item.product_id === null)) {
      expect(requirement).toMatchObject({ price: null, platform_fee: null });
    }
  });

  it('read again unchanged, is the same snapshot (what is kept against it stays); changed, a new one', async () => {
    const other = createCatalogueFor(t);
    const first = await other.productsForRules();
    const { list } = await other.list();
    expect(await other.productsForRules()).toBe(first);
    expect((await other.list()).list).toBe(list);
    const [row] = await t.database.db.select().from(servicesTable).where(eq(servicesTable.id, 'in-gst-monthly-returns'));
    try {
      await t.database.db
        .update(servicesTable)
        .set({ professionalFeesMinor: row!.professionalFeesMinor + 100 })
        .where(eq(servicesTable.id, row!.id));
      expect(await other.productsForRules()).not.toBe(first);
      expect((await other.list()).list.version).not.toBe(list.version);
    } finally {
      await t.database.db
        .update(servicesTable)
        .set({ professionalFeesMinor: row!.professionalFeesMinor })
        .where(eq(servicesTable.id, row!.id));
    }
  });
});

function createCatalogueFor(app: TestApp) {
  // A second process's view: its own cache, the same database.
  return createCatalogueService({ db: app.database.db, maxAgeMs: 0 });
}
