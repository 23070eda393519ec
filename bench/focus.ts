// `npm run bench:focus -- <webhooks|cart|compliance|me|dashboard>`: one part of `npm run bench` on its own, for a change that touches only
// that route (the full bench takes minutes and every part of it). Ports from BENCH_PORT (four in a row, default
// 4410), so two sessions on one machine do not collide; BENCH_DATABASE_URL as for `npm run bench` (a scratch database on
// that server per run).
import autocannon from 'autocannon';
import { fakeStripe } from '../apps/server/test/fake-stripe';
import { startCaptureSmtp } from './capture-smtp';
import { benchDatabase, createBenchCompany, machineLoad, cpuMeter, signIn, startProductServer, stopProductServer } from './product-server';
import { BENCH_STRIPE_WEBHOOK_SECRET, runWebhookBench } from './webhook-ingest';

const part = process.argv[2];
const port = Number(process.env.BENCH_PORT ?? 4410);
const [smtpPort, stripePort] = [port + 1, port + 2];
const base = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function main(): Promise<void> {
  if (!part || !['webhooks', 'cart', 'compliance', 'me', 'dashboard'].includes(part)) {
    throw new Error('usage: tsx bench/focus.ts <webhooks|cart|compliance|me|dashboard>');
  }
  const smtp = await startCaptureSmtp(smtpPort);
  const stripe = fakeStripe();
  await new Promise<void>((resolve) => stripe.server.listen(stripePort, '127.0.0.1', resolve));
  console.log(`load at start: ${machineLoad()}`);
  const database = await benchDatabase();
  const server = await startProductServer({
    port,
    smtpPort,
    databaseUrl: database.url,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: BENCH_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    },
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: the server's profile, written when it exits.
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
  });
  try {
    const token = await signIn(base, smtp);
    if (part === 'webhooks') {
      const result = await runWebhookBench({
        base,
        token,
        smtp,
        orders: Number(process.env.BENCH_WEBHOOK_ORDERS ?? 1000),
        rounds: Number(process.env.BENCH_WEBHOOK_ROUNDS ?? 3),
      });
      const { orderIds: _orderIds, ...figures } = result;
      console.log(JSON.stringify(figures, null, 2));
      return;
    }
    const companyId = await createBenchCompany(base, token);
    const path = {
      cart: `/api/cart?company_id=${companyId}`,
      compliance: `/api/companies/${companyId}/compliance`,
      me: '/api/auth/me',
      // A new company (no orders or tasks): bench:dashboard measures the seeded one.
      dashboard: `/api/dashboard?company_id=${companyId}`,
    }[part as 'cart' | 'compliance' | 'me' | 'dashboard'];
    const samples: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const cpuPerRequest = cpuMeter(server.pid!);
      const result = await autocannon({
        url: `${base}${path}`,
        connections: 32,
        duration: durationSeconds,
        headers: { authorization: `Bearer ${token}` },
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      samples.push(Math.round(result.requests.average));
      console.log(
        `round ${round}/${rounds}: GET ${path} ${samples.at(-1)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${cpuPerRequest(result.requests.total)} µs of server CPU per request, ${Math.round(result.throughput.total / result.requests.total)} B per answer)`,
      );
    }
    console.log(`GET ${path}: median ${[...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]} req/s`);
  } finally {
    await stopProductServer(server);
    await smtp.close();
    stripe.server.close();
    await database.drop();
    console.log(`load at end: ${machineLoad()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
