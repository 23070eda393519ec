// A rolling deploy under traffic (issue 31 §2): two API processes of release N serve founders through a load balancer
// while release N+1's migration runs as the release step, then one process is replaced by one of release N+1. No
// request may fail. Release N is this build; release N+1 is this build with one more migration, an expand step (a
// column, a table, an index), as the next release would bring: the check in `npm run db:check` admits it.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer, type Server } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destructiveStatements } from '../../src/db/migration-safety';
import { startCaptureSmtp, type CaptureSmtp } from './capture-smtp';
import {
  createScratchDatabase,
  redisUrl,
  runReleaseStep,
  startProcess,
  stopAll,
  stopProcess,
  waitFor,
  type ScratchDatabase,
} from './cluster';

const PORTS = { n1: 4620, n2: 4621, next: 4622, next2: 4623, proxy: 4624, smtp: 4625 };
const releaseN = 'apps/server/dist';
const releaseNext = 'apps/server/dist-next-release';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const probeMigration = [
  'ALTER TABLE "companies" ADD COLUMN "rolling_deploy_probe" text;',
  'CREATE TABLE "rolling_deploy_notes" ("id" serial PRIMARY KEY NOT NULL, "company_id" uuid, "note" text);',
  'CREATE INDEX "companies_rolling_deploy_probe" ON "companies" USING btree ("rolling_deploy_probe");',
].join('--> statement-breakpoint\n');

