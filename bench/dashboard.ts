// `npm run bench:dashboard`: the dashboard (issue 11) on the PostgreSQL server in DATABASE_URL (a scratch database is
// created and dropped). Two figures:
// 1. SQL time: 1,000,000 orders spread over 10,000 companies (two tasks and one item each), seeded here; then the
//    dashboard's queries (order figures, recent orders, the tasks panel) for 500 random companies: p50 and p99.
// 2. HTTP: `GET /api/dashboard` for a company with 50 orders and 500 tasks, production build in its own process,
//    against a bare Fastify route (autocannon, 32 connections, 5 rounds): median req/s, p50 and p99 beside issue 32's
//    goal (>= 500 req/s, p99 <= 50 ms). The machine's load (`uptime`) is printed at the start and the end.
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { DASHBOARD_RECENT_ORDERS, DASHBOARD_TASKS_PER_TAB } from '@charter/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { ordersRepository } from '../apps/server/src/modules/orders/orders.repository';
import { tasksRepository } from '../apps/server/src/modules/orders/tasks.repository';
import { startCaptureSmtp } from './capture-smtp';
import {
  createBenchCompany,
  machineLoad,
  scratchDatabase,
  signIn,
  startBareServer,
  startProductServer,
  stopProductServer,
} from './product-server';
import { median } from './stats';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const ORDERS_PER_COMPANY = Number(process.env.BENCH_ORDERS_PER_COMPANY ?? 100);
const SAMPLES = 500;
const PORT = 4420;
const BARE_PORT = 4421;
const SMTP_PORT = 4422;
const ROUNDS = 5;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
// The dashboard is kept while nothing it shows changed (dashboard-cache.ts): BENCH_DASHBOARD_WRITES=<per second> or
// `max` (one after another) changes a task of the company during each round, so requests also find it changed.
const writesPerSecond = process.env.BENCH_DASHBOARD_WRITES;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:dashboard measures on PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test).');
  process.exit(2);
}

