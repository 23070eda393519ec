// `npm run test:scale`: two API processes (the production build, RUN_WORKERS=false) and a worker process on one scratch
// PostgreSQL database and one Redis, each scenario through real HTTP on loopback. The PostgreSQL restart runs last.
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBody } from '../factories';
import { fakeStripe } from '../fake-stripe';
import { startCaptureSmtp, type CaptureSmtp } from './capture-smtp';
import {
  call,
  clientAddress,
  createScratchDatabase,
  indianCompanyBody,
  redisUrl,
  runReleaseStep,
  startProcess,
  stopAll,
  signIn,
  stopProcess,
  uniqueEmail,
  usedAddresses,
  waitFor,
  type ClusterProcess,
  type ScratchDatabase,
} from './cluster';

const PORT_A = 4610;
const PORT_B = 4611;
const PORT_C = 4612;
const SMTP_PORT = 4613;
const STRIPE_PORT = 4614;
const RATE_LIMIT_MAX = 40;
const LOGIN_CODES_PER_IP = 3;
const STRIPE_WEBHOOK_SECRET = 'whsec_scale_charter';
const signer = new Stripe('sk_test_scale_offline');

let database: ScratchDatabase;
let smtp: CaptureSmtp;
const stripe = fakeStripe();
let a: ClusterProcess;
let b: ClusterProcess;
let worker: ClusterProcess;
let env: Record<string, string>;

/** A founder signed up on one process and signed in through the real code flow on another (the worker mails the code). */
const signedIn = (on: { signup: ClusterProcess; code: ClusterProcess; verify: ClusterProcess }, prefix = 'founder') =>
  signIn(smtp, on, { prefix, name: 'Scale Founder' });
beforeAll(async () => {
  if (!existsSync('apps/server/dist/main.js')) throw new Error('build the server first (npm run build -w @charter/server)');
  database = await createScratchDatabase();
  smtp = await startCaptureSmtp(SMTP_PORT);
  await new Promise<void>((resolve) => stripe.server.listen(STRIPE_PORT, '127.0.0.1', resolve));
  env = {
    NODE_ENV: 'production',
    // Production needs the key stored mail is sealed with; every process of the install shares it.
    MAIL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    APP_URL: `http://127.0.0.1:${PORT_A}`,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    RUN_WORKERS: 'false',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ADMIN_EMAIL: 'scale-admin@example.com',
    ADMIN_PASSWORD: 'scale-admin-password',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    LOGIN_CODES_PER_IP_PER_HOUR: String(LOGIN_CODES_PER_IP),
    STRIPE_SECRET_KEY: 'sk_test_scale',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
    LOG_LEVEL: 'warn',
  };
  // The release step migrates the fresh database; in production the processes only check it is not behind them.
  await runReleaseStep(env);
  a = await startProcess({ name: 'api A', env, port: PORT_A });
  [b, worker] = await Promise.all([
    startProcess({ name: 'api B', env, port: PORT_B }),
    startProcess({ name: 'worker 1', env: { ...env, RUN_WORKERS: 'true' } }),
  ]);
}, 180_000);

afterAll(async () => {
  await stopAll();
  await smtp?.close();
  stripe.server.close();
  await database?.drop();
});

