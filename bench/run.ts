// `npm run bench`: throughput of the production server against a bare Fastify route started in the same run,
// and the gzip size of the JavaScript a browser actually downloads for `/` and `/login`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { runEngineBench } from '../packages/compliance/bench/engine-bench';
import { startCaptureSmtp, type CapturedMail } from './capture-smtp';

const PORT = 4400;
const BARE_PORT = 4401;
const SMTP_PORT = 4402;
const base = `http://127.0.0.1:${PORT}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer(): Promise<ChildProcess> {
  const server = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'charter-bench-')),
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench-admin-password',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

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
  const server = await startServer();
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
  try {
    const token = await signIn(smtp);
    const bareResult = await measure(`http://127.0.0.1:${BARE_PORT}/hello`);
    const meResult = await measure(`${base}/api/auth/me`, { authorization: `Bearer ${token}` });
    const engine = await runEngineBench();
    const landingJs = await pageJsGzip(`${base}/`);
    const loginJs = await pageJsGzip(`${base}/login`);
    const report = {
      date: new Date().toISOString(),
      durationSeconds,
      bareFastify: bareResult,
      authMe: meResult,
      ratio: Number((meResult.reqPerSec / bareResult.reqPerSec).toFixed(2)),
      complianceEngine: engine,
      gzipJsKb: { landing: Number((landingJs / 1024).toFixed(1)), login: Number((loginJs / 1024).toFixed(1)) },
    };
    console.log('\nbare Fastify GET /hello       ', `${bareResult.reqPerSec} req/s (p50 ${bareResult.p50} ms, p99 ${bareResult.p99} ms)`);
    console.log('authenticated GET /api/auth/me', `${meResult.reqPerSec} req/s (p50 ${meResult.p50} ms, p99 ${meResult.p99} ms)`);
    console.log(`ratio ${report.ratio} (goal >= 0.5)`);
    console.log(
      `compliance engine: ${Math.round(engine.engineEvalsPerSec)} evaluations/s vs hand-written loop ${Math.round(engine.loopEvalsPerSec)}/s over ${engine.profiles} profiles, ratio ${engine.ratio.toFixed(2)} (goal >= 0.5)`,
    );
    console.log(`gzip JS: / ${report.gzipJsKb.landing} KB (goal <= 150 KB), /login ${report.gzipJsKb.login} KB`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/latest.json', JSON.stringify(report, null, 2));
  } finally {
    await bare.close();
    server.kill('SIGTERM');
    await smtp.close();
  }
}

/** Signs in through the real code flow: the production server mails the code to our loopback SMTP server. */
async function signIn(smtp: { mails: CapturedMail[] }): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if ((await post('/api/auth/signup', { email, name: 'Bench' })).status !== 201) throw new Error('signup failed');
  if ((await post('/api/auth/login-email', { email })).status !== 200) throw new Error('login-email failed');
  for (let attempt = 0; attempt < 50 && !smtp.mails.some((mail) => mail.to === email); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const code = smtp.mails.find((mail) => mail.to === email)?.raw.match(/Subject: (\d{6}) is your Charter login code/)?.[1];
  if (!code) throw new Error('no login code received');
  const session = await post('/api/auth/verify-otp', { email, otp: code });
  if (session.status !== 200) throw new Error('verify-otp failed');
  return ((await session.json()) as { session_token: string }).session_token;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
