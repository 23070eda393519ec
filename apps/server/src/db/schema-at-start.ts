import { loadConfig, loadDotEnv, type AppConfig } from '../config/env';
import { openDatabase, type Database } from './client';

export class SchemaBehindError extends Error {}

/**
 * Before a process serves: in development and on the embedded default it migrates; in production the release step
 * (`npm run db:migrate`) has migrated before any process of the new release starts, so a process only checks. A
 * process of the new release on a database that is behind it stops with the step to run, instead of serving
 * queries for columns that do not exist yet.
 */
export async function prepareSchema(database: Database, { migrateAtStart }: { migrateAtStart: boolean }): Promise<void> {
  if (migrateAtStart) {
    await database.migrate();
    return;
  }
  const pending = await database.pendingMigrations();
  if (pending.length > 0) {
    throw new SchemaBehindError(
      `The database is behind this release: ${pending.length} migration${pending.length === 1 ? '' : 's'} not applied ` +
        `(${pending.join(', ')}). Run \`npm run db:migrate\`, the release step, before starting API processes and workers.`,
    );
  }
}

/**
 * How every entry point (the API, the worker, the scripts) starts: the .env file and the configuration read, the
 * database opened and its schema prepared. `overrides` are settings the entry point fixes (the worker runs workers).
 */
export async function openConfiguredDatabase(overrides: Partial<AppConfig> = {}): Promise<{ config: AppConfig; database: Database }> {
  loadDotEnv();
  const config = { ...loadConfig(), ...overrides };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareSchema(database, config);
  return { config, database };
}
