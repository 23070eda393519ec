// Run by the payment crash tests as a real child process, which dies with SIGKILL at the moment a mode names:
//   before-provider: the order is committed, the provider has not been called yet;
//   after-paid:      a verified payment is committed with its fulfilment job, which no worker has run yet;
//   mid-webhook:     inside the webhook's transaction (the parent holds the event's key so it waits there).
import Stripe from 'stripe';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';

const [mode, databaseUrl, dataDir, email] = process.argv.slice(2) as [string, string, string, string];
const SANDBOX_SECRET = 'sandbox-secret-for-crash-tests';
const config = testConfig({ databaseUrl: databaseUrl || undefined, runWorkers: false });
config.payments = { ...config.payments, sandbox: { enabled: true, secret: SANDBOX_SECRET } };
const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
const app = await buildApp(config, { database });
await app.ready();
const { users, companies, orders, payments } = app.services;
const say = (line: string) => process.stdout.write(`${line}\n`);
const die = () => process.kill(process.pid, 'SIGKILL');

const user = (await users.insertIfNew({ email, name: 'Crash Founder', emailVerifiedAt: new Date() }))!;
const actor = { type: 'user' as const, id: user.id, name: user.name, email, requestId: null };
const company = await companies.create(actor, {
  name: `Crash Test ${mode} Inc`,
  country: 'USA',
  state: 'Delaware',
  entity_type: 'LLC',
  industry: 'Other',
  is_formation: true,
} as never);
const order = await database.db.transaction((tx) =>
  orders.create(tx, actor, {
    kind: 'incorporation',
    userId: user.id,
    companyId: company.id,
    currency: 'USD',
    totalMinor: 49_700,
    idempotencyKey: `crash-${mode}`,
    item: {
      serviceName: 'Company incorporation',
      name: 'LLC incorporation',
      priceMinor: 49_700,
      feeBreakdownMinor: null,
      details: { country: 'USA', entity_type: 'LLC', company_name: company.name },
    },
  }),
);
say(`order ${order.id}`);
if (mode === 'before-provider') die();

const start = await payments.start(order, { customerEmail: email, description: 'LLC incorporation' });
if (!('stripe_session_id' in start)) throw new Error('expected a hosted checkout');
const session = {
  id: start.stripe_session_id,
  object: 'checkout.session',
  amount_total: 49_700,
  currency: 'usd',
  payment_status: 'paid',
  status: 'complete',
  payment_intent: 'pi_crash',
};
const payload = JSON.stringify({
  id: `evt_crash_${mode}`,
  object: 'event',
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  data: { object: session },
});
const signature = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({ payload, secret: SANDBOX_SECRET });
// What the provider sent, so the parent can deliver it again as the provider's retry would.
say(`webhook ${Buffer.from(JSON.stringify({ payload, signature })).toString('base64')}`);

if (mode === 'mid-webhook') {
  say('ready');
  await new Promise((resolve) => process.stdin.once('data', resolve));
}
await payments.ingestWebhook('sandbox', Buffer.from(payload), { 'stripe-signature': signature });
say('ingested');
die();
