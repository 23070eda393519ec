// `npm run bench:reminders [-- COUNT]`: how long the daily reminder scan takes for COUNT companies (default 10,000),
// on the PostgreSQL server in DATABASE_URL (a scratch database is created and dropped) or on embedded PGlite.
// Two figures: the first scan of the day (re-plans every company, then finds and sends the reminders) and a second
// scan the same day (plans current, digests already sent: the cost of running the schedule more often).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config/env';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { startCaptureSmtp } from './capture-smtp';

const count = Number(process.argv[2] ?? 10_000);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 4412);
const scratch = `charter_bench_reminders_${Date.now()}`;

async function openScratch(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: mkdtempSync(path.join(tmpdir(), 'charter-bench-')) });
    return { database, drop: async () => {} };
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${scratch}`;
  const database = await openDatabase({ databaseUrl: scratchUrl.toString(), dataDir: '' });
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** N founders, each owning one company; a mix of jurisdictions and facts so the engine plans a realistic set. */
async function seed(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into users (id, email, name, email_verified_at)
    select gen_random_uuid(), 'founder' || i || '@bench.example', 'Founder ' || i, now() from generate_series(1, ${count}) i`);
  await database.db.execute(sql`
    insert into companies (id, name, country, state, entity_type, status, industry, incorporation_date, turnover, num_employees,
                           is_food_business, gst_filing, created_by)
    select gen_random_uuid(), 'Company ' || u.n,
      (array['India', 'India', 'India', 'USA', 'UK'])[1 + u.n % 5],
      (array['Maharashtra', 'Karnataka', 'Delhi', 'Delaware', 'England and Wales'])[1 + u.n % 5],
      (array['Private Limited', 'LLP', 'OPC', 'C-Corp', 'Ltd'])[1 + u.n % 5],
      'existing', 'Services', date '2021-04-01' + (u.n % 1500)::int, 1000000 + u.n * 10, u.n % 40, u.n % 7 = 0,
      case when u.n % 5 < 3 then (array['monthly', 'quarterly'])[1 + u.n % 2] end, u.id
    from (select id, row_number() over (order by email) as n from users where email like '%@bench.example') u`);
  await database.db.execute(sql`
    insert into company_members (company_id, user_id, role) select id, created_by, 'owner' from companies where created_by is not null`);
}

async function main(): Promise<void> {
  const smtp = await startCaptureSmtp(SMTP_PORT);
  const { database, drop } = await openScratch();
  try {
    await database.migrate();
    const app = await buildApp(testConfig({ smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}` }), { database });
    await app.ready();
    let started = performance.now();
    await seed(database);
    console.log(`seeded ${count} companies in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`);

    started = performance.now();
    const first = await app.services.reminders.scan();
    const firstSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const second = await app.services.reminders.scan();
    const secondSeconds = (performance.now() - started) / 1000;
    console.log(
      `first scan of the day: ${firstSeconds.toFixed(1)} s — re-planned ${first.replanned} companies, ${first.reminders} reminders in ${first.digests} digests`,
    );
    console.log(`second scan the same day: ${secondSeconds.toFixed(2)} s — re-planned ${second.replanned}, ${second.digests} digests`);
    // The scan only enqueues: the digests wait in the outbox for the workers (which deliver at their own pace).
    console.log(`outbox after the scans: ${JSON.stringify(await app.services.mailer.counts())}`);
    await app.close();
  } finally {
    await database.close();
    await drop();
    await smtp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
