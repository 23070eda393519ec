import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_CATCH_UP_DAYS, type CreateCompanyBody, type CreatedWebhookEndpoint, type WebhookDeliveryList } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { until, webhookReceiver } from '../../../test/webhook-receiver';
import { webhookDeadlineEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { addDays } from '../../lib/clock';
import { complianceRepository } from '../compliance/compliance.repository';
import { verifyWebhook } from './webhook-signature';

/**
 * Obligation due-soon and overdue webhooks, driven through the daily reminder scan with a fake clock at noon UTC (when
 * the job runs), delivered by the job queue to a receiver on loopback, and checked day by day against the brief
 * (7 and 1 days before, the day after, once each) and against an independent model of every occurrence's events.
 */
const START = new Date('2026-12-01T12:00:00Z');
let now = START;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ webhooksOut: { publicTargetsOnly: false, retryDelaySeconds: 1 } }, { clock: () => now });
});
afterAll(() => t.close());

const dateOf = (day: number) => addDays(START, day).toISOString().slice(0, 10);
const dayOf = (isoDate: string) => Math.round((Date.parse(isoDate) - Date.parse(dateOf(0))) / 86_400_000);

interface Sent {
  day: number;
  deliveryId: string;
  requirementId: string;
  type: string;
  lead: string;
  data: { due_date: string; days_until_due?: number; days_overdue?: number; name: string };
}

