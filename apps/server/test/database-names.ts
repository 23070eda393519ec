import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The migrated template of one test run on PostgreSQL: unique, so concurrent runs on one server stay apart. */
export function templateDatabaseName(): string {
  return `charter_test_template_${randomBytes(4).toString('hex')}`;
}

export function databaseNameOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A new database cloned from the run's migrated template; `drop` removes it. */
export async function clonePostgresTemplate(templateUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabaseName(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${databaseNameOf(templateUrl)}`);
  return {
    url: withDatabaseName(templateUrl, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
