// The webhook part of `npm run bench`: signed Stripe events per second into the production server, 10 % of them
// delivered twice, then a check that every order was paid exactly once: each request records its event once and
// enqueues it; the jobs apply them. Polled (with a deadline) until every order is paid with its receipt, then counted:
// N paid orders, N receipts, N receipt mails at the SMTP server, none twice.
import { Agent } from 'node:http';
import Stripe from 'stripe';
import type { CapturedMail } from './capture-smtp';
import { post } from './http-post';
import { median, quantile } from './stats';

export const BENCH_STRIPE_WEBHOOK_SECRET = 'whsec_bench_charter';

interface Options {
  base: string;
  token: string;
  /** The SMTP server the production server mails to: its receipt mails are counted. */
  smtp: { mails: CapturedMail[] };
  /** Orders paid in each round. */
  orders: number;
  /**
   * Bursts of deliveries, one after another, each paying its own orders: the p99 goal is judged on their median, as
   * every route's is on its rounds'. (One burst of 1,100 deliveries lasts half a second here, and its p99 is its eleven
   * slowest answers: one stall of the host, anywhere, decided it.)
   */
  rounds?: number;
  concurrency?: number;
  /** How long the fulfilment jobs may take to write every receipt after the last webhook is answered. */
  settleSeconds?: number;
}

const signer = new Stripe('sk_test_bench_offline');
/** Deliveries in flight at once: issue 32 measures every route's p99 at 32 connections. */
const CONNECTIONS = 32;

