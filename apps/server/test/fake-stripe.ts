import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/**
 * A Stripe-compatible test server: Checkout Sessions created and retrieved, and refunds created, over HTTP by the
 * official SDK. Refunds keep Stripe's idempotency: a repeated Idempotency-Key answers the first refund and moves no
 * more money. `failRefunds` makes the next refund calls fail (a 400 refusal, or a 500 the SDK retries).
 */
export function fakeStripe() {
  const sessions = new Map<string, { id: string; url: string } & Record<string, unknown>>();
  const idempotencyKeys: string[] = [];
  const refunds = new Map<string, Record<string, unknown>>();
  const refundCalls: { idempotencyKey: string; paymentIntent: string | null; amount: number }[] = [];
  const failRefunds: { status: number; count: number } = { status: 0, count: 0 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        const form = new URLSearchParams(body);
        const key = String(request.headers['idempotency-key']);
        refundCalls.push({ idempotencyKey: key, paymentIntent: form.get('payment_intent'), amount: Number(form.get('amount')) });
        if (failRefunds.count > 0) {
          failRefunds.count -= 1;
          response.statusCode = failRefunds.status;
          const refused = failRefunds.status < 500;
          response.end(
            JSON.stringify({
              error: refused
                ? { message: 'Charge ch_1 has been disputed.', type: 'invalid_request_error', code: 'charge_disputed' }
                : { message: 'An unknown error occurred', type: 'api_error' },
            }),
          );
          return;
        }
        const earlier = refunds.get(key);
        if (earlier) {
          response.end(JSON.stringify(earlier));
          return;
        }
        const refund = {
          id: `re_test_${refunds.size + 1}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        };
        refunds.set(key, refund);
        response.end(JSON.stringify(refund));
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        idempotencyKeys.push(String(request.headers['idempotency-key']));
        const form = new URLSearchParams(body);
        const id = `cs_test_${sessions.size + 1}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          payment_intent: null,
        };
        sessions.set(id, session);
        response.end(JSON.stringify(session));
        return;
      }
      const match = request.url?.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
      const session = match && sessions.get(match[1]!);
      if (request.method === 'GET' && session) {
        response.end(JSON.stringify(session));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { message: 'No such session', type: 'invalid_request_error' } }));
    });
  });
  return { server, sessions, idempotencyKeys, refunds, refundCalls, failRefunds };
}

const signer = new Stripe('sk_test_signer');

/** A Stripe event about a Checkout Session, as the webhook body Stripe sends. */
export function stripeEvent(id: string, type: string, session: Record<string, unknown>): string {
  return JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: session } });
}

/** The headers Stripe sends with a webhook body: signed with the endpoint's secret at `timestamp` (now by default). */
export function stripeWebhookHeaders(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  return {
    'content-type': 'application/json',
    'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  };
}

/** Delivers a Stripe webhook body to the app, signed with `secret`. */
export function deliverStripeWebhook(app: FastifyInstance, payload: string, secret: string) {
  return app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: stripeWebhookHeaders(payload, secret), payload });
}
