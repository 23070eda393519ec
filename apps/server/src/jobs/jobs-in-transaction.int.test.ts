import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outgoingMail, paymentEvents } from '../db/schema';
import type { Repairs } from '../composition/reconciliation';
import type { Db } from '../db/client';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/auth-helpers';
import { unpaidOrder } from '../../test/orders-helpers';
import { JOBS_SCHEMA } from './job-queue';

/** Every job (in any state, completed ones included) whose data carries `value` under `key`. */
async function jobsCarrying(db: Db, key: string, value: string): Promise<{ name: string; state: string }[]> {
  const result = await db.execute(
    sql`select name, state::text as state from ${sql.raw(`${JOBS_SCHEMA}.job`)} where data ->> ${key} = ${value} order by created_on`,
  );
  return (result as { rows: { name: string; state: string }[] }).rows;
}

/** A reconciliation run's answer: the given repairs, none of any other kind, and their total. */
function repairs(counts: Partial<Omit<Repairs, 'total'>> = {}): Repairs {
  const kinds = {
    mails: 0,
    webhookEvents: 0,
    fulfilments: 0,
    lateRefunds: 0,
    webhookDeliveries: 0,
    ruleChanges: 0,
    dataExports: 0,
    deletions: 0,
    ...counts,
  };
  return { ...kinds, total: Object.values(kinds).reduce((sum, count) => sum + count, 0) };
}
const mailOf = async (db: Db, key: string) => (await db.select().from(outgoingMail).where(eq(outgoingMail.idempotencyKey, key)))[0];

describe('jobs go out with their transactions', () => {
  let t: TestApp;
  /** The app's clock runs this far ahead of the wall clock (the reconciliation only repairs what is an hour old). */
  let aheadMs = 0;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date(Date.now() + aheadMs) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a mail committed in a transaction has its delivery job; a rolled-back one has neither row nor job', async () => {
    const { mailer } = t.app.services;
    const db = t.database.db;
    const rolledBack = `test:rolled-back:${uniqueEmail()}`;
    await expect(
      db.transaction(async (tx) => {
        await mailer.enqueue(
          { to: 'nobody@example.com', subject: 'Never', text: 'Never', html: '<p>Never</p>' },
          { key: rolledBack, executor: tx },
        );
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await mailOf(db, rolledBack)).toBeUndefined();
    const before = await db.execute(sql`select count(*)::int as n from ${sql.raw(`${JOBS_SCHEMA}.job`)} where name = 'mail.deliver'`);

    const committed = `test:committed:${uniqueEmail()}`;
    const message = { to: uniqueEmail('committed'), subject: 'Once', text: 'Once', html: '<p>Once</p>' };
    await db.transaction((tx) => mailer.enqueue(message, { key: committed, executor: tx }));
    // The same key again stores nothing and sends no second job.
    await mailer.enqueue(message, { key: committed });
    const mail = (await mailOf(db, committed))!;
    expect(await jobsCarrying(db, 'mailId', mail.id)).toEqual([{ name: 'mail.deliver', state: expect.any(String) }]);
    const after = await db.execute(sql`select count(*)::int as n from ${sql.raw(`${JOBS_SCHEMA}.job`)} where name = 'mail.deliver'`);
    const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]!.n;
    expect(count(after) - count(before)).toBe(1);
    await expect.poll(async () => (await mailOf(db, committed))?.status, { timeout: 10_000 }).toBe('sent');
  });

  it('the reconciliation finds nothing while every fact has its job, and repairs and reports a lost one', async () => {
    const { reconciliation, mailer } = t.app.services;
    const db = t.database.db;
    const user = await signedInUser(t.app, 'Reconciled Founder');
    // Three facts whose job is gone: a paid order (marked paid without its payment's transaction), a stored mail
    // whose job was deleted, and a recorded webhook no `payment.apply` job carries, as a bug or a lost queue would leave them.
    const { order } = await unpaidOrder(t.app, db, user);
    await db.update(orders).set({ paymentStatus: 'paid', orderStatus: 'processing', paidAt: new Date() }).where(eq(orders.id, order.id));
    const lostKey = `test:lost:${uniqueEmail()}`;
    aheadMs = 0;
    await db.transaction(async (tx) => {
      await mailer.enqueue({ to: user.email, subject: 'Lost job', text: 'Lost', html: '<p>Lost</p>' }, { key: lostKey, executor: tx });
      await tx.execute(
        sql`delete from ${sql.raw(`${JOBS_SCHEMA}.job`)} where data ->> 'mailId' = (select id::text from outgoing_mail where idempotency_key = ${lostKey})`,
      );
    });
    const lost = (await mailOf(db, lostKey))!;
    const lostEventId = `evt_lost_${lostKey}`;
    const [lostEvent] = await db
      .insert(paymentEvents)
      .values({
        provider: 'sandbox',
        eventId: lostEventId,
        type: 'checkout.session.completed',
        providerRef: 'cs_lost_session',
        outcome: 'queued',
        payload: {},
        signal: {
          eventId: lostEventId,
          providerType: 'checkout.session.completed',
          outcome: 'paid',
          providerRef: 'cs_lost_session',
          providerPaymentId: null,
          amountMinor: null,
          currency: null,
        },
      })
      .returning();
    expect(await jobsCarrying(db, 'mailId', lost.id)).toEqual([]);

    // Younger than an hour: possibly still on its way, left alone.
    expect(await reconciliation.run()).toEqual(repairs());

    aheadMs = 2 * 60 * 60_000;
    try {
      expect(await reconciliation.run()).toEqual(repairs({ mails: 1, webhookEvents: 1, fulfilments: 1 }));
      // Queued again, the work is done once: the mail sent, the event applied (its session is nobody's), the order
      // fulfilled with its receipt.
      await expect
        .poll(async () => (await db.select().from(paymentEvents).where(eq(paymentEvents.id, lostEvent!.id)))[0]?.outcome, {
          timeout: 10_000,
        })
        .toBe('unknown_payment');
      await expect.poll(async () => (await mailOf(db, lostKey))?.status, { timeout: 10_000 }).toBe('sent');
      await expect
        .poll(async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.fulfilledAt, { timeout: 10_000 })
        .toBeInstanceOf(Date);
      // Nothing is left to repair, and a mail sent or an order fulfilled is never queued again.
      expect(await reconciliation.run()).toEqual(repairs());
    } finally {
      aheadMs = 0;
    }
  });
});
