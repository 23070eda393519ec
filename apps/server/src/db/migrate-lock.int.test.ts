import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabaseName } from '../../test/database-names';
import { MIGRATION_LOCK_KEY, migrationsFolder, openDatabase, type Database } from './client';

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
});
