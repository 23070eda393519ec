import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PgBoss } from 'pg-boss';
import { dumpPglite, openDatabase, openPglite, type Database } from '../src/db/client';
import { JOBS_SCHEMA } from '../src/jobs/job-queue';
import { templateDatabaseName, withDatabaseName } from './database-names';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string;
  }
}

/**
 * Migrates once per run. On PGlite: a gzip snapshot every test file starts from (~1 s instead of ~8 s).
 * On PostgreSQL (DATABASE_URL): a migrated template database each test file clones into its own database. The
 * `server-pglite` project always runs on PGlite. Both carry pg-boss's schema, so no test app installs it again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = project.name === 'server-pglite' ? undefined : process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    // Named for this run, so two runs on one server never drop each other's template.
    const templateName = templateDatabaseName();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabaseName(databaseUrl, templateName);
    const template = await openDatabase({
      databaseUrl: templateUrl,
      dataDir: '',
    });
    await template.migrate();
    await installJobSchema(template);
    await template.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite(undefined);
  await database.migrate();
  await installJobSchema(database);
  const snapshot = await dumpPglite(database);
  await database.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'charter-test-')), 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplateUrl', '');
  return async () => {};
}

/** pg-boss's schema, as every app's first start would install it (each test app then finds it current). */
async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ ...database.jobsConnection, schema: JOBS_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}
