// `npm run bench`: throughput of the production server against a bare Fastify route, each server in a process of its
// own (never the load generator's), over 5 interleaved rounds; the median ratio with its min–max. Also the compliance
// engine against a plain loop over its compiled rules, and the gzip size of the JavaScript a browser downloads for `/` and `/login`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { runEngineBench } from '../packages/compliance/bench/engine-bench';
import { fakeStripe } from '../apps/server/test/fake-stripe';
import { startCaptureSmtp, type CapturedMail } from './capture-smtp';
import { createBenchCompany, signIn, startProductServer, waitUntilUp } from './product-server';
import { BENCH_STRIPE_WEBHOOK_SECRET, runWebhookBench } from './webhook-ingest';

const PORT = 4400;
const BARE_PORT = 4401;
const SMTP_PORT = 4402;
/** A Stripe-compatible server for the Checkout Sessions the webhook bench pays. */
const STRIPE_PORT = 4403;
const base = `http://127.0.0.1:${PORT}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 5;

function startServer(): Promise<ChildProcess> {
  return startProductServer({
    port: PORT,
    smtpPort: SMTP_PORT,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: BENCH_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
    },
  });
}

async function startBareServer(): Promise<ChildProcess> {
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`;
  const bare = spawn('node', ['--input-type=module', '-e', source], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitUntilUp(`http://127.0.0.1:${BARE_PORT}/hello`, bare);
  return bare;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function pageJsGzip(url: string): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await (await browser.newContext()).newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await browser.close();
  return total;
}

