import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { selectRows } from '../../../test/db-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import type { PaymentEventValues } from './payments.repository';
import { createWebhookRecorder } from './webhook-recorder';

// The recorder is the queued webhook path, which runs on PostgreSQL (the embedded database applies in the request).
const onPostgres = Boolean(inject('postgresTemplateUrl'));

let t: TestApp;
let queue: JobQueue;

beforeAll(async () => {
  if (!onPostgres) return;
  // No workers: the jobs stay as recorded, for the checks below to read.
  t = await createTestApp({ runWorkers: false });
  queue = createJobQueue(t.database, { runWorkers: false, schedules: false });
  await queue.boss.start();
});
afterAll(async () => {
  await queue?.boss.stop({ graceful: false });
  await t?.close();
});

let sequence = 0;
function delivery(overrides: Partial<PaymentEventValues> = {}): PaymentEventValues {
  sequence += 1;
  return {
    provider: 'stripe',
    eventId: `evt_recorder_${Date.now()}_${sequence}`,
    type: 'checkout.session.completed',
    providerRef: `cs_recorder_${sequence}`,
    paymentId: null,
    outcome: 'queued',
    payload: { id: `evt_${sequence}` },
    signal: { outcome: 'paid' },
    receivedAt: new Date(),
    ...overrides,
  };
}

/**
 * The app's database with its transactions counted, each held until `open()` (so batches can be made to overlap).
 */
function countedDatabase() {
  const db = t.database.db;
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const counted = { transactions: 0 };
  const wrapped = Object.create(db) as Db;
  wrapped.transaction = (async (work: Parameters<Db['transaction']>[0]) => {
    counted.transactions += 1;
    await gate;
    return db.transaction(work);
  }) as Db['transaction'];
  return {
    db: wrapped,
    counted,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
  };
}

/** Each event's `payment.apply` job and the time its transaction began (pg-boss's created_on is the insert's now()). */
async function jobsOf(eventIds: string[]) {
  return selectRows<{ event_id: string; created_on: string }>(
    t.database.db,
    sql`select data->>'eventId' as event_id, created_on::text from pgboss.job where name = 'payment.apply' and data->>'eventId' in ${eventIds}`,
  );
}

const eventIdsOf = (recorded: { outcome: string; eventId?: string }[]) =>
  recorded.flatMap((entry) => (entry.eventId ? [entry.eventId] : []));

describe.runIf(onPostgres)('webhook recorder (group commit)', () => {
  it('deliveries of one turn are one transaction: each event stored once with its job, a repeat told apart', async () => {
    const database = countedDatabase();
    const recorder = createWebhookRecorder({ db: database.db, jobs: queue });
    // The second's event id carries a NUL, which PostgreSQL keeps as U+FFFD: its repeat is still told apart.
    const [first, second, ignored] = [
      delivery(),
      delivery({ eventId: `evt_nul_\u0000_${Date.now()}` }),
      delivery({ outcome: 'ignored', signal: null }),
    ];
    const recorded = await Promise.all([first, second, ignored, { ...first }, { ...second }].map((entry) => recorder.record(entry)));
    expect(recorded.map((entry) => entry.outcome)).toEqual(['queued', 'queued', 'ignored', 'duplicate', 'duplicate']);
    expect(database.counted.transactions).toBe(1);
    const jobs = await jobsOf(eventIdsOf(recorded));
    // Jobs for the two queued events only, written by that one transaction.
    expect(jobs.map((job) => job.event_id).sort()).toEqual(eventIdsOf(recorded.slice(0, 2)).sort());
    expect(new Set(jobs.map((job) => job.created_on)).size).toBe(1);
    // Delivered again later: a duplicate, nothing written.
    await expect(recorder.record({ ...first })).resolves.toEqual({ outcome: 'duplicate' });
  });

  it('while two batches are being recorded, the deliveries arriving meanwhile wait and go together in the next', async () => {
    const database = countedDatabase();
    const recorder = createWebhookRecorder({ db: database.db, jobs: queue });
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    database.hold();
    const pending = [recorder.record(delivery())];
    await nextTurn();
    pending.push(recorder.record(delivery()));
    await nextTurn();
    // Both batches are running (held): these two, a turn apart, join one waiting batch.
    pending.push(recorder.record(delivery()));
    await nextTurn();
    pending.push(recorder.record(delivery()));
    await nextTurn();
    expect(database.counted.transactions).toBe(2);
    database.open();
    const recorded = await Promise.all(pending);
    expect(recorded.map((entry) => entry.outcome)).toEqual(['queued', 'queued', 'queued', 'queued']);
    expect(database.counted.transactions).toBe(3);
    const jobs = await jobsOf(eventIdsOf(recorded.slice(2)));
    expect(jobs).toHaveLength(2);
    expect(new Set(jobs.map((job) => job.created_on)).size).toBe(1);
  });

  it('a batch that fails is recorded again one delivery at a time: only the bad delivery fails, and it keeps nothing', async () => {
    const database = countedDatabase();
    const recorder = createWebhookRecorder({ db: database.db, jobs: queue });
    // A payload that cannot be written (JSON has no BigInt): its insert fails, and with it the batch's first try.
    const poisoned = delivery({ payload: { amount: 10n } });
    const settled = await Promise.allSettled([delivery(), poisoned, delivery()].map((entry) => recorder.record(entry)));
    expect(settled.map((entry) => entry.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // The batch, then each of its three alone.
    expect(database.counted.transactions).toBe(4);
    const recorded = settled.flatMap((entry) => (entry.status === 'fulfilled' ? [entry.value] : []));
    expect((await jobsOf(eventIdsOf(recorded))).map((job) => job.event_id).sort()).toEqual(eventIdsOf(recorded).sort());
    const kept = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment_events where event_id = ${poisoned.eventId}`,
    );
    expect(kept[0]!.n).toBe(0);
  });
});
