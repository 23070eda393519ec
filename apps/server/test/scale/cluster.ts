// Real processes for `npm run test:scale` and `npm run bench:scale`: API processes from the production build
// (dist/main.js, RUN_WORKERS=false), worker processes (dist/worker.js), a scratch PostgreSQL database and a Redis
// database index, all on loopback. Only the processes started here are ever signalled, by their own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CaptureSmtp } from './capture-smtp';

/** Where the scratch database is created (the server's maintenance database; trust auth on this machine). */
export const postgresAdminUrl = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Database index 5 by default: keys of other users of this Redis stay apart (channels are named after it too). */
export const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ScratchDatabase {
  url: string;
  name: string;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh database named scale_<random>; the processes migrate it when they start. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // A connection per call: the test's own reads must survive a PostgreSQL restart too.
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: postgresAdminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  port: number | undefined;
  base: string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /** Everything the process printed, for a failure message. */
  output(): string;
}

export interface ProcessOptions {
  name: string;
  env: Record<string, string>;
  /** An API process on this port; undefined starts a worker. */
  port?: number;
  /** The release's server build (default apps/server/dist, the one `npm run build` made). */
  build?: string;
}

/** The release step of a deploy (`npm run db:migrate`): applies the build's migrations and exits. */
export async function runReleaseStep(env: Record<string, string>, build = 'apps/server/dist'): Promise<string> {
  const child = spawn(process.execPath, [path.join(build, 'migrate.js')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'charter-scale-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the release step (${build}/migrate.js) exited ${code}:\n${printed}`);
  return printed;
}

/** Every process started here, so that none outlives the run (stopAll, and a last SIGKILL when this process exits). */
const spawned = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Stops every process started here that still runs. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...spawned].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/** Starts dist/main.js (with a port) or dist/worker.js, and waits until it is ready. */
export async function startProcess({ name, env, port, build = 'apps/server/dist' }: ProcessOptions): Promise<ClusterProcess> {
  const script = path.join(build, port === undefined ? 'worker.js' : 'main.js');
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'charter-scale-')),
      ...env,
      // A worker says it is running at info level; that line is how it is known to be up.
      ...(port === undefined ? { LOG_LEVEL: 'info' } : { PORT: String(port), HOST: '127.0.0.1' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const started: ClusterProcess = {
    name,
    child,
    port,
    base: port === undefined ? '' : `http://127.0.0.1:${port}`,
    exited,
    output: () => printed,
  };
  try {
    if (port === undefined) {
      await waitFor(`${name} to start`, async () => printed.includes('Charter workers are running'), 60_000, exited);
    } else {
      const ready = async () => (await fetch(`${started.base}/api/ready`).catch(() => undefined))?.status === 200;
      await waitFor(`${name} to be ready`, ready, 60_000, exited);
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${printed}`, { cause: error });
  }
  return started;
}

/** Polls `check` until it is true; fails early when `exited` settles (the process died). */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, exited?: Promise<unknown>): Promise<number> {
  const started = performance.now();
  let dead = false;
  void exited?.then(() => {
    dead = true;
  });
  for (;;) {
    if (await check()) return performance.now() - started;
    if (dead) throw new Error(`gave up waiting for ${what}: the process exited`);
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** SIGTERM (or the given signal) to a process started here, then waits for its exit. */
export async function stopProcess(started: ClusterProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill(signal);
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000).unref());
  const result = await Promise.race([started.exited, timeout]);
  if (result === 'still running') {
    started.child.kill('SIGKILL');
    return started.exited;
  }
  return result;
}

/** Every address handed out in this run: rate limits count per address, and a scenario's client must start at zero. */
const handedOut = new Set<string>();

/**
 * A fresh random address from 198.18.0.0/15 (benchmarking range): each scenario's client, through TRUST_PROXY=1.
 * Never one handed out before in the run: the PostgreSQL restart's ~8,000 clients drew, about once in 16 runs, the
 * address the rate-limit scenario had spent its 40 requests a minute on, and got a 429.
 */
export function clientAddress(): string {
  for (;;) {
    const bytes = randomBytes(2);
    const address = `198.${18 + (bytes[0]! % 2)}.${bytes[1]}.${1 + Math.floor(Math.random() * 254)}`;
    if (!handedOut.has(address)) {
      handedOut.add(address);
      return address;
    }
  }
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Every client address a call came from in this run: the scale test removes their rate-limit counters at the end. */
export const usedAddresses = new Set<string>();

/** One HTTP call from a client at `ip` (TRUST_PROXY=1 believes X-Forwarded-For, as behind a load balancer). */
export async function call(
  target: ClusterProcess,
  method: string,
  url: string,
  { ip, token, body, headers = {} }: { ip: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  usedAddresses.add(ip);
  const response = await fetch(`${target.base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

let sequence = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(sequence += 1)}@example.com`;

/** Waits for the one login code mailed to `email` (delivered by a worker) and returns it. */
export async function loginCodeFor(smtp: CaptureSmtp, email: string): Promise<string> {
  await waitFor(`the login code for ${email}`, async () => smtp.mailsTo(email).length > 0, 20_000);
  // The code is the text part's line of its own (never in the subject).
  const code = /\r\n(\d{6})\r\n/.exec(smtp.mailsTo(email)[0]!.raw)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** Fails with the answer when a call's status is not the expected one. */
function expectStatus(what: string, answer: Answer, status: number): Answer {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/**
 * A founder signed up on one process and signed in through the real code flow (the code asked for on `code`,
 * verified on `verify`), from a fresh client address.
 */
export async function signIn(
  smtp: CaptureSmtp,
  on: { signup: ClusterProcess; code: ClusterProcess; verify: ClusterProcess },
  { prefix = 'founder', name = 'Scale Founder' }: { prefix?: string; name?: string } = {},
): Promise<{ email: string; token: string; id: string }> {
  const ip = clientAddress();
  const email = uniqueEmail(prefix);
  expectStatus('sign-up', await call(on.signup, 'POST', '/api/auth/signup', { ip, body: { email, name } }), 201);
  expectStatus('login code', await call(on.code, 'POST', '/api/auth/login-email', { ip, body: { email } }), 200);
  const otp = await loginCodeFor(smtp, email);
  const session = expectStatus('verify', await call(on.verify, 'POST', '/api/auth/verify-otp', { ip, body: { email, otp } }), 200);
  const user = session.body.user as { id: string };
  return { email, token: session.body.session_token as string, id: user.id };
}

/** A Private Limited company in Maharashtra: the plan has EPF from 20 employees on, which the scenarios move across. */
export const indianCompanyBody = (name: string, numEmployees: number) => ({
  name,
  country: 'India',
  state: 'Maharashtra',
  entity_type: 'Private Limited',
  industry: 'Food & Beverage',
  incorporation_date: '2024-06-15',
  num_employees: numEmployees,
});