describe('two API processes and a worker on PostgreSQL and Redis', () => {
  it('both API processes are ready: database, Redis and the queue reachable', async () => {
    for (const api of [a, b]) {
      const ready = await call(api, 'GET', '/api/ready', { ip: clientAddress() });
      expect(ready).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok', queue: 'ok' } } });
    }
  });

  it('a session created on A works on B; a mail requested on A is delivered once, by the worker', async () => {
    const founder = await signedIn({ signup: a, code: a, verify: a });
    const me = await call(b, 'GET', '/api/auth/me', { ip: clientAddress(), token: founder.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(founder.email);
    // Long enough for a second delivery by anything (a second worker, a retry) to have shown up.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.mailsTo(founder.email)).toHaveLength(1);
    const [mail] = await database.query<{ status: string; attempts: number; id: string }>(
      'select id, status, attempts from outgoing_mail where "to" = $1',
      [founder.email],
    );
    expect(mail).toMatchObject({ status: 'sent' });
    expect(smtp.mailsTo(founder.email)[0]!.messageId).toContain(mail!.id);
  });

  it('a logout on A is refused on B at once, though B had the session cached', async () => {
    for (let round = 0; round < 5; round += 1) {
      const founder = await signedIn({ signup: a, code: b, verify: a });
      const ip = clientAddress();
      // B reads the session once and caches it (10 s by itself).
      expect((await call(b, 'GET', '/api/auth/me', { ip, token: founder.token })).status).toBe(200);
      expect((await call(b, 'GET', '/api/auth/me', { ip, token: founder.token })).status).toBe(200);
      expect((await call(a, 'POST', '/api/auth/logout', { ip, token: founder.token })).status).toBe(200);
      const after = await call(b, 'GET', '/api/auth/me', { ip, token: founder.token });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a user disabled by staff on A is refused on B at once', async () => {
    const founder = await signedIn({ signup: b, code: b, verify: b });
    const ip = clientAddress();
    expect((await call(b, 'GET', '/api/auth/me', { ip, token: founder.token })).status).toBe(200);
    const admin = await call(a, 'POST', '/api/admin/login', { ip, body: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } });
    expect(admin.status).toBe(200);
    const disabled = await call(a, 'PUT', `/api/admin/users/${founder.id}/status`, {
      ip,
      headers: { 'x-admin-token': admin.body.admin_token as string },
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await call(b, 'GET', '/api/auth/me', { ip, token: founder.token })).status).toBe(401);
  });

  it('a company’s compliance list kept on B follows a fact edit and a status change made on A at once', async () => {
    const founder = await signedIn({ signup: a, code: a, verify: a });
    const ip = clientAddress();
    const created = await call(a, 'POST', '/api/companies', {
      ip,
      token: founder.token,
      body: indianCompanyBody(`Scale Plan ${Date.now().toString(36)} Private Limited`, 12),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    type Item = { id: string; name: string; status: string };
    const listOnB = async () => {
      const answer = await call(b, 'GET', `/api/companies/${id}/compliance`, { ip, token: founder.token });
      expect(answer.status).toBe(200);
      return answer.body.requirements as Item[];
    };
    // B computes the plan and keeps it; the second read is the kept one.
    expect((await listOnB()).some((item) => item.name.startsWith('EPF'))).toBe(false);
    expect((await listOnB()).some((item) => item.name.startsWith('EPF'))).toBe(false);
    expect((await call(a, 'PATCH', `/api/companies/${id}`, { ip, token: founder.token, body: { num_employees: 25 } })).status).toBe(200);
    const afterEdit = await listOnB();
    expect(afterEdit.some((item) => item.name.startsWith('EPF'))).toBe(true);

    const open = afterEdit.find((item) => item.status === 'pending')!;
    const done = await call(a, 'PATCH', `/api/companies/${id}/compliance/${open.id}`, {
      ip,
      token: founder.token,
      body: { status: 'completed' },
    });
    expect(done.status).toBe(200);
    expect((await listOnB()).find((item) => item.id === open.id)!.status).toBe('completed');
  });

  it('a dashboard kept on B follows a cart add and a fact edit made on A at once (the version is read on every request)', async () => {
    const founder = await signedIn({ signup: a, code: a, verify: a });
    const ip = clientAddress();
    const created = await call(a, 'POST', '/api/companies', {
      ip,
      token: founder.token,
      body: { ...indianCompanyBody(`Scale Dashboard ${Date.now().toString(36)} Private Limited`, 12), turnover: null },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    type Dashboard = { cart: { items: { service_id: string }[] }; insights: { key: string; value: string | null }[] };
    const dashboardOnB = async () => {
      const answer = await call(b, 'GET', `/api/dashboard?company_id=${id}`, { ip, token: founder.token });
      expect(answer.status).toBe(200);
      return answer.body as unknown as Dashboard;
    };
    // B composes the dashboard and keeps it (the first read of the day re-plans the company: composed once more).
    for (let read = 0; read < 3; read += 1) expect((await dashboardOnB()).cart.items).toEqual([]);
    const services = (await call(a, 'GET', '/api/services', { ip })).body.services as { id: string; country: string }[];
    const service = services.find((item) => item.country === 'India')!;
    const added = await call(a, 'POST', `/api/cart/add?company_id=${id}&service_id=${service.id}`, { ip, token: founder.token });
    expect(added.status).toBe(200);
    expect((await dashboardOnB()).cart.items.map((item) => item.service_id)).toEqual([service.id]);
    const revenue = async () => (await dashboardOnB()).insights.find((insight) => insight.key === 'revenue')!.value;
    expect(await revenue()).toBeNull();
    expect((await call(a, 'PATCH', `/api/companies/${id}`, { ip, token: founder.token, body: { turnover: 5_000_000 } })).status).toBe(200);
    expect(await revenue()).toContain('a year');
  });

  it('a staff change to a rule on A reaches the rule set B keeps at once, and B’s lists once the worker re-planned', async () => {
    const founder = await signedIn({ signup: b, code: b, verify: b });
    const ip = clientAddress();
    const created = await call(b, 'POST', '/api/companies', {
      ip,
      token: founder.token,
      body: indianCompanyBody(`Scale Rules ${Date.now().toString(36)} Private Limited`, 25),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const items = async () =>
      (await call(b, 'GET', `/api/companies/${id}/compliance`, { ip, token: founder.token })).body.requirements as {
        rule_id: string;
        name: string;
      }[];
    const epf = (await items()).find((item) => item.name.startsWith('EPF'))!;
    const admin = await call(a, 'POST', '/api/admin/login', { ip, body: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } });
    expect(admin.status).toBe(200);
    const headers = { 'x-admin-token': admin.body.admin_token as string };
    // B reads the rule set and keeps it.
    const before = await call(b, 'GET', `/api/admin/compliance/${epf.rule_id}`, { ip, headers });
    expect(before.status).toBe(200);
    const title = `EPF as staff call it ${Date.now().toString(36)}`;
    const renamed = await call(a, 'PUT', `/api/admin/compliance/${epf.rule_id}`, {
      ip,
      headers,
      body: {
        title,
        description: before.body.description,
        category: before.body.category,
        impact_level: before.body.impact_level,
        status: 'active',
      },
    });
    expect(renamed.status).toBe(200);
    expect((await call(b, 'GET', `/api/admin/compliance/${epf.rule_id}`, { ip, headers })).body.title).toBe(title);
    await waitFor('the re-plan of the renamed rule on B’s list', async () => (await items()).some((item) => item.name === title), 20_000);
  });

  it('an API key revoked on A is refused on B at its next request, though B had the key cached', async () => {
    const founder = await signedIn({ signup: a, code: a, verify: b });
    const ip = clientAddress();
    const company = await call(a, 'POST', '/api/companies', { ip, token: founder.token, body: companyBody() });
    expect(company.status).toBe(201);
    const companyId = company.body.id as string;
    for (let round = 0; round < 5; round += 1) {
      const created = await call(a, 'POST', `/api/companies/${companyId}/api-keys`, {
        ip,
        token: founder.token,
        body: { name: `Scale key ${round}`, scopes: ['obligations:read'] },
      });
      expect(created.status).toBe(201);
      const secret = created.body.secret as string;
      const keyId = (created.body.key as { id: string }).id;
      // B reads the key once and caches it (10 s by itself).
      expect((await call(b, 'GET', `/api/companies/${companyId}/compliance/health`, { ip, token: secret })).status).toBe(200);
      expect((await call(b, 'GET', `/api/companies/${companyId}/compliance/health`, { ip, token: secret })).status).toBe(200);
      const revoked = await call(a, 'DELETE', `/api/companies/${companyId}/api-keys/${keyId}`, { ip, token: founder.token });
      expect(revoked.status).toBe(200);
      const after = await call(b, 'GET', `/api/companies/${companyId}/compliance/health`, { ip, token: secret });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('the per-address login-code limit is one count across A and B (it lives in the database)', async () => {
    const ip = clientAddress();
    const emails = Array.from({ length: LOGIN_CODES_PER_IP + 1 }, () => uniqueEmail('limit'));
    for (const email of emails) {
      expect((await call(a, 'POST', '/api/auth/signup', { ip: clientAddress(), body: { email, name: 'Limit' } })).status).toBe(201);
    }
    const answers = [];
    for (const [index, email] of emails.entries()) {
      answers.push(await call(index % 2 === 0 ? a : b, 'POST', '/api/auth/login-email', { ip, body: { email } }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(LOGIN_CODES_PER_IP).fill(200), 429]);
    expect(answers.at(-1)!.body.code).toBe('RATE_LIMITED');
  });

  it('the global per-address rate limit is one count across A and B (in Redis)', async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT_MAX; index += 1) {
      statuses.push((await call(index % 2 === 0 ? a : b, 'GET', '/api/services', { ip })).status);
    }
    expect(statuses).toEqual(Array<number>(RATE_LIMIT_MAX).fill(200));
    for (const api of [a, b]) {
      const limited = await call(api, 'GET', '/api/services', { ip });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
    }
    // Another address is not affected.
    expect((await call(b, 'GET', '/api/services', { ip: clientAddress() })).status).toBe(200);
  });

  it('one payment webhook delivered to A and to B at the same moment pays once, fulfilled once by the worker', async () => {
    const founder = await signedIn({ signup: a, code: a, verify: b });
    const ip = clientAddress();
    const created = await call(a, 'POST', '/api/incorporation/usa/create', {
      ip,
      token: founder.token,
      headers: { 'idempotency-key': `scale-${Date.now()}` },
      body: {
        service_type: 'incorporation',
        country: 'USA',
        entity_type: 'LLC',
        company_name: `Scale Webhooks ${Date.now()} LLC`,
        state: 'Delaware',
        management: 'member-managed',
        members: [{ name: 'Scale Member', phone: '+1 302 555 0100', email: 'member@example.com', ownership_percent: 100 }],
      },
    });
    expect(created.status).toBe(200);
    const orderId = created.body.order_id as string;
    const order = await call(b, 'GET', `/api/orders/${orderId}`, { ip, token: founder.token });
    const amount = Math.round((order.body.order as { total_amount: number }).total_amount * 100);
    const payload = JSON.stringify({
      id: `evt_scale_${orderId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: created.body.stripe_session_id,
          object: 'checkout.session',
          amount_total: amount,
          currency: 'usd',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: `pi_scale_${orderId}`,
        },
      },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const deliver = (api: ClusterProcess) =>
      call(api, 'POST', '/api/webhooks/stripe', { ip: clientAddress(), headers: { 'stripe-signature': signature }, body: payload });
    const answers = await Promise.all([deliver(a), deliver(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Recorded once (the other is a duplicate at the door) and queued; the worker's job pays it.
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['duplicate', 'queued']);

    await waitFor(
      'the receipt',
      async () => {
        const detail = await call(a, 'GET', `/api/orders/${orderId}`, { ip, token: founder.token });
        return (detail.body.documents as { kind: string }[]).some((document) => document.kind === 'receipt');
      },
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [row] = await database.query<{
      payment_status: string;
      receipts: number;
      paid_events: number;
      apply_jobs: number;
      fulfil_jobs: number;
    }>(
      `select o.payment_status,
        (select count(*)::int from order_documents d where d.order_id = o.id and d.kind = 'receipt') as receipts,
        (select count(*)::int from audit_events e where e.target_id = o.id::text and e.action = 'order.paid') as paid_events,
        (select count(*)::int from pgboss.job j join payment_events pe on pe.id::text = j.data->>'eventId'
          where j.name = 'payment.apply' and pe.payment_id in (select p.id from payments p where p.order_id = o.id)) as apply_jobs,
        (select count(*)::int from pgboss.job j where j.name = 'order.fulfil' and j.data->>'orderId' = o.id::text) as fulfil_jobs
       from orders o where o.id = $1`,
      [orderId],
    );
    expect(row).toEqual({ payment_status: 'paid', receipts: 1, paid_events: 1, apply_jobs: 1, fulfil_jobs: 1 });
  });

  it('a worker killed with kill -9 in the middle of a delivery: a second worker retries the job and the mail goes out once', async () => {
    const email = uniqueEmail('killed');
    const ip = clientAddress();
    expect((await call(a, 'POST', '/api/auth/signup', { ip, body: { email, name: 'Kill Nine' } })).status).toBe(201);
    smtp.hold(email);
    expect((await call(b, 'POST', '/api/auth/login-email', { ip, body: { email } })).status).toBe(200);
    // The worker has sent the message and waits for the SMTP server's answer, which never comes.
    await waitFor('the worker to be mid-delivery', async () => smtp.held.includes(email), 20_000);
    const killedAt = performance.now();
    expect(await stopProcess(worker, 'SIGKILL')).toBe('SIGKILL');
    worker = await startProcess({ name: 'worker 2', env: { ...env, RUN_WORKERS: 'true' } });
    await waitFor('the retried delivery', async () => smtp.mailsTo(email).length > 0, 60_000);
    const retriedAfterMs = performance.now() - killedAt;
    console.log(`kill -9: the job was retried and delivered ${(retriedAfterMs / 1000).toFixed(1)} s after the kill`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.mailsTo(email)).toHaveLength(1);
    const [job] = await database.query<{ state: string; retry_count: number; jobs: number }>(
      `select j.state, j.retry_count, (select count(*)::int from pgboss.job k where k.name = 'mail.urgent' and k.data->>'mailId' = m.id::text) as jobs
       from outgoing_mail m join pgboss.job j on j.name = 'mail.urgent' and j.data->>'mailId' = m.id::text where m."to" = $1`,
      [email],
    );
    expect(job).toEqual({ state: 'completed', retry_count: 1, jobs: 1 });
    expect(retriedAfterMs).toBeLessThan(45_000);
  });

  it('SIGTERM: ready answers 503 while serving on, then no new connections, the request in flight finishes, exit 0', async () => {
    const c = await startProcess({ name: 'api C', env: { ...env, SHUTDOWN_DELAY_SECONDS: '1' }, port: PORT_C });
    const email = uniqueEmail('inflight');
    const body = JSON.stringify({ email, name: 'In Flight' });
    // A signup whose body arrives in two halves, the second after the signal: in flight across the whole drain.
    const socket: Socket = connect(PORT_C, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/auth/signup HTTP/1.1\r\nHost: 127.0.0.1:${PORT_C}\r\nContent-Type: application/json\r\nX-Forwarded-For: ${clientAddress()}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = performance.now();
    c.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Draining: the load balancer's probe is refused while other requests are still served.
    const probe = await call(c, 'GET', '/api/ready', { ip: clientAddress() });
    expect(probe.status).toBe(503);
    expect(probe.body).toEqual({ detail: 'Not ready: shutting down', code: 'PROVIDER_UNAVAILABLE' });
    expect((await call(c, 'GET', '/api/services', { ip: clientAddress() })).status).toBe(200);
    // After the delay the listener is closed: a new connection is refused.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await expect(fetch(`${c.base}/api/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    socket.write(body.slice(10));
    await closed;
    // Answered, and the connection closed after it (no kept-alive connection holds the exit back).
    expect(answer, c.output()).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await c.exited, c.output()).toBe(0);
    const exitedAfterMs = performance.now() - signalledAt;
    console.log(`SIGTERM: exited 0 ${(exitedAfterMs / 1000).toFixed(1)} s after the signal (1 s of it the configured delay)`);
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(await database.query('select 1 from users where email = $1', [email])).toHaveLength(1);
  });

  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : [];
  const restartable =
    process.env.SCALE_SKIP_PG_RESTART !== '1' &&
    clusters.length > 0 &&
    spawnSync('pg_ctlcluster', ['--help'], { stdio: 'ignore' }).error === undefined &&
    process.getuid?.() === 0;

  it.skipIf(!restartable)(
    'a PostgreSQL restart during traffic answers 503s (no 500s, no hangs), recovers within 5 s, and loses no acknowledged write',
    async () => {
      const version = clusters.at(-1)!;
      const results: { api: string; email: string; status: number | string; startedAt: number; ms: number }[] = [];
      let stop = false;
      let restartDoneAt = Number.POSITIVE_INFINITY;
      const loop = async (index: number) => {
        for (let request = 0; !stop; request += 1) {
          const api = (index + request) % 2 === 0 ? a : b;
          const email = uniqueEmail('restart');
          const startedAt = performance.now();
          let status: number | string;
          try {
            status = (await call(api, 'POST', '/api/auth/signup', { ip: clientAddress(), body: { email, name: 'Restart' } })).status;
          } catch (error) {
            status = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          }
          results.push({ api: api.name, email, status, startedAt, ms: performance.now() - startedAt });
          if (typeof status === 'number' && status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const loops = Array.from({ length: 6 }, (_unused, index) => loop(index));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const [before] = await database.query<{ started: Date }>('select pg_postmaster_start_time() as started');
      const restartAt = performance.now();
      // Asynchronously: the traffic runs in this process and must go on while PostgreSQL is down.
      const restart = await new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile('pg_ctlcluster', [version, 'main', 'restart'], { timeout: 60_000 }, (error, _stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
        );
      });
      restartDoneAt = performance.now();
      expect(restart.code, restart.stderr).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      stop = true;
      await Promise.all(loops);
      const [after] = await database.query<{ started: Date }>('select pg_postmaster_start_time() as started');
      expect(after!.started.getTime()).toBeGreaterThan(before!.started.getTime());

      const statuses = results.reduce<Record<string, number>>((counts, result) => {
        counts[String(result.status)] = (counts[String(result.status)] ?? 0) + 1;
        return counts;
      }, {});
      const lastFailure = Math.max(0, ...results.filter((result) => result.status !== 201).map((result) => result.startedAt + result.ms));
      console.log(
        `PostgreSQL restart took ${((restartDoneAt - restartAt) / 1000).toFixed(1)} s; answers during the run: ${JSON.stringify(statuses)}; ` +
          `slowest ${Math.round(Math.max(...results.map((result) => result.ms)))} ms; last failure ${lastFailure ? `${((lastFailure - restartDoneAt) / 1000).toFixed(1)} s after the restart returned` : 'none'}`,
      );
      // The restart was felt (requests were refused while PostgreSQL was down)...
      expect(statuses['503'] ?? 0).toBeGreaterThan(0);
      // ...with only successes and 503s: never a 500, a dropped connection or a hang.
      expect(
        Object.keys(statuses).every((status) => status === '201' || status === '503'),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(6_000);
      // Recovered within 5 s of the server being back: everything started after that succeeded, on both processes.
      const late = results.filter((result) => result.startedAt > restartDoneAt + 5_000);
      expect(new Set(late.map((result) => result.api))).toEqual(new Set([a.name, b.name]));
      expect(late.every((result) => result.status === 201)).toBe(true);
      // Every acknowledged write is there.
      const acknowledged = results.filter((result) => result.status === 201).map((result) => result.email);
      const found = await database.query<{ n: number }>('select count(*)::int as n from users where email = any($1)', [acknowledged]);
      expect(found[0]!.n).toBe(acknowledged.length);
      // The processes are ready again, and the worker still delivers.
      for (const api of [a, b]) expect((await call(api, 'GET', '/api/ready', { ip: clientAddress() })).status).toBe(200);
      await signedIn({ signup: b, code: a, verify: b }, 'after-restart');
    },
    120_000,
  );
});

/** Removes this run's Redis keys: the rate-limit counters of the addresses it used (and only those). */
afterAll(async () => {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = [...usedAddresses].map((ip) => `charter:rate-limit:${ip}`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});
