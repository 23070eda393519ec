import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { buildApp } from '../../app';
import { webhookDeadlineEvents, webhookDeliveries } from '../../db/schema';
import { addDays } from '../../lib/clock';

/**
 * Issue 34: two deadline scans at once — two app instances on one database (as two API processes, or a retry
 * overlapping the schedule), each also running twice concurrently — send each deadline event once. The claim row
 * (webhook_deadline_events' primary key) is taken in the transaction that writes the deliveries: the loser's insert
 * waits for the winner's commit and then claims nothing.
 */
let now = new Date('2026-12-01T12:00:00Z');
const clock = () => now;
const t = await createTestApp({ webhooksOut: { publicTargetsOnly: false, retryDelaySeconds: 3600 } }, { clock });
// The second instance: its own services, job queue and pools, on the same database.
const second = await buildApp(t.config, { database: t.database, clock });
await second.ready();
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('concurrent deadline scans', () => {
  it('four scans at once across two instances send each (obligation, lead) once', async () => {
    // A receiver that answers 200: a failing one would be turned off after 3 (fake) days and later events go nowhere.
    const hook = await webhookReceiver();
    const owner = await signedInUser(t.app, 'Cora Concurrent');
    const companyId = (await createdCompany(t.app, owner.token, { gst_filing: 'monthly' })).id;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/webhooks`,
      payload: { url: hook.url, events: ['obligation.due_soon', 'obligation.overdue'] },
      headers: bearer(owner.token),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint } = json<CreatedWebhookEndpoint>(created);

    let total = 0;
    // A month of days, each scanned four times at once: every event of the month goes out on its day, once.
    for (let day = 1; day <= 31; day += 1) {
      now = addDays(new Date('2026-12-01T12:00:00Z'), day);
      const results = await Promise.all([
        t.app.services.webhooksOut.emitDeadlines(),
        second.services.webhooksOut.emitDeadlines(),
        t.app.services.webhooksOut.emitDeadlines(),
        second.services.webhooksOut.emitDeadlines(),
      ]);
      total += results.reduce((sum, result) => sum + result.deadlineEvents, 0);
    }
    const deliveries = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.length).toBe(total);
    const keys = deliveries.map((row) => {
      const body = JSON.parse(row.body) as { data: { object: { id: string }; lead: string } };
      return `${body.data.object.id}|${body.data.lead}`;
    });
    expect(new Set(keys).size).toBe(keys.length);
    const claimed = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeadlineEvents);
    expect(claimed[0]!.n).toBe(keys.length);
    await hook.close();
  });
});
