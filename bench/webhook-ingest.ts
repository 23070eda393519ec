// The webhook part of `npm run bench`: signed Stripe events per second into the production server, 10 % of them
// delivered twice, then a check that every order was paid exactly once (one paid event, one receipt each).
import Stripe from 'stripe';

export const BENCH_STRIPE_WEBHOOK_SECRET = 'whsec_bench_charter';

interface Options {
  base: string;
  token: string;
  orders: number;
  concurrency?: number;
}

const signer = new Stripe('sk_test_bench_offline');

/** USA LLC formations through the real call; each answers a Stripe Checkout Session (on the fake Stripe server). */
async function createOrders(base: string, token: string, count: number): Promise<{ orderId: string; sessionId: string; amount: number }[]> {
  const created = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${base}/api/incorporation/usa/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `bench-${Date.now()}-${index}` },
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
    const amount = Math.round(((await quote.json()) as { order: { total_amount: number } }).order.total_amount * 100);
    created.push({ orderId: start.order_id, sessionId: start.stripe_session_id, amount });
  }
  return created;
}

export async function runWebhookBench({ base, token, orders, concurrency = 10 }: Options) {
  const created = await createOrders(base, token, orders);
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
  // 10 % duplicates, shuffled in among the originals.
  const queue = [...deliveries, ...deliveries.filter((_delivery, index) => index % 10 === 0)].sort(() => Math.random() - 0.5);
  const outcomes: Record<string, number> = {};
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queue.length) {
        const delivery = queue[(next += 1) - 1]!;
        const response = await fetch(`${base}/api/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          body: delivery.payload,
        });
        if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
        const { outcome } = (await response.json()) as { outcome: string };
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Exactly once: every order paid, and its receipt written once by the fulfilment job.
  let receipts = 0;
  for (const order of created) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const detail = (await (
        await fetch(`${base}/api/orders/${order.orderId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        order: { payment_status: string };
        documents: { kind: string }[];
      };
      const count = detail.documents.filter((document) => document.kind === 'receipt').length;
      if (detail.order.payment_status === 'paid' && count > 0) {
        receipts += count;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const exactlyOnce =
    outcomes.paid === created.length && (outcomes.duplicate ?? 0) === queue.length - created.length && receipts === created.length;
  return {
    events: queue.length,
    orders: created.length,
    eventsPerSec: Math.round(queue.length / seconds),
    outcomes,
    receipts,
    exactlyOnce,
  };
}