/** Release N+1: this build, beside it in the repository (so its packages resolve), with the probe migration added. */
function prepareNextRelease(): string {
  const from = path.join(repoRoot, releaseN);
  const to = path.join(repoRoot, releaseNext);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const journalFile = path.join(to, 'migrations', 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
  const last = journal.entries.at(-1)!;
  const idx = last.idx + 1;
  const tag = `${String(idx).padStart(4, '0')}_rolling_deploy_probe`;
  journal.entries.push({ ...last, idx, tag, when: Date.now() });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(path.join(to, 'migrations', `${tag}.sql`), probeMigration);
  return `${tag}.sql`;
}

/**
 * The load balancer: round robin over the processes whose GET /api/ready answered 200 at the last probe (every
 * 100 ms), as a cloud load balancer's health check or Caddy's active health check does. It retries nothing: a
 * request that fails here fails for the founder.
 */
function startLoadBalancer(port: number) {
  const backends = new Map<number, { ready: boolean; served: number }>();
  let turn = 0;
  const probe = setInterval(() => {
    for (const [backendPort, state] of backends) {
      fetch(`http://127.0.0.1:${backendPort}/api/ready`, { signal: AbortSignal.timeout(500) }).then(
        (response) => (state.ready = response.status === 200),
        () => (state.ready = false),
      );
    }
  }, 100);
  const server: Server = createServer((incoming, outgoing) => {
    const ready = [...backends].filter(([, state]) => state.ready);
    if (ready.length === 0) {
      outgoing.writeHead(503).end('no backend ready');
      return;
    }
    const [backendPort, state] = ready[(turn += 1) % ready.length]!;
    state.served += 1;
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: backendPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end(`upstream ${backendPort}: ${error.message}`);
      else outgoing.destroy(error);
    });
    incoming.pipe(forwarded);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    add: (backendPort: number) => backends.set(backendPort, { ready: false, served: 0 }),
    served: (backendPort: number) => backends.get(backendPort)?.served ?? 0,
    close: () => {
      clearInterval(probe);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let database: ScratchDatabase;
let smtp: CaptureSmtp;
let balancer: ReturnType<typeof startLoadBalancer>;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createScratchDatabase();
  smtp = await startCaptureSmtp(PORTS.smtp);
  balancer = startLoadBalancer(PORTS.proxy);
  await balancer.listen();
  env = {
    NODE_ENV: 'production',
    MAIL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    APP_URL: balancer.base,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    RUN_WORKERS: 'false',
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    ADMIN_EMAIL: 'rolling-admin@example.com',
    ADMIN_PASSWORD: 'rolling-admin-password',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    RATE_LIMIT_MAX: '1000000',
    // Ready answers 503 for 1 s after SIGTERM before the listener closes: longer than the balancer's probe interval.
    SHUTDOWN_DELAY_SECONDS: '1',
    LOG_LEVEL: 'warn',
  };
}, 120_000);

afterAll(async () => {
  await stopAll();
  await balancer?.close();
  await smtp?.close();
  await database?.drop();
  rmSync(path.join(repoRoot, releaseNext), { recursive: true, force: true });
});

interface Outcome {
  what: string;
  status: number | string;
}

describe('a rolling deploy under traffic', () => {
  it('release N serves while N+1 migrates and replaces one process: no request fails', async () => {
    // Release N: its release step, two API processes and a worker, behind the balancer.
    await runReleaseStep(env, releaseN);
    const [n1, n2] = await Promise.all([
      startProcess({ name: 'api N (1)', env, port: PORTS.n1, build: releaseN }),
      startProcess({ name: 'api N (2)', env, port: PORTS.n2, build: releaseN }),
      startProcess({ name: 'worker N', env: { ...env, RUN_WORKERS: 'true' }, build: releaseN }),
    ]);
    balancer.add(PORTS.n1);
    balancer.add(PORTS.n2);
    await waitFor('the balancer to see release N ready', async () => (await fetch(`${balancer.base}/api/ready`)).status === 200, 10_000);

    // A founder signs in through the balancer (the worker mails the code).
    const email = `rolling.${Date.now().toString(36)}@example.com`;
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${balancer.base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/signup', { email, name: 'Rolling Founder' })).status).toBe(201);
    expect((await post('/api/auth/login-email', { email })).status).toBe(200);
    await waitFor('the login code', async () => smtp.mailsTo(email).length > 0, 20_000);
    const otp = /\r\n(\d{6})\r\n/.exec(smtp.mailsTo(email)[0]!.raw)![1];
    const session = (await (await post('/api/auth/verify-otp', { email, otp })).json()) as { session_token: string };
    const token = session.session_token;

    // Traffic: reads and writes from six founders' tabs at once, for the whole deploy.
    const outcomes: Outcome[] = [];
    let written = 0;
    let running = true;
    const headers = { authorization: `Bearer ${token}` };
    const tab = async (index: number) => {
      for (let turn = 0; running; turn += 1) {
        const write = turn % 4 === index % 4;
        const what = write ? 'POST /api/companies' : turn % 2 ? 'GET /api/companies' : 'GET /api/auth/me';
        try {
          const response = write
            ? await post(
                '/api/companies',
                {
                  name: `Rolling ${index}-${turn} ${Date.now().toString(36)} Private Limited`,
                  country: 'India',
                  state: 'Karnataka',
                  entity_type: 'Private Limited',
                  industry: 'Technology',
                  incorporation_date: '2024-06-15',
                  turnover: 3_000_000,
                  num_employees: 4,
                  business_model: 'b2b',
                  is_exporter: false,
                  is_food_business: false,
                },
                token,
              )
            : await fetch(`${balancer.base}${what.slice(4)}`, { headers });
          await response.arrayBuffer();
          outcomes.push({ what, status: response.status });
          if (write && response.status === 201) written += 1;
        } catch (error) {
          outcomes.push({ what, status: (error as Error).message });
        }
      }
    };
    const traffic = Promise.all([0, 1, 2, 3, 4, 5].map(tab));
    const failed = () => outcomes.filter((outcome) => typeof outcome.status !== 'number' || outcome.status >= 300);
    await waitFor('traffic on release N', async () => outcomes.length >= 100, 30_000);

    // Release N+1 is built with one migration more. Started before its release step, a process refuses to serve.
    const probe = prepareNextRelease();
    expect(await destructiveStatements(probeMigration)).toEqual([]);
    const early = await startProcess({ name: 'api N+1 before its migration', env, port: PORTS.next2, build: releaseNext }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(early).toContain(`The database is behind this release: 1 migration not applied (${probe})`);
    expect(early).toContain('npm run db:migrate');

    // The release step of N+1 runs while release N serves.
    const before = outcomes.length;
    await runReleaseStep(env, releaseNext);
    expect(await database.query(`select 1 from information_schema.columns where column_name = 'rolling_deploy_probe'`)).toHaveLength(1);
    await waitFor('traffic after the migration', async () => outcomes.length >= before + 100, 30_000);

    // One process of N+1 joins; one of N leaves (SIGTERM: ready turns 503, the balancer moves away, it drains).
    const next = await startProcess({ name: 'api N+1', env, port: PORTS.next, build: releaseNext });
    balancer.add(PORTS.next);
    await waitFor('release N+1 to take traffic', async () => balancer.served(PORTS.next) >= 50, 30_000);
    expect(await stopProcess(n1)).toBe(0);
    const afterStop = outcomes.length;
    await waitFor('traffic after the replacement', async () => outcomes.length >= afterStop + 100, 30_000);

    running = false;
    await traffic;
    const served = { n1: balancer.served(PORTS.n1), n2: balancer.served(PORTS.n2), next: balancer.served(PORTS.next) };
    console.log(
      `rolling deploy: ${outcomes.length} requests (${written} companies created), ${failed().length} failed; ` +
        `served by N(1) ${served.n1}, N(2) ${served.n2}, N+1 ${served.next}`,
    );
    expect(failed(), n1.output() + n2.output() + next.output()).toEqual([]);
    expect(served.n2).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(10);
    // Release N wrote companies after the column it does not know was added; every one of them is there.
    const rows = await database.query<{ count: string }>(`select count(*) from companies where name like 'Rolling %'`);
    expect(Number(rows[0]?.count)).toBe(written);
  }, 180_000);
});
