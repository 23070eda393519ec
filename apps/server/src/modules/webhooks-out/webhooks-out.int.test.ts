import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey, CreatedWebhookEndpoint, WebhookDeliveryList } from '@charter/shared';
import { bearer, latestMailTo, signedInUser, type SignedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { until, webhookReceiver as receiver } from '../../../test/webhook-receiver';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { addDays } from '../../lib/clock';
import { membersRepository } from '../companies/members.repository';
import { verifyWebhook } from './webhook-signature';

async function companyOf(t: TestApp, owner: SignedInUser) {
  const { id: companyId } = await createdCompany(t.app, owner.token);
  const requirements = json<{ requirements: { id: string; status: string }[] }>(
    await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(owner.token) }),
  ).requirements;
  return { companyId, requirementIds: requirements.filter((r) => r.status !== 'completed').map((r) => r.id) };
}

const addEndpoint = (t: TestApp, token: string, companyId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/companies/${companyId}/webhooks`, headers: bearer(token), payload });

const complete = (t: TestApp, token: string, companyId: string, requirementId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/companies/${companyId}/compliance/${requirementId}`,
    headers: bearer(token),
    payload: { status: 'completed' },
  });

const deliveriesOf = async (t: TestApp, token: string, companyId: string, endpointId: string) =>
  json<WebhookDeliveryList>(
    await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/webhooks/${endpointId}/deliveries`, headers: bearer(token) }),
  ).deliveries;

describe('outside production (loopback allowed)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ webhooksOut: { publicTargetsOnly: false, retryDelaySeconds: 1 } });
    owner = await signedInUser(t.app, 'Olivia Owner');
  });
  afterAll(() => t.close());

  it('an obligation completed reaches a local receiver once, signed, with the id it can drop a duplicate by', async () => {
    const hook = await receiver();
    try {
      const { companyId, requirementIds } = await companyOf(t, owner);
      const created = await addEndpoint(t, owner.token, companyId, { url: hook.url, events: ['obligation.completed', 'order.paid'] });
      expect(created.statusCode, created.body).toBe(201);
      const { endpoint, secret } = json<CreatedWebhookEndpoint>(created);
      expect(secret).toMatch(/^whsec_/);
      const [stored] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(stored!.sealedSecret).not.toContain(secret);

      expect((await complete(t, owner.token, companyId, requirementIds[0]!)).statusCode).toBe(200);
      const arrival = await until('the delivery', () => hook.arrivals[0]);
      const signature = arrival.headers['charter-signature'] as string;
      expect(verifyWebhook(secret, arrival.body, signature, new Date())).toBe(true);
      const body = JSON.parse(arrival.body) as { id: string; type: string; company_id: string; data: { object: { id: string } } };
      expect(body).toMatchObject({ type: 'obligation.completed', company_id: companyId, data: { object: { id: requirementIds[0] } } });
      expect(arrival.headers['charter-webhook-id']).toBe(body.id);
      // Long enough for a second delivery (a duplicate job, a retry) to have shown up.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(hook.arrivals).toHaveLength(1);
      const [logged] = await deliveriesOf(t, owner.token, companyId, endpoint.id);
      expect(logged).toMatchObject({ id: body.id, event: 'obligation.completed', status: 'succeeded', attempts: 1, response_code: 200 });

      // Redelivered by hand: the same id and event, signed afresh.
      const redelivered = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/webhooks/${endpoint.id}/deliveries/${body.id}/redeliver`,
        headers: bearer(owner.token),
      });
      expect(redelivered.statusCode, redelivered.body).toBe(202);
      const again = await until('the redelivery', () => hook.arrivals[1]);
      expect(again.headers['charter-webhook-id']).toBe(body.id);
      expect(again.body).toBe(arrival.body);
    } finally {
      await hook.close();
    }
  });

  it('a failing receiver is retried on the back-off schedule (d·2ⁿ to d·2ⁿ⁺¹ with d = 1 s) until it answers 2xx', async () => {
    const hook = await receiver([500, 503, 500, 200]);
    try {
      const { companyId, requirementIds } = await companyOf(t, owner);
      const { endpoint } = json<CreatedWebhookEndpoint>(
        await addEndpoint(t, owner.token, companyId, { url: hook.url, events: ['obligation.completed'] }),
      );
      expect((await complete(t, owner.token, companyId, requirementIds[0]!)).statusCode).toBe(200);
      await until('four attempts', () => (hook.arrivals.length >= 4 ? true : undefined), 40_000);
      const gaps = hook.arrivals.slice(1).map((arrival, index) => (arrival.at - hook.arrivals[index]!.at) / 1000);
      // Each wait is at least pg-boss's floor for that retry; the ceiling adds its polling (0.5 s) and some slack.
      gaps.forEach((gap, retry) => {
        expect(gap, `retry ${retry}`).toBeGreaterThanOrEqual(2 ** retry * 0.95);
        expect(gap, `retry ${retry}`).toBeLessThanOrEqual(2 ** (retry + 1) + 1.5);
      });
      expect(new Set(hook.arrivals.map((arrival) => arrival.headers['charter-webhook-id'])).size).toBe(1);
      const [logged] = await until('the log', async () => {
        const list = await deliveriesOf(t, owner.token, companyId, endpoint.id);
        return list[0]?.status === 'succeeded' ? list : undefined;
      });
      expect(logged).toMatchObject({ attempts: 4, response_code: 200 });
    } finally {
      await hook.close();
    }
  });

  it('an endpoint failing for 3 days is turned off and its owners are mailed', async () => {
    const hook = await receiver([500]);
    try {
      const { companyId, requirementIds } = await companyOf(t, owner);
      const { endpoint } = json<CreatedWebhookEndpoint>(
        await addEndpoint(t, owner.token, companyId, { url: hook.url, events: ['obligation.completed'] }),
      );
      // It has failed since 3 days and a minute ago; the next failure turns it off.
      await t.database.db
        .update(webhookEndpoints)
        .set({ failingSince: addDays(new Date(Date.now() - 60_000), -3) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect((await complete(t, owner.token, companyId, requirementIds[0]!)).statusCode).toBe(200);
      const mail = await latestMailTo(t.app, owner.email, { count: 3, timeoutMs: 20_000 });
      expect(mail.subject).toMatch(/A webhook of .* was turned off/);
      expect(mail.text).toContain(hook.url);
      const list = json<{ endpoints: { id: string; enabled: boolean; disabled_reason: string }[] }>(
        await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/webhooks`, headers: bearer(owner.token) }),
      ).endpoints;
      expect(list.find((entry) => entry.id === endpoint.id)).toMatchObject({
        enabled: false,
        disabled_reason: 'Every delivery failed for 3 days',
      });
      const [delivery] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, responseCode: 500 });
      // Turned off: a later event makes no delivery.
      expect((await complete(t, owner.token, companyId, requirementIds[1]!)).statusCode).toBe(200);
      expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });

  it('only owners and keys with the webhooks scope manage endpoints; bad input is 400', async () => {
    const { companyId } = await companyOf(t, owner);
    const member = await signedInUser(t.app, 'Manoj Member');
    const stranger = await signedInUser(t.app, 'Sam Stranger');
    await membersRepository.insertMember(t.database.db, { companyId, userId: member.id, role: 'member' });
    const payload = { url: 'https://hooks.example.com/charter', events: ['order.paid'] };
    expect((await addEndpoint(t, member.token, companyId, payload)).statusCode).toBe(403);
    expect(json(await addEndpoint(t, stranger.token, companyId, payload))).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
    for (const bad of [
      { url: 'not a url', events: ['order.paid'] },
      { url: 'ftp://hooks.example.com', events: ['order.paid'] },
      { url: 'https://hooks.example.com', events: [] },
      { url: 'https://hooks.example.com', events: ['order.refunded'] },
      { url: 'http://10.0.0.7/hook', events: ['order.paid'] },
    ]) {
      const refused = await addEndpoint(t, owner.token, companyId, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const key = async (scopes: string[]) =>
      json<CreatedApiKey>(
        await t.app.inject({
          method: 'POST',
          url: `/api/companies/${companyId}/api-keys`,
          headers: bearer(owner.token),
          payload: { name: scopes.join(' '), scopes },
        }),
      ).secret;
    const manager = await key(['webhooks:manage']);
    expect((await addEndpoint(t, manager, companyId, payload)).statusCode).toBe(201);
    expect((await addEndpoint(t, await key(['orders:read']), companyId, payload)).statusCode).toBe(403);
  });

  it('an owner turns a disabled endpoint back on (issue 34); a member cannot, another company’s owner gets 404', async () => {
    const hook = await receiver([200]);
    try {
      const { companyId, requirementIds } = await companyOf(t, owner);
      const member = await signedInUser(t.app, 'Mina Member');
      const stranger = await signedInUser(t.app, 'Sol Stranger');
      await membersRepository.insertMember(t.database.db, { companyId, userId: member.id, role: 'member' });
      const { endpoint } = json<CreatedWebhookEndpoint>(
        await addEndpoint(t, owner.token, companyId, { url: hook.url, events: ['obligation.completed'] }),
      );
      await t.database.db
        .update(webhookEndpoints)
        .set({ disabledAt: new Date(), disabledReason: 'Every delivery failed for 3 days', failingSince: addDays(new Date(), -3) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const enable = (token: string, id = endpoint.id) =>
        t.app.inject({ method: 'POST', url: `/api/companies/${companyId}/webhooks/${id}/enable`, headers: bearer(token) });
      expect((await enable(member.token)).statusCode).toBe(403);
      expect((await enable(stranger.token)).statusCode).toBe(404);
      expect((await enable(owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const enabled = await enable(owner.token);
      expect(enabled.statusCode, enabled.body).toBe(200);
      expect(json(enabled)).toMatchObject({ id: endpoint.id, enabled: true, disabled_reason: null });
      const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ disabledAt: null, failingSince: null });
      // Deliveries resume.
      expect((await complete(t, owner.token, companyId, requirementIds[0]!)).statusCode).toBe(200);
      await until('a delivery succeeds', async () =>
        (await deliveriesOf(t, owner.token, companyId, endpoint.id)).find((d) => d.status === 'succeeded'),
      );
      // Enabling a live endpoint changes nothing.
      expect(json(await enable(owner.token))).toMatchObject({ enabled: true });
    } finally {
      await hook.close();
    }
  });

  it('the daily prune removes settled deliveries older than 30 days and keeps newer and pending ones', async () => {
    const { companyId } = await companyOf(t, owner);
    const { endpoint } = json<CreatedWebhookEndpoint>(
      await addEndpoint(t, owner.token, companyId, { url: 'http://127.0.0.1:9/hook', events: ['order.paid'] }),
    );
    const at = (days: number) => addDays(new Date(), -days);
    const rows = [
      { status: 'succeeded' as const, createdAt: at(31) },
      { status: 'failed' as const, createdAt: at(45) },
      { status: 'pending' as const, createdAt: at(40) },
      { status: 'succeeded' as const, createdAt: at(29) },
    ];
    const inserted = await t.database.db
      .insert(webhookDeliveries)
      .values(rows.map((row) => ({ ...row, endpointId: endpoint.id, event: 'order.paid', body: '{}' })))
      .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
    expect(await t.app.services.webhooksOut.pruneDeliveries()).toBeGreaterThanOrEqual(2);
    const left = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(left.map((row) => row.id).sort()).toEqual([inserted[2]!.id, inserted[3]!.id].sort());
  });
});

describe('in production mode (public https targets only)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ webhooksOut: { publicTargetsOnly: true, retryDelaySeconds: 60 } });
    owner = await signedInUser(t.app, 'Priya Production');
  });
  afterAll(() => t.close());

  it('refuses http, private, loopback, link-local and metadata addresses when the endpoint is added', async () => {
    const { companyId } = await companyOf(t, owner);
    for (const url of [
      'http://hooks.example.com/charter',
      'https://10.0.0.7/hook',
      'https://192.168.1.20/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:172.16.0.1]/hook',
    ]) {
      const refused = await addEndpoint(t, owner.token, companyId, { url, events: ['obligation.completed'] });
      expect(refused.statusCode, url).toBe(400);
      expect(json<{ detail: string }>(refused).detail).toMatch(/^url: /);
    }
  });

  it('a name that resolves to a private address is refused as the delivery connects: nothing arrives, the log says why', async () => {
    const hook = await receiver();
    try {
      const { companyId, requirementIds } = await companyOf(t, owner);
      const created = await addEndpoint(t, owner.token, companyId, {
        url: `https://localhost:${hook.port}/charter`,
        events: ['obligation.completed'],
      });
      expect(created.statusCode).toBe(201);
      const { endpoint } = json<CreatedWebhookEndpoint>(created);
      expect((await complete(t, owner.token, companyId, requirementIds[0]!)).statusCode).toBe(200);
      const [logged] = await until('the refused attempt', async () => {
        const list = await deliveriesOf(t, owner.token, companyId, endpoint.id);
        return list[0] && list[0].attempts > 0 ? list : undefined;
      });
      expect(logged).toMatchObject({
        status: 'pending',
        response_code: null,
        last_error: expect.stringMatching(/is not a public address/),
      });
      expect(hook.arrivals).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
});