async function main(): Promise<void> {
  const smtp = await startCaptureSmtp(SMTP_PORT);
  const stripe = fakeStripe();
  await new Promise<void>((resolve) => stripe.server.listen(STRIPE_PORT, '127.0.0.1', resolve));
  const server = await startServer();
  const bare = await startBareServer();
  try {
    const token = await signIn(base, smtp);
    const companyId = await createBenchCompany(base, token);
    const routes = {
      me: { url: `${base}/api/auth/me`, goal: 0.5 },
      compliance: { url: `${base}/api/companies/${companyId}/compliance`, goal: 0.3 },
      services: { url: `${base}/api/services`, goal: 0.5 },
      cart: { url: `${base}/api/cart?company_id=${companyId}`, goal: 0.5 },
    };
    const samples: Record<'bare' | keyof typeof routes, number[]> = { bare: [], me: [], compliance: [], services: [], cart: [] };
    const ratios: Record<keyof typeof routes, number[]> = { me: [], compliance: [], services: [], cart: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const bareRound = await measure(`http://127.0.0.1:${BARE_PORT}/hello`);
      samples.bare.push(bareRound.reqPerSec);
      for (const [name, route] of Object.entries(routes) as [keyof typeof routes, (typeof routes)[keyof typeof routes]][]) {
        const result = await measure(route.url, { authorization: `Bearer ${token}` });
        samples[name].push(result.reqPerSec);
        ratios[name].push(result.reqPerSec / bareRound.reqPerSec);
      }
      console.log(
        `round ${round}/${ROUNDS}: bare ${bareRound.reqPerSec} req/s, /auth/me ${samples.me.at(-1)}, /companies/{id}/compliance ${samples.compliance.at(-1)}, /services ${samples.services.at(-1)}, /cart ${samples.cart.at(-1)}`,
      );
    }
    const loginCode = await measureLoginCodeLatency(smtp);
    const webhooks = await runWebhookBench({ base, token, orders: Number(process.env.BENCH_WEBHOOK_ORDERS ?? 200) });
    const engine = await runEngineBench();
    const landingJs = await pageJsGzip(`${base}/`);
    const loginJs = await pageJsGzip(`${base}/login`);
    const summary = (name: keyof typeof routes) => ({
      medianReqPerSec: median(samples[name]),
      ratio: {
        median: Number(median(ratios[name]).toFixed(2)),
        min: Number(Math.min(...ratios[name]).toFixed(2)),
        max: Number(Math.max(...ratios[name]).toFixed(2)),
      },
      goal: routes[name].goal,
    });
    const report = {
      date: new Date().toISOString(),
      durationSeconds,
      rounds: ROUNDS,
      bareFastify: { medianReqPerSec: median(samples.bare) },
      authMe: summary('me'),
      companyCompliance: summary('compliance'),
      services: summary('services'),
      cart: summary('cart'),
      loginCodeLatencyMs: loginCode,
      webhookIngestion: webhooks,
      complianceEngine: engine,
      gzipJsKb: { landing: Number((landingJs / 1024).toFixed(1)), login: Number((loginJs / 1024).toFixed(1)) },
    };
    console.log(`\nbare Fastify GET /hello: median ${report.bareFastify.medianReqPerSec} req/s (own process)`);
    for (const [label, result] of [
      ['GET /api/auth/me', report.authMe],
      ['GET /api/companies/{id}/compliance', report.companyCompliance],
      ['GET /api/services', report.services],
      ['GET /api/cart?company_id=…', report.cart],
    ] as const) {
      console.log(
        `${label}: median ${result.medianReqPerSec} req/s, ratio ${result.ratio.median} (min ${result.ratio.min}, max ${result.ratio.max}; goal >= ${result.goal})`,
      );
    }
    console.log(
      `login code, request to SMTP acceptance (outbox + worker): p50 ${loginCode.p50} ms, p99 ${loginCode.p99} ms over ${loginCode.samples} codes (goal p99 < 2000 ms)`,
    );
    console.log(
      `compliance engine: ${Math.round(engine.engineEvalsPerSec)} evaluations/s vs a plain loop over its compiled rules ${Math.round(engine.loopEvalsPerSec)}/s over ${engine.profiles} profiles, ratio ${engine.ratio.toFixed(2)} (goal >= 0.5)`,
    );
    console.log(
      `webhook ingestion: ${webhooks.eventsPerSec} signed Stripe events/s (${webhooks.events} events for ${webhooks.orders} orders, 10 % duplicates; outcomes ${JSON.stringify(webhooks.outcomes)}); each paid exactly once with one receipt: ${webhooks.exactlyOnce ? 'yes' : 'NO'} (${webhooks.receipts} receipts, ${webhooks.withoutReceipt} orders without, ${webhooks.withSeveralReceipts} with several; all written ${webhooks.settledSeconds} s after the last webhook)`,
    );
    console.log(`gzip JS: / ${report.gzipJsKb.landing} KB (goal <= 150 KB), /login ${report.gzipJsKb.login} KB`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/latest.json', JSON.stringify(report, null, 2));
  } finally {
    bare.kill('SIGTERM');
    server.kill('SIGTERM');
    await smtp.close();
    stripe.server.close();
  }
}

/** Time from POST /api/auth/login-email to the code's acceptance by SMTP, through the outbox and its worker. */
async function measureLoginCodeLatency(
  smtp: { mails: CapturedMail[] },
  samples = 40,
): Promise<{ p50: number; p99: number; samples: number }> {
  const latencies: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const email = `latency.${Date.now()}.${index}@example.com`;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` };
    await fetch(`${base}/api/auth/signup`, { method: 'POST', headers, body: JSON.stringify({ email, name: 'Latency' }) });
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/login-email`, { method: 'POST', headers, body: JSON.stringify({ email }) });
    if (response.status !== 200) throw new Error(`login-email answered ${response.status}`);
    let mail: CapturedMail | undefined;
    while (!(mail = smtp.mails.find((candidate) => candidate.to === email && /login code/.test(candidate.raw)))) {
      if (performance.now() - started > 10_000) throw new Error('login code not delivered within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    latencies.push(mail.acceptedAt - started);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const at = (quantile: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!);
  return { p50: at(0.5), p99: at(0.99), samples };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