/** Until `stop()`: a task of the company renamed at the given rate (`max`: each as soon as the last is done), as a founder's edit would. */
function writer(database: Database, companyId: string, rate: string) {
  let running = true;
  let writes = 0;
  const pause = rate === 'max' ? 0 : 1000 / Number(rate);
  const done = (async () => {
    while (running) {
      await database.db.execute(sql`
        update order_tasks set title = 'Task renamed ' || ${writes} where id = (
          select t.id from order_tasks t join orders o on o.id = t.order_id where o.company_id = ${companyId} order by t.id limit 1)`);
      writes += 1;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  })();
  return {
    async stop(): Promise<number> {
      running = false;
      await done;
      return writes;
    },
  };
}

/** Paid orders (one item, two tasks each) for the given companies; the first task of every tenth order is overdue. */
async function seedOrders(database: Database, companyFilter: ReturnType<typeof sql>, perCompany: number, tasksPerOrder: number) {
  await database.db.execute(sql`
    insert into orders (id, order_number, kind, company_id, currency, total_minor, order_status, payment_status, paid_at, fulfilled_at, created_at)
    select gen_random_uuid(), 'BN-' || c.id || '-' || i, 'service', c.id, 'INR', 100000 + i * 100,
      (array['processing', 'in_progress', 'completed'])[1 + i % 3], case when i % 10 = 0 then 'pending' else 'paid' end,
      now() - (i || ' days')::interval, now() - (i || ' days')::interval, now() - (i || ' days')::interval
    from companies c, generate_series(1, ${perCompany}) i where ${companyFilter}`);
  await database.db.execute(sql`
    insert into order_items (order_id, service_name, name, quantity, price_minor)
    select o.id, 'GST Registration', 'GST Registration', 1, o.total_minor from orders o
    join companies c on c.id = o.company_id where ${companyFilter}`);
  await database.db.execute(sql`
    insert into order_tasks (order_id, title, description, status, category, priority, position, due_date, created_at)
    select o.id, 'Task ' || t, 'A step of the order', (array['pending', 'in_progress', 'completed'])[1 + t % 3], 'Tax',
      (array['high', 'medium', 'low'])[1 + t % 3], t, (o.created_at + interval '7 days')::date, o.created_at
    from orders o join companies c on c.id = o.company_id, generate_series(1, ${tasksPerOrder}) t
    where o.payment_status = 'paid' and ${companyFilter}`);
}

async function sqlTime(): Promise<void> {
  const scratch = await scratchDatabase(url!, 'charter_bench_dashboard');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  try {
    await database.migrate();
    let started = performance.now();
    await database.db.execute(sql`
      insert into users (id, email, name, email_verified_at)
      select gen_random_uuid(), 'founder' || i || '@bench.example', 'Founder ' || i, now() from generate_series(1, ${COMPANIES}) i`);
    await database.db.execute(sql`
      insert into companies (id, name, country, state, entity_type, status, industry, created_by)
      select gen_random_uuid(), 'Company ' || u.email, 'India', 'Maharashtra', 'Private Limited', 'existing', 'Services', u.id
      from users u where u.email like '%@bench.example'`);
    await seedOrders(database, sql`true`, ORDERS_PER_COMPANY, 2);
    await database.db.execute(sql`analyze`);
    // node-postgres and PGlite both answer { rows }.
    const counts = (await database.db.execute<{ orders: number; tasks: number }>(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from order_tasks)::int as tasks`,
    )) as { rows: { orders: number; tasks: number }[] };
    console.log(
      `seeded ${counts.rows[0]!.orders.toLocaleString('en')} orders and ${counts.rows[0]!.tasks.toLocaleString('en')} tasks over ${COMPANIES.toLocaleString('en')} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const ids = (
      (await database.db.execute<{ id: string }>(sql`select id from companies order by random() limit ${SAMPLES}`)) as {
        rows: { id: string }[];
      }
    ).rows.map((row) => row.id);
    const today = new Date().toISOString().slice(0, 10);
    const timings: number[] = [];
    for (const id of ids) {
      started = performance.now();
      await Promise.all([
        ordersRepository.dashboardFiguresFor(database.db, id),
        ordersRepository.recentFor(database.db, id, DASHBOARD_RECENT_ORDERS),
        tasksRepository.dashboardFor(database.db, id, today, DASHBOARD_TASKS_PER_TAB),
      ]);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
    console.log(`dashboard SQL for ${SAMPLES} random companies: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (goal p99 < 15 ms)`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function measure(target: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: target, connections: 32, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function httpRatio(): Promise<void> {
  const scratch = await scratchDatabase(url!, 'charter_bench_dashboard_http');
  const smtp = await startCaptureSmtp(SMTP_PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const server = await startProductServer({
    port: PORT,
    smtpPort: SMTP_PORT,
    databaseUrl: scratch.url,
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
  });
  const bare = await startBareServer(BARE_PORT);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  try {
    const token = await signIn(base, smtp);
    const companyId = await createBenchCompany(base, token);
    // 50 orders and 500 tasks for the founder's company.
    await seedOrders(database, sql`c.id = ${companyId}`, 50, 10);
    const ratios: number[] = [];
    const samples: number[] = [];
    const p50s: number[] = [];
    const p99s: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const bareRound = await measure(`http://127.0.0.1:${BARE_PORT}/hello`);
      const writes = writesPerSecond ? writer(database, companyId, writesPerSecond) : undefined;
      const dashboardRound = await measure(`${base}/api/dashboard?company_id=${companyId}`, { authorization: `Bearer ${token}` });
      const written = await writes?.stop();
      samples.push(dashboardRound.reqPerSec);
      p50s.push(dashboardRound.p50);
      p99s.push(dashboardRound.p99);
      ratios.push(dashboardRound.reqPerSec / bareRound.reqPerSec);
      console.log(
        `round ${round}/${ROUNDS}: bare ${bareRound.reqPerSec} req/s, /api/dashboard ${dashboardRound.reqPerSec} req/s (p99 ${dashboardRound.p99} ms)${written === undefined ? '' : `, ${written} task writes`}`,
      );
    }
    const met = median(samples) >= 500 && median(p99s) <= 50;
    console.log(
      `GET /api/dashboard (50 orders, 500 tasks, PostgreSQL, 32 connections): median ${median(samples)} req/s, p50 ${median(p50s)} ms, p99 ${median(p99s)} ms, ratio to bare ${median(ratios).toPrecision(2)} (min ${Math.min(...ratios).toPrecision(2)}, max ${Math.max(...ratios).toPrecision(2)}); goal >= 500 req/s, p99 <= 50 ms: ${met ? 'met' : 'NOT MET'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    bare.kill('SIGTERM');
    await stopProductServer(server);
    await database.close();
    await smtp.close();
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  console.log(`load at start: ${machineLoad()}`);
  // BENCH_PART=sql or http runs one half.
  const part = process.env.BENCH_PART;
  if (part !== 'http') await sqlTime();
  if (part !== 'sql') await httpRatio();
  console.log(`load at end: ${machineLoad()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
