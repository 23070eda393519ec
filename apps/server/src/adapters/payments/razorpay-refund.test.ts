import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefundDeclinedError } from './payment-provider';
import { createRazorpayProvider } from './razorpay-provider';

/** A Razorpay-compatible refund endpoint: one refund per X-Refund-Idempotency key, as Razorpay documents it. */
const calls: { url: string; key: string | undefined; auth: string | undefined; body: Record<string, unknown> }[] = [];
const refunds = new Map<string, { id: string; status: string }>();
let answer: { status: number; body: unknown } | null = null;
const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const key = request.headers['x-refund-idempotency'] as string | undefined;
    calls.push({ url: request.url ?? '', key, auth: request.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
    response.setHeader('content-type', 'application/json');
    if (answer) {
      response.statusCode = answer.status;
      response.end(JSON.stringify(answer.body));
      return;
    }
    const refund = refunds.get(key ?? '') ?? { id: `rfnd_${refunds.size + 1}`, status: 'processed' };
    refunds.set(key ?? '', refund);
    response.end(JSON.stringify({ ...refund, entity: 'refund' }));
  });
});

let provider: ReturnType<typeof createRazorpayProvider>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = createRazorpayProvider({
    keyId: 'rzp_test_k',
    keySecret: 'secret',
    webhookSecret: undefined,
    apiBase: `http://127.0.0.1:${port}`,
  });
});
afterAll(() => void server.close());

const request = {
  idempotencyKey: 'charter-refund-order-1',
  providerPaymentId: 'pay_123',
  amountMinor: 176_882,
  currency: 'INR',
  orderId: 'order-1',
  orderNumber: 'CH-001001',
};

describe('Razorpay refunds', () => {
  it('POSTs the payment’s refund with the idempotency header, key auth, amount and receipt; the same key refunds once', async () => {
    answer = null;
    const first = await provider.refund(request);
    const again = await provider.refund(request);
    expect(first).toEqual({ providerRefundId: 'rfnd_1', providerStatus: 'processed' });
    expect(again).toEqual(first);
    expect(calls.at(-1)).toMatchObject({
      url: '/v1/payments/pay_123/refund',
      key: 'charter-refund-order-1',
      auth: `Basic ${Buffer.from('rzp_test_k:secret').toString('base64')}`,
      body: { amount: 176_882, speed: 'normal', receipt: 'CH-001001-refund', notes: { order_number: 'CH-001001' } },
    });
    expect(refunds.size).toBe(1);
  });

  it('a 400 is a refusal (nothing moved); a 409 (same key in progress) and a 5xx are unknown, so the key is kept', async () => {
    answer = { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount exceeds the payment.' } } };
    await expect(provider.refund(request)).rejects.toEqual(new RefundDeclinedError('The refund amount exceeds the payment.'));
    for (const status of [409, 502]) {
      answer = { status, body: { error: { description: 'try later' } } };
      const error = await provider.refund(request).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(RefundDeclinedError);
    }
    answer = null;
  });
});
