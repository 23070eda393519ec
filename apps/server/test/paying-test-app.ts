import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../src/config/env';
import { createRazorpayProvider } from '../src/adapters/payments/razorpay-provider';
import { createTestApp, type TestApp } from './test-app';

/** Starts a local fake on a free port of 127.0.0.1 and answers its base URL. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface PayingTestAppOptions {
  razorpay: { keyId: string; keySecret: string; webhookSecret: string };
  /** Where Razorpay's other calls (refunds) go: a local fake; Razorpay's own API when absent. */
  razorpayApiBase?: string;
  /** Razorpay order ids are this and a count (`order_rzp_1`, …). */
  razorpayOrderPrefix: string;
  stripe: { webhookSecret: string; apiBase: string };
  sandboxSecret: string;
  admin?: AppConfig['admin'];
}

/**
 * An app configured the way an operator would: INR pays through Razorpay, USD through Stripe (its SDK against a local
 * fake), and the sandbox is on. Razorpay's order creation is the one call not made against a local server: it answers
 * a popup with the next order id.
 */
export function createPayingTestApp(options: PayingTestAppOptions): Promise<TestApp> {
  const { razorpay, razorpayApiBase, stripe, admin } = options;
  const real = createRazorpayProvider(razorpayApiBase ? { ...razorpay, apiBase: razorpayApiBase } : razorpay);
  let razorpayOrders = 0;
  return createTestApp(
    {
      ...(admin ? { admin } : {}),
      payments: {
        razorpay,
        stripe: { secretKey: 'sk_test_charter', webhookSecret: stripe.webhookSecret, apiBase: stripe.apiBase },
        sandbox: { enabled: true, secret: options.sandboxSecret },
      },
    },
    {
      paymentProviders: {
        razorpay: {
          ...real,
          startCheckout: async () => ({
            mode: 'popup',
            providerRef: `${options.razorpayOrderPrefix}${(razorpayOrders += 1)}`,
            keyId: razorpay.keyId,
          }),
        },
      },
    },
  );
}
