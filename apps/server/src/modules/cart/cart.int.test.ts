import { ONE_PRODUCT_PER_ORDER, cartSchema, serviceListSchema, type Cart } from '@charter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { membersRepository } from '../companies/members.repository';

let t: TestApp;
let owner: { id: string; token: string };
let viewer: { id: string; token: string };
let stranger: { id: string; token: string };
let companyId: string;
let usCompanyId: string;
let prices: Map<string, number>;

beforeAll(async () => {
  // No catalogue cache: every read goes to the database, as after the cache expires (a read inside a transaction would hang).
  t = await createTestApp({}, { catalogueMaxAgeMs: 0 });
  owner = await signedInUser(t.app, 'Olivia Owner');
  viewer = await signedInUser(t.app, 'Vera Viewer');
  stranger = await signedInUser(t.app, 'Sam Stranger');
  const create = async (body: object) =>
    json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(owner.token), payload: body })).id;
  companyId = await create(companyBody());
  usCompanyId = await create(companyBody({ country: 'USA', state: 'Delaware', entity_type: 'C-Corp' }));
  await membersRepository.insertMember(t.database.db, { companyId, userId: viewer.id, role: 'viewer' });
  const { services } = serviceListSchema.parse(json(await t.app.inject({ method: 'GET', url: '/api/services' })));
  prices = new Map(services.map((service) => [service.id, service.price]));
});
afterAll(() => t.close());

const add = (token: string, query: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/cart/add?${new URLSearchParams(query).toString()}`, headers: bearer(token) });
const cartOf = async (token: string, company = companyId) =>
  t.app.inject({ method: 'GET', url: `/api/cart?company_id=${company}`, headers: bearer(token) });
const clear = (token: string, company = companyId) =>
  t.app.inject({ method: 'DELETE', url: `/api/cart/clear?company_id=${company}`, headers: bearer(token) });

describe('the cart', () => {
  it('adds a service at the catalogue’s price, whatever price the request names', async () => {
    const response = await add(owner.token, { service_id: 'in-gst-registration', quantity: '1', company_id: companyId, price: '1' });
    expect(response.statusCode).toBe(200);
    const cart = cartSchema.parse(json(response));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ service_id: 'in-gst-registration', service_name: 'GST Registration', quantity: 1 });
    expect(cart.items[0]!.price).toBe(prices.get('in-gst-registration'));
    expect(cart).toMatchObject({ company_id: companyId, total_amount: prices.get('in-gst-registration'), currency: 'INR' });
    // Every way of reading it says the same.
    expect(json(await cartOf(owner.token))).toEqual(cart);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/cart`, headers: bearer(owner.token) }))).toEqual(
      cart,
    );
    expect(json(await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(owner.token) }))).toEqual(cart);
  });

  it('holds one product: the same one again changes nothing, another is refused with 409 and the spec’s message', async () => {
    const again = await add(owner.token, { service_id: 'in-gst-registration', company_id: companyId });
    expect(again.statusCode).toBe(200);
    expect(json<Cart>(again).items).toHaveLength(1);
    const second = await add(owner.token, { service_id: 'in-roc-annual-filing', company_id: companyId });
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ code: 'CONFLICT', detail: ONE_PRODUCT_PER_ORDER });
    expect(json<Cart>(await cartOf(owner.token)).items.map((item) => item.service_id)).toEqual(['in-gst-registration']);
  });

  it('a viewer sees the cart but cannot change it; another founder’s company answers 404 on every call', async () => {
    expect((await cartOf(viewer.token)).statusCode).toBe(200);
    expect((await add(viewer.token, { service_id: 'in-gst-registration', company_id: companyId })).statusCode).toBe(403);
    expect((await clear(viewer.token)).statusCode).toBe(403);
    expect((await cartOf(stranger.token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/cart`, headers: bearer(stranger.token) })).statusCode,
    ).toBe(404);
    expect((await add(stranger.token, { service_id: 'in-gst-registration', company_id: companyId })).statusCode).toBe(404);
    expect((await clear(stranger.token)).statusCode).toBe(404);
    const [item] = json<Cart>(await cartOf(owner.token)).items;
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${item!.id}?company_id=${companyId}`,
      headers: bearer(stranger.token),
    });
    expect(removal.statusCode).toBe(404);
    // The stranger's own cart list is empty: nothing of ours shows.
    expect(json(await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(stranger.token) }))).toEqual({
      company_id: null,
      items: [],
      total_amount: 0,
      currency: 'INR',
    });
    expect(json<Cart>(await cartOf(owner.token)).items).toHaveLength(1);
  });

  it('refuses bad input with 4xx and a detail: no service, a quantity other than 1, an unknown service, no company', async () => {
    const badQueries: Record<string, string>[] = [
      { company_id: companyId },
      { service_id: 'in-gst-registration', quantity: '2', company_id: companyId },
      { service_id: 'in-gst-registration' },
    ];
    for (const query of badQueries) {
      const response = await add(owner.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknown = await add(owner.token, { service_id: 'no-such-service', company_id: usCompanyId });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'NOT_FOUND', detail: 'Service not found' });
    expect((await add(owner.token, { service_id: 'in-gst-registration', company_id: 'not-a-company' })).statusCode).toBe(404);
  });

  it('removes an item by id (an unknown id is 404) and clears the cart', async () => {
    const [item] = json<Cart>(await cartOf(owner.token)).items;
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/00000000-0000-4000-8000-000000000000?company_id=${companyId}`,
      headers: bearer(owner.token),
    });
    expect(missing.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${item!.id}?company_id=${companyId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(json<Cart>(removed)).toMatchObject({ items: [], total_amount: 0, currency: 'INR' });

    expect((await add(owner.token, { service_id: 'in-dir-3-kyc', company_id: companyId })).statusCode).toBe(200);
    const cleared = await clear(owner.token);
    expect(cleared.statusCode).toBe(200);
    expect(json<Cart>(cleared).items).toEqual([]);
  });

  it('twenty members adding twenty different services at once leave exactly one in the cart', async () => {
    await clear(owner.token, usCompanyId);
    const usServices = [...prices.keys()].filter((id) => id.startsWith('us-'));
    const attempts = Array.from({ length: 20 }, (_, index) => usServices[index % usServices.length]!);
    const answers = await Promise.all(attempts.map((service) => add(owner.token, { service_id: service, company_id: usCompanyId })));
    const cart = json<Cart>(await cartOf(owner.token, usCompanyId));
    expect(cart.items).toHaveLength(1);
    expect(cart.currency).toBe('USD');
    const winner = cart.items[0]!.service_id;
    for (const [index, answer] of answers.entries()) expect(answer.statusCode).toBe(attempts[index] === winner ? 200 : 409);
  });

  it('the audit log says who filled and emptied the cart', async () => {
    const activity = json<{ events: { action: string; target: { label: string | null } }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/activity`, headers: bearer(owner.token) }),
    );
    const actions = activity.events.map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['cart.item_added', 'cart.item_removed', 'cart.cleared']));
    expect(activity.events.find((event) => event.action === 'cart.item_added')!.target.label).toBe('Director KYC (DIR-3 KYC)');
  });
});