/** USA LLC formations through the real call; each answers a Stripe Checkout Session (on the fake Stripe server). */
async function createOrders(
  base: string,
  token: string,
  count: number,
): Promise<{ orderId: string; orderNumber: string; sessionId: string; amount: number }[]> {
  // Eight at a time: the set-up is not what is measured.
  return mapLimited(
    Array.from({ length: count }, (_unused, index) => index),
    8,
    async (index) => {
      const response = await fetch(`${base}/api/incorporation/usa/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `bench-${Date.now()}-${index}`,
        },
        body: JSON.stringify({
          service_type: 'incorporation',
          country: 'USA',
          entity_type: 'LLC',
          company_name: `Bench Webhooks ${Date.now()} ${index} LLC`,
          state: 'Delaware',
          management: 'member-managed',
          members: [{ name: 'Bench Member', phone: '+1 302 555 0100', email: 'member@example.com', ownership_percent: 100 }],
        }),
      });
      if (response.status !== 200) throw new Error(`incorporation create answered ${response.status}: ${await response.text()}`);
      const start = (await response.json()) as { order_id: string; stripe_session_id: string };
      const quote = await fetch(`${base}/api/orders/${start.order_id}`, { headers: { authorization: `Bearer ${token}` } });
      const { order } = (await quote.json()) as { order: { total_amount: number; order_number: string } };
      return {
        orderId: start.order_id,
        orderNumber: order.order_number,
        sessionId: start.stripe_session_id,
        amount: Math.round(order.total_amount * 100),
      };
    },
  );
}

/** `work` over every item, at most `limit` at a time, answers in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = (next += 1) - 1;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** Whether an order reads as paid and how many receipts it holds, through the founder's order page call. */
async function receiptState(base: string, token: string, orderId: string): Promise<{ paid: boolean; receipts: number }> {
  const response = await fetch(`${base}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`order ${orderId} answered ${response.status}: ${await response.text()}`);
  const detail = (await response.json()) as { order: { payment_status: string }; documents: { kind: string }[] };
  return {
    paid: detail.order.payment_status === 'paid',
    receipts: detail.documents.filter((document) => document.kind === 'receipt').length,
  };
}

export async function runWebhookBench({ base, token, smtp, orders, rounds = 1, concurrency = CONNECTIONS, settleSeconds = 300 }: Options) {
  const created = await createOrders(base, token, orders * rounds);
  const deliveries = created.map((order, index) => {
    const payload = JSON.stringify({
      id: `evt_bench_${index}_${order.sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: order.sessionId,
          object: 'checkout.session',
          amount_total: order.amount,
          currency: 'usd',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: `pi_bench_${index}`,
        },
      },
    });
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: BENCH_STRIPE_WEBHOOK_SECRET }) };
  });
  const outcomes: Record<string, number> = {};
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const measured: { eventsPerSec: number; p50: number; p99: number }[] = [];
  let events = 0;
  for (let round = 0; round < rounds; round += 1) {
    // This round's orders, 10 % of their deliveries twice, shuffled in among the originals. Each round starts while
    // the jobs of the rounds before are still being applied, as deliveries keep coming in production.
    const own = deliveries.slice(round * orders, (round + 1) * orders);
    const queue = [...own, ...own.filter((_delivery, index) => index % 10 === 0)].sort(() => Math.random() - 0.5);
    const latencies: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < queue.length) {
          const delivery = queue[(next += 1) - 1]!;
          const sent = performance.now();
          const response = await post(agent, `${base}/api/webhooks/stripe`, {
            headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
            body: delivery.payload,
          });
          if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${response.body}`);
          const { outcome } = JSON.parse(response.body) as { outcome: string };
          latencies.push(performance.now() - sent);
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    measured.push({ eventsPerSec: Math.round(queue.length / seconds), p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) });
    events += queue.length;
  }
  agent.destroy();

  // Exactly once: every order paid, and its receipt written once by the fulfilment job. The job and its mail run
  // after the webhook's answer (pg-boss), so wait until every order has its receipt or the deadline passes, then
  // count every order's receipts once more: a second receipt written late would show there.
  const settleStarted = performance.now();
  const deadline = settleStarted + settleSeconds * 1000;
  let waiting = created;
  while (waiting.length > 0 && performance.now() < deadline) {
    const states = await mapLimited(waiting, concurrency, (order) => receiptState(base, token, order.orderId));
    waiting = waiting.filter((_order, index) => !(states[index]!.paid && states[index]!.receipts > 0));
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const settledSeconds = Number(((performance.now() - settleStarted) / 1000).toFixed(1));
  const final = await mapLimited(created, concurrency, (order) => receiptState(base, token, order.orderId));
  const receipts = final.reduce((sum, state) => sum + state.receipts, 0);
  const unpaid = final.filter((state) => !state.paid).length;
  const withoutReceipt = final.filter((state) => state.receipts === 0).length;
  const withSeveralReceipts = final.filter((state) => state.receipts > 1).length;
  // Receipt mails at the SMTP server, by order number: one each (the outbox may still be sending: wait for them too).
  const receiptMailsOf = () => {
    const counts = new Map(created.map((order) => [order.orderNumber, 0]));
    for (const mail of smtp.mails) {
      const number = mail.raw.match(/Subject: Receipt for order (\S+)/)?.[1];
      if (number && counts.has(number)) counts.set(number, counts.get(number)! + 1);
    }
    return [...counts.values()];
  };
  while (receiptMailsOf().some((count) => count === 0) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A second mail for an order would be sent by then; give a late duplicate the time to show.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const receiptMails = receiptMailsOf();
  const exactlyOnce =
    // PostgreSQL answers `queued` (its job applies it); the embedded database applies in the request and answers `paid`.
    (outcomes.queued ?? 0) + (outcomes.paid ?? 0) === created.length &&
    receiptMails.every((count) => count === 1) &&
    (outcomes.duplicate ?? 0) === events - created.length &&
    unpaid === 0 &&
    final.every((state) => state.receipts === 1);
  return {
    events,
    orders: created.length,
    /** Each round's figures; the ones below are their medians. */
    rounds: measured,
    eventsPerSec: median(measured.map((round) => round.eventsPerSec)),
    p50: median(measured.map((round) => round.p50)),
    p99: median(measured.map((round) => round.p99)),
    outcomes,
    paid: final.length - unpaid,
    receipts,
    receiptMails: receiptMails.reduce((sum, count) => sum + count, 0),
    orderIds: created.map((order) => order.orderId),
    unpaid,
    withoutReceipt,
    withSeveralReceipts,
    /** Seconds from the last webhook's answer until every order had its receipt (or the deadline). */
    settledSeconds,
    exactlyOnce,
  };
}