describe('obligation deadline webhooks from the daily scan', () => {
  it(
    'due soon 7 and 1 days before and overdue the day after, once each, signed; caught up after a missed day',
    { timeout: 300_000 },
    async () => {
      const hook = await webhookReceiver();
      try {
        const owner = await signedInUser(t.app, 'Dina Deadline');
        const newCompany = async (overrides: Partial<CreateCompanyBody> = {}) => (await createdCompany(t.app, owner.token, overrides)).id;
        const listening = await newCompany({ gst_filing: 'monthly' });
        const silent = await newCompany();
        const otherEvents = await newCompany();

        /** The owner points a webhook of the company at the receiver, for these events. */
        const subscribe = (companyId: string, events: string[]) =>
          t.app.inject({
            method: 'POST',
            url: `/api/companies/${companyId}/webhooks`,
            headers: bearer(owner.token),
            payload: { url: hook.url, events },
          });
        const created = await subscribe(listening, ['obligation.due_soon', 'obligation.overdue']);
        expect(created.statusCode, created.body).toBe(201);
        const { endpoint, secret } = json<CreatedWebhookEndpoint>(created);
        expect(endpoint.events).toEqual(['obligation.due_soon', 'obligation.overdue']);
        const other = await subscribe(otherEvents, ['obligation.completed', 'order.paid']);
        expect(other.statusCode, other.body).toBe(201);

        // R: an open filing due in 12–20 days. Done: another, marked completed today. Missed: one whose 7-day event falls
        // on a day the scan does not run (downtime), away from R's three days.
        const open = (await complianceRepository.listByCompanyId(t.database.db, listening)).filter(
          (row) => row.status !== 'completed' && row.dueDate !== null,
        );
        const r = open.find((row) => dayOf(row.dueDate!) >= 12 && dayOf(row.dueDate!) <= 20)!;
        expect(r).toBeDefined();
        const due = dayOf(r.dueDate!);
        const done = open.find((row) => row.id !== r.id && dayOf(row.dueDate!) >= 8 && dayOf(row.dueDate!) <= due + 2)!;
        expect(done).toBeDefined();
        const missed = open.find((row) => {
          if (row.id === r.id || row.id === done.id) return false;
          const outage = dayOf(row.dueDate!) - 7;
          return outage >= 1 && outage <= due && ![due - 7, due - 1, due + 1].includes(outage);
        })!;
        expect(missed).toBeDefined();
        const outageDay = dayOf(missed.dueDate!) - 7;
        const completed = await t.app.inject({
          method: 'PATCH',
          url: `/api/companies/${listening}/compliance/${done.id}`,
          headers: bearer(owner.token),
          payload: { status: 'completed' },
        });
        expect(completed.statusCode, completed.body).toBe(200);

        const sent: Sent[] = [];
        const seen = new Set<string>();
        const lastDay = Math.max(due + 2, outageDay + 1);
        for (let day = 1; day <= lastDay; day += 1) {
          now = addDays(START, day);
          if (day === outageDay) continue;
          const first = await t.app.services.reminders.scan();
          // A second run the same day (a retry, a second scheduler, the catch-up at start) emits nothing.
          expect(await t.app.services.reminders.scan(), `day ${day}`).toMatchObject({ deadlineEvents: 0 });
          const rows = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
          const fresh = rows.filter((row) => !seen.has(row.id));
          expect(fresh.length, `day ${day}`).toBe(first.deadlineEvents);
          for (const row of fresh) {
            seen.add(row.id);
            const body = JSON.parse(row.body) as {
              id: string;
              type: string;
              company_id: string;
              data: Sent['data'] & { object: { id: string }; lead: string };
            };
            expect(body).toMatchObject({ id: row.id, type: row.event, company_id: listening });
            sent.push({
              day,
              deliveryId: row.id,
              requirementId: body.data.object.id,
              type: body.type,
              lead: body.data.lead,
              data: body.data,
            });
          }
          // Each arrives at the receiver, signed at the (fake) time it is sent, before the clock moves on.
          await until(`day ${day}'s deliveries`, () => (hook.arrivals.length === seen.size ? true : undefined));
          if (fresh.length > 0 && sent.length === fresh.length) {
            // The first day with events: the endpoint's log shows them delivered.
            const logged = await t.app.inject({
              method: 'GET',
              url: `/api/companies/${listening}/webhooks/${endpoint.id}/deliveries`,
              headers: bearer(owner.token),
            });
            expect(logged.statusCode, logged.body).toBe(200);
            const log = await until('the log', async () => {
              const { deliveries } = json<WebhookDeliveryList>(
                await t.app.inject({
                  method: 'GET',
                  url: `/api/companies/${listening}/webhooks/${endpoint.id}/deliveries`,
                  headers: bearer(owner.token),
                }),
              );
              return deliveries.length === fresh.length && deliveries.every((entry) => entry.status === 'succeeded')
                ? deliveries
                : undefined;
            });
            expect(log.map((entry) => entry.id).sort()).toEqual(fresh.map((row) => row.id).sort());
            expect(log[0]).toMatchObject({ attempts: 1, response_code: 200 });
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(hook.arrivals).toHaveLength(sent.length);
        const byId = new Map(hook.arrivals.map((arrival) => [arrival.headers['charter-webhook-id'] as string, arrival]));
        expect(byId.size).toBe(sent.length);
        for (const delivery of sent) {
          const arrival = byId.get(delivery.deliveryId)!;
          expect(arrival, delivery.deliveryId).toBeDefined();
          expect(verifyWebhook(secret, arrival.body, arrival.headers['charter-signature'] as string, addDays(START, delivery.day))).toBe(
            true,
          );
        }

        // R: one due_soon 7 days before, one 1 day before, one overdue the day after; nothing else.
        expect(sent.filter((item) => item.requirementId === r.id).map(({ day, type, lead, data }) => ({ day, type, lead, data }))).toEqual([
          {
            day: due - 7,
            type: 'obligation.due_soon',
            lead: '7d',
            data: expect.objectContaining({ due_date: r.dueDate, days_until_due: 7, name: r.name }),
          },
          {
            day: due - 1,
            type: 'obligation.due_soon',
            lead: '1d',
            data: expect.objectContaining({ due_date: r.dueDate, days_until_due: 1 }),
          },
          {
            day: due + 1,
            type: 'obligation.overdue',
            lead: 'overdue',
            data: expect.objectContaining({ due_date: r.dueDate, days_overdue: 1 }),
          },
        ]);
        // The completed filing: none. The one whose day was missed: sent the next day, with the days actually left.
        expect(sent.filter((item) => item.requirementId === done.id)).toEqual([]);
        expect(sent.filter((item) => item.requirementId === missed.id && item.lead === '7d')).toEqual([
          expect.objectContaining({
            day: outageDay + 1,
            type: 'obligation.due_soon',
            data: expect.objectContaining({ days_until_due: 6 }),
          }),
        ]);

        // Every occurrence against a model of the rule: per scan day, the latest lead whose day has come (within the
        // catch-up window, not before the plan or the endpoint), unless already sent.
        const leads = [
          { lead: '7d', offset: -7 },
          { lead: '1d', offset: -1 },
          { lead: 'overdue', offset: 1 },
        ];
        const expected: string[] = [];
        const emitted = new Set<string>();
        const plan = await complianceRepository.listByCompanyId(t.database.db, listening);
        for (let day = 1; day <= lastDay; day += 1) {
          if (day === outageDay) continue;
          for (const row of plan) {
            if (!row.dueDate || row.id === done.id) continue;
            const earliest = Math.max(day - REMINDER_CATCH_UP_DAYS, dayOf(row.createdAt.toISOString().slice(0, 10)), 0);
            const latest = leads
              .filter(({ lead, offset }) => {
                const trigger = dayOf(row.dueDate!) + offset;
                return trigger <= day && trigger >= earliest && (lead === 'overdue' || dayOf(row.dueDate!) >= day);
              })
              .at(-1);
            if (!latest || emitted.has(`${row.id}|${latest.lead}`)) continue;
            emitted.add(`${row.id}|${latest.lead}`);
            expected.push(`${day}|${row.id}|${latest.lead}`);
          }
        }
        expect(sent.map((item) => `${item.day}|${item.requirementId}|${item.lead}`).sort()).toEqual(expected.sort());
        expect(new Set(sent.map((item) => `${item.requirementId}|${item.lead}`)).size).toBe(sent.length);

        // A company without endpoints, or whose endpoints want other events, costs no rows at all.
        for (const companyId of [silent, otherEvents]) {
          const ids = (await complianceRepository.listByCompanyId(t.database.db, companyId)).map((row) => row.id);
          expect(ids.length).toBeGreaterThan(0);
          expect(await t.database.db.select().from(webhookDeadlineEvents).where(inArray(webhookDeadlineEvents.requirementId, ids))).toEqual(
            [],
          );
        }
        const otherEndpoints = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, otherEvents));
        expect(
          await t.database.db
            .select()
            .from(webhookDeliveries)
            .where(
              inArray(
                webhookDeliveries.endpointId,
                otherEndpoints.map((row) => row.id),
              ),
            ),
        ).toEqual([]);
        const everyDelivery = await t.database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);
        expect(everyDelivery).toHaveLength(sent.length);
      } finally {
        await hook.close();
      }
    },
  );
});
