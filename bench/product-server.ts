// The production server as the benches run it: its own process, its own data directory, mail to a loopback SMTP
// server, and a founder signed in through the real code flow with a company that makes a realistic plan.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CapturedMail } from './capture-smtp';

export interface ProductServerOptions {
  port: number;
  smtpPort: number;
  /** Settings on top of the bench defaults (payment providers, for one). */
  env?: Record<string, string>;
  /** Node's own flags for the server (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** A PostgreSQL database for the server; empty or absent: the embedded default in its own data directory. */
  databaseUrl?: string;
}

/** The worker's niceness: nice 6 weighs 272 against the API's 1024, about compose.yaml's cpu_shares of 256. */
const WORKER_NICENESS = 6;

/** Each API process's worker process (PostgreSQL runs its jobs in a process of their own): stopped with it. */
const workers = new WeakMap<ChildProcess, ChildProcess>();

/** Stops the server and its worker, and waits for both: their connections close before the bench drops the database. */
export async function stopProductServer(server: ChildProcess): Promise<void> {
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  const worker = workers.get(server);
  server.kill('SIGTERM');
  worker?.kill('SIGTERM');
  await Promise.all([exited(server), ...(worker ? [exited(worker)] : [])]);
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * The CPU time a process has used so far (user and system, ms), from Linux's /proc: divided by the requests it served
 * in between, the CPU one request costs, which a shared machine's other work does not inflate as it does req/s.
 */
function processCpuMs(pid: number): number {
  // After the command's closing parenthesis: state, then utime and stime are the 12th and 13th fields.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Starts counting a process's CPU; the function it returns gives the µs spent per request for `requests` served since. */
export function cpuMeter(pid: number): (requests: number) => number {
  const before = processCpuMs(pid);
  return (requests) => Math.round(((processCpuMs(pid) - before) * 1000) / requests);
}

/** The machine's load as `uptime` prints it: the benches share it, so every run says what else was running. */
export const machineLoad = (): string => execFileSync('uptime', { encoding: 'utf8' }).trim();

/**
 * A scratch database on the PostgreSQL server in `serverUrl` (`bench_<pid>_<time>`), created empty and dropped after:
 * each run starts from nothing, so no state left by an earlier run (a fake Stripe session id, a seeded founder) meets it.
 */
export async function scratchDatabase(serverUrl: string, label = 'bench'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const scratch = new URL(serverUrl);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** BENCH_DATABASE_URL (a PostgreSQL server): a scratch database on it for this run; unset: the embedded default. */
export async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { url: '', drop: async () => undefined };
  return scratchDatabase(serverUrl);
}

/**
 * The production settings every bench runs the server with: its database, mail to the loopback SMTP server, a staff
 * account, and no limit a bench's load would meet.
 */
export function productEnv({ databaseUrl, smtpPort }: { databaseUrl: string; smtpPort: number }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // Production on PostgreSQL seals stored mail and refuses to start without a key; one per run is enough here.
    MAIL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    // The latency run sends each login code from its own (forwarded) address, under the per-IP cap.
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  };
}

export async function startProductServer({
  port,
  smtpPort,
  env = {},
  nodeArgs = [],
  databaseUrl = '',
}: ProductServerOptions): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_DIST: another build of the server (an earlier commit's, built aside) for a before-and-after run.
  const dist = process.env.BENCH_SERVER_DIST ?? 'apps/server/dist';
  // On PostgreSQL the product runs as production does (ARCHITECTURE: workers run in-process on the embedded default
  // and as `npm run worker` in production): the API process only queues jobs, a worker process of its own runs them,
  // so a receipt's PDF never holds the API's event loop. The embedded database is one process's own: workers inside.
  const ownWorker = databaseUrl !== '';
  const processEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'charter-bench-')),
    ...productEnv({ databaseUrl, smtpPort }),
    // One process on its own database: it migrates at start, which production leaves to the release step.
    MIGRATE_AT_START: 'true',
    ...env,
  };
  const server = spawn('node', [...nodeArgs, path.join(dist, 'main.js')], {
    env: { ...processEnv, ...(ownWorker ? { RUN_WORKERS: 'false' } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${base}/api/health`, server);
  if (ownWorker) {
    // Started once the API migrated the database; it ends with the API process.
    // e.g. BENCH_WORKER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof-worker': the worker's profile, written when it exits.
    const workerArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    // As compose.yaml runs it, at about a quarter of the API's CPU weight: on a host they share, the answers go first.
    // Through nice(1), so every thread of the process starts at it (setpriority on a pid reaches only its main thread).
    // BENCH_WORKER_NICENESS=0 gives it the API's weight.
    const niceness = process.env.BENCH_WORKER_NICENESS ?? String(WORKER_NICENESS);
    const worker = spawn('nice', ['-n', niceness, 'node', ...workerArgs, path.join(dist, 'worker.js')], {
      env: { ...processEnv, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.set(server, worker);
    server.once('exit', () => worker.kill());
    let printed = '';
    const keep = (chunk: Buffer) => (printed += chunk.toString('utf8'));
    worker.stdout.on('data', keep);
    for (let waited = 0; !printed.includes('Charter workers are running'); waited += 100) {
      if (worker.exitCode !== null || waited > 60_000) throw new Error(`the worker process did not start:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    worker.stdout.off('data', keep).resume();
  }
  return server;
}

export async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    // A server that refused its configuration has exited: say so now rather than after a minute of polling.
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`${url} did not come up`);
}

/** Fastify answering /hello and nothing else, on `port`: the ceiling a product route is measured against. */
export async function startBareServer(port: number): Promise<ChildProcess> {
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const bare = spawn('node', ['--input-type=module', '-e', source], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitUntilUp(`http://127.0.0.1:${port}/hello`, bare);
  return bare;
}

/** Signs in through the real code flow: the production server mails the code to our loopback SMTP server. */
export async function signIn(base: string, smtp: { mails: CapturedMail[] }): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // With the browser's time zone, as the sign-up form sends it.
  if ((await post('/api/auth/signup', { email, name: 'Bench', time_zone: 'Asia/Kolkata' })).status !== 201)
    throw new Error('signup failed');
  if ((await post('/api/auth/login-email', { email })).status !== 200) throw new Error('login-email failed');
  for (let attempt = 0; attempt < 50 && !smtp.mails.some((mail) => mail.to === email); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const code = smtp.mails.find((mail) => mail.to === email)?.raw.match(/\r\n(\d{6})\r\n/)?.[1];
  if (!code) throw new Error('no login code received');
  const session = await post('/api/auth/verify-otp', { email, otp: code });
  if (session.status !== 200) throw new Error('verify-otp failed');
  const token = ((await session.json()) as { session_token: string }).session_token;
  // A finished profile, as a founder has after their first visit (the onboarding dialog would cover every page).
  const profile = await fetch(`${base}/api/users/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench Founder', company_name: 'Bench Foods Private Limited', designation: 'founder' }),
  });
  if (profile.status !== 200) throw new Error(`profile failed: ${profile.status}`);
  return token;
}

/** An Indian private limited company with the facts that make a realistic plan (about 40 occurrences). */
export async function createBenchCompany(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Bench Foods Private Limited',
      country: 'India',
      state: 'Maharashtra',
      entity_type: 'Private Limited',
      industry: 'Food & Beverage',
      incorporation_date: '2022-06-15',
      turnover: 30_000_000,
      num_employees: 25,
      is_food_business: true,
      gst_filing: 'monthly',
      // Answered, as the dashboard asks until it is: the filings due before it joined Charter were made.
      past_filings: 'filed',
    }),
  });
  if (response.status !== 201) throw new Error(`company create failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}
