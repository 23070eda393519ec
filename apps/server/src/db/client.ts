import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db as JobsDb } from 'pg-boss';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** How pg-boss reaches the same database: its own pool on PostgreSQL, the one in-process connection on PGlite. */
export type JobsConnection = { connectionString: string } | { db: JobsDb };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's folder (DATA_DIR); undefined on PostgreSQL and for an in-memory PGlite. */
  dataDir?: string;
  jobsConnection: JobsConnection;
  migrate(): Promise<void>;
  /** The migrations this build has that the database has not applied yet (their file names, in order). */
  pendingMigrations(): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations sit beside the source in development and beside dist/main.js in the build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta'))) ?? candidates[0]!;
}

/** This build's migrations as drizzle's journal lists them: `when` is what the migrator records as `created_at`. */
function journal(): { tag: string; when: number }[] {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** Drizzle applies every journal entry newer than the last one it recorded; these are the ones it would apply. */
async function pendingIn(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const { rows: table } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  let last = 0;
  if ((table[0] as { present: boolean }).present) {
    const { rows } = await query('select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations');
    last = Number((rows[0] as { last: string }).last);
  }
  return journal()
    .filter((entry) => entry.when > last)
    .map((entry) => `${entry.tag}.sql`);
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A gzip dump of an already-migrated PGlite (tests start from it in ~1 s instead of ~8 s). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl && options.databaseUrl !== 'memory://') return openPostgres(options.databaseUrl);
  return openPglite(options.databaseUrl === 'memory://' ? undefined : options.dataDir, options.loadDataDir);
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir,
    jobsConnection: {
      db: {
        // pg-boss installs its schema as multi-statement SQL (exec) and otherwise sends single parameterised statements.
        async executeSql(text, values) {
          if (values?.length) return client.query(text, values);
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        },
        // LISTEN in-process: a job sent inside a transaction wakes its worker when that transaction commits.
        async listen(channel, onNotification, onReconnect) {
          const unlisten = await client.listen(channel, onNotification);
          onReconnect();
          return { close: () => unlisten() };
        },
      },
    },
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    pendingMigrations: () => pendingIn((text) => client.query(text)),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * The session-level advisory lock every process holds while it migrates PostgreSQL (any fixed 64-bit number; this
 * one is Charter's alone). Drizzle's migrator reads the last applied migration and then applies the rest, so two
 * processes starting together would both apply the same migrations. PGlite is one process and needs no lock.
 */
export const MIGRATION_LOCK_KEY = '7316291835402716';

const MIGRATION_LOCK_TIMEOUT = '3s';
const MIGRATION_ATTEMPTS = 10;

function isLockTimeout(error: unknown): boolean {
  // lock_not_available; drizzle wraps the driver's error in its own, with the original as `cause`.
  const codeOf = (value: unknown) => (value as { code?: string } | undefined)?.code;
  return codeOf(error) === '55P03' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '55P03';
}

async function openPostgres(connectionString: string): Promise<Database> {
  // A connection that cannot be had within 5 s (the server down or every connection busy) fails the request with 503
  // rather than leaving it waiting; the default waits for ever.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    jobsConnection: { connectionString },
    migrate: async () => {
      // The release step (`npm run db:migrate`), and in development every process at start: the lock makes a second
      // one wait, then find nothing to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        // A migration's ALTER waits for its table's lock, and every query of the running release queues behind that
        // wait: give up after a few seconds instead and try again, so serving traffic never stalls behind a long read.
        await client.query(`set lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`);
        for (let attempt = 1; ; attempt += 1) {
          try {
            await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
            break;
          } catch (error) {
            if (!isLockTimeout(error) || attempt === MIGRATION_ATTEMPTS) throw error;
            await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 5) * 1_000));
          }
        }
      } finally {
        // Closing this connection ends its session, and with it the lock, whether the migration succeeded or not.
        client.release(true);
      }
    },
    pendingMigrations: () => pendingIn((text) => pool.query(text)),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Dumps a PGlite data directory (used to snapshot a migrated database for tests). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('gzip');
}
