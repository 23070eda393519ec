import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabaseName } from '../../test/database-names';
import { MIGRATION_LOCK_KEY, migrationsFolder, openDatabase, type Database } from './client';
import { prepareSchema } from './schema-at-start';

// Several API processes and a worker start at once in production, and each migrates at start (PostgreSQL only:
// PGlite is one process, so these run when the API tests run on a server, DATABASE_URL=…).
const templateUrl = inject('postgresTemplateUrl');

describe.skipIf(!templateUrl)('migrations at start on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** An empty database (not the migrated template), dropped after the test. */
  async function emptyDatabase(): Promise<string> {
    const name = `charter_test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: withDatabaseName(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    return withDatabaseName(templateUrl, name);
  }

  async function open(url: string): Promise<Database> {
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    cleanups.push(() => database.close());
    return database;
  }

  async function client(url: string): Promise<pg.Client> {
    const connection = new pg.Client({ connectionString: url });
    await connection.connect();
    cleanups.push(() => connection.end());
    return connection;
  }

  async function count(connection: pg.Client, query: string): Promise<number> {
    const result = await connection.query<{ n: number }>(query);
    return result.rows[0]?.n ?? Number.NaN;
  }

  function journalEntries(): number {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    return journal.entries.length;
  }

  it('two processes starting together apply each migration once, without an error', async () => {
    const url = await emptyDatabase();
    const [first, second] = [await open(url), await open(url)];

    await Promise.all([first.migrate(), second.migrate()]);

    const check = await client(url);
    const applied = await check.query(
      'select count(*)::int as count, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]).toEqual({ count: journalEntries(), hashes: journalEntries() });
    // A later start finds nothing to do.
    await first.migrate();
    expect(await count(check, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(journalEntries());
  });

  it('waits while another process holds the migration lock', async () => {
    const url = await emptyDatabase();
    const holder = await client(url);
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);

    const database = await open(url);
    let finished = false;
    const migrating = database.migrate().then(() => {
      finished = true;
    });

    // The migrating session queues behind the holder's advisory lock, and nothing is applied meanwhile.
    const waiting = `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
      and database = (select oid from pg_database where datname = current_database())`;
    await expect.poll(() => count(holder, waiting), { timeout: 10_000 }).toBe(1);
    expect(finished).toBe(false);
    const schemas = await holder.query(`select 1 from information_schema.schemata where schema_name = 'drizzle'`);
    expect(schemas.rowCount).toBe(0);

    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await migrating;
    expect(await count(holder, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(journalEntries());
  });

  it('a process that does not migrate at start (production) refuses a database behind its build, naming the step', async () => {
    const url = await emptyDatabase();
    const database = await open(url);
    const pending = await database.pendingMigrations();
    expect(pending).toHaveLength(journalEntries());
    expect(pending[0]).toBe('0000_foundation.sql');

    await expect(prepareSchema(database, { migrateAtStart: false })).rejects.toThrow(
      `The database is behind this release: ${journalEntries()} migrations not applied (0000_foundation.sql, `,
    );
    await expect(prepareSchema(database, { migrateAtStart: false })).rejects.toThrow('Run `npm run db:migrate`, the release step');
    // Nothing was applied by the check.
    const check = await client(url);
    const schemas = await check.query(`select 1 from information_schema.schemata where schema_name = 'drizzle'`);
    expect(schemas.rowCount).toBe(0);

    await database.migrate();
    expect(await database.pendingMigrations()).toEqual([]);
    await expect(prepareSchema(database, { migrateAtStart: false })).resolves.toBeUndefined();
  });

  it('a migration waiting for a table another session holds gives up after its lock timeout and tries again', async () => {
    const url = await emptyDatabase();
    // The migrations table as drizzle makes it, held by a long transaction (a report, a backup) the way a busy table is.
    const holder = await client(url);
    await holder.query('create schema drizzle');
    await holder.query('create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
    await holder.query('begin');
    await holder.query('lock table drizzle.__drizzle_migrations in access exclusive mode');

    const database = await open(url);
    let finished = false;
    const migrating = database.migrate().then(() => {
      finished = true;
    });
    // While it waits for the table, its statement's start time is that of its current attempt: after one lock
    // timeout (3 s) and a pause it is a new statement, so the migrator gave up and came back instead of queueing on.
    const observer = await client(url);
    const waitingSince = async () =>
      (
        await observer.query<{ started: Date }>(
          `select query_start as started from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0]?.started.getTime();
    await expect.poll(waitingSince, { timeout: 10_000 }).toBeGreaterThan(0);
    const firstAttempt = (await waitingSince())!;
    await expect.poll(async () => (await waitingSince()) ?? 0, { timeout: 15_000 }).toBeGreaterThan(firstAttempt + 3_000);
    expect(finished).toBe(false);

    await holder.query('commit');
    await migrating;
    expect(await database.pendingMigrations()).toEqual([]);
  }, 60_000);
});
