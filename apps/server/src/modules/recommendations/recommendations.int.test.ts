import { recommendationsResponseSchema, type Recommendation } from '@charter/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { logicRules, logicRuleTriggers, orders } from '../../db/schema';

const now = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: { id: string; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, recommendationPeersMaxAgeMs: 0 });
  owner = await signedInUser(t.app, 'Olivia Owner');
});
afterAll(() => t.close());

async function newCompany(token: string, overrides = {}): Promise<string> {
  return (await createdCompany(t.app, token, overrides)).id;
}

async function recommendationsFor(token: string, companyId: string): Promise<Recommendation[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/ai-recommendations`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return recommendationsResponseSchema.parse(json(response)).recommendations;
}

async function completeAll(token: string, companyId: string): Promise<void> {
  const { requirements } = json<{ requirements: { id: string; status: string }[] }>(
    await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(token) }),
  );
  const open = requirements.filter((requirement) => requirement.status !== 'completed').map((requirement) => requirement.id);
  const done = await t.app.inject({
    method: 'PATCH',
    url: `/api/companies/${companyId}/compliance`,
    headers: bearer(token),
    payload: { ids: open, status: 'completed' },
  });
  expect(done.statusCode).toBe(200);
}

describe('GET /api/companies/{id}/ai-recommendations', () => {
  it('ranks the company’s own overdue obligations first, each with a reason, then the logic rules that hold for it', async () => {
    // Two years old, early filings not made: overdue obligations with a service each; a food exporter above ₹12 lakh.
    const companyId = await newCompany(owner.token, { incorporation_date: '2024-04-10', past_filings: 'not_filed', turnover: 3_000_000 });
    const list = await recommendationsFor(owner.token, companyId);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list[0]).toMatchObject({ source: 'ai_analysis', country: 'India', currency: 'INR' });
    expect(list[0]!.reason).toMatch(/ is overdue/);
    const scores = list.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    // Each carries the platform fee inside its price, the catalogue's own figure (serviceFees), not a second formula.
    const catalogue = json<{ services: { id: string; price: number; platform_fee: number; platform_fee_percentage: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/services' }),
    ).services;
    for (const item of list) {
      const service = catalogue.find((entry) => entry.id === item.id)!;
      expect(item).toMatchObject({ price: service.price, platform_fee: service.platform_fee, platform_fee_percentage: 2 });
      expect(item.platform_fee).toBeGreaterThan(0);
    }

    // With the obligations done, the rules speak: a food business above ₹12 lakh, an exporter, above the GST threshold.
    await completeAll(owner.token, companyId);
    const byRules = await recommendationsFor(owner.token, companyId);
    expect(byRules.every((item) => item.source === 'admin_rule')).toBe(true);
    expect(byRules.map((item) => item.id)).toEqual(expect.arrayContaining(['in-gst-registration', 'in-iec-registration']));
    // The food rule names the state licence, but an exporter needs the central one (FSSAI Schedule 1): the engine rules
    // the state licence out, so it is not offered (issue 28 §2).
    expect(byRules.map((item) => item.id)).not.toContain('in-fssai-state-licence');
    expect(byRules.find((item) => item.id === 'in-iec-registration')!.reason).toMatch(/Importer-Exporter Code/);
    // Each firing is counted for the rule analytics once per company and day, though the company looked twice.
    const triggers = await t.database.db.select().from(logicRuleTriggers).where(eq(logicRuleTriggers.ruleId, 'seed-in-export'));
    expect(triggers).toEqual([{ ruleId: 'seed-in-export', companyId, day: '2026-11-22' }]);
  });

  it('leaves out what is in the cart and what was bought, and says what companies like it bought', async () => {
    // A small company no seeded rule speaks to (no GST, food, export or staff threshold).
    const small = { turnover: 500_000, num_employees: 2, is_exporter: false, is_food_business: false };
    const companyId = await newCompany(owner.token, small);
    const first = (await recommendationsFor(owner.token, companyId))[0]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?service_id=${first.id}&company_id=${companyId}`,
      headers: bearer(owner.token),
    });
    expect((await recommendationsFor(owner.token, companyId)).map((item) => item.id)).not.toContain(first.id);
    await completeAll(owner.token, companyId);
    expect(await recommendationsFor(owner.token, companyId)).toEqual([]);

    // Another founder's company of the same kind buys a trademark filing; ours hears of it, with the count.
    const peer = await signedInUser(t.app, 'Peer Founder');
    const peerCompany = await newCompany(peer.token, small);
    await t.app.inject({
      method: 'POST',
      url: `/api/cart/add?service_id=in-trademark-filing&company_id=${peerCompany}`,
      headers: bearer(peer.token),
    });
    const started = json<{ order_id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/checkout/create',
        headers: bearer(peer.token),
        payload: { origin_url: t.config.appUrl, company_id: peerCompany },
      }),
    );
    await t.database.db.update(orders).set({ paymentStatus: 'paid', paidAt: now }).where(eq(orders.id, started.order_id));
    expect(await recommendationsFor(owner.token, companyId)).toEqual([
      expect.objectContaining({
        id: 'in-trademark-filing',
        source: 'purchase_history',
        reason: '1 company like yours (Private Limited, India) bought it',
      }),
    ]);
    // The buyer itself is not offered what it bought.
    expect((await recommendationsFor(peer.token, peerCompany)).map((item) => item.id)).not.toContain('in-trademark-filing');
  });

  it('a rule turned off stops firing; another founder’s company is 404', async () => {
    await t.database.db.update(logicRules).set({ active: false }).where(eq(logicRules.id, 'seed-in-export'));
    const companyId = await newCompany(owner.token, { turnover: 500_000, is_food_business: false });
    const list = await recommendationsFor(owner.token, companyId);
    expect(list.filter((item) => item.source === 'admin_rule').map((item) => item.id)).not.toContain('in-iec-registration');
    const stranger = await signedInUser(t.app, 'Sam Stranger');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}/ai-recommendations`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(404);
    await t.database.db.update(logicRules).set({ active: true }).where(eq(logicRules.id, 'seed-in-export'));
  });
});
