import { createServer, type Server } from 'node:http';

/** A Stripe-compatible test server: Checkout Sessions created and retrieved over HTTP by the official SDK. */
export function fakeStripe() {
  const sessions = new Map<string, { id: string; url: string } & Record<string, unknown>>();
  const idempotencyKeys: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
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
  return { server, sessions, idempotencyKeys };
}
