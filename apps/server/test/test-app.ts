import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { testConfig, type AppConfig } from '../src/config/env';
import { openDatabase, openPglite, type Database } from '../src/db/client';
import { clonePostgresTemplate } from './database-names';

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a clone of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return openPglite(undefined, new Blob([snapshot]));
  }
  const clone = await clonePostgresTemplate(templateUrl, 'charter_test');
  const database = await openDatabase({ databaseUrl: clone.url, dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await clone.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  configOverrides: Partial<AppConfig> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(configOverrides);
  const app = await buildApp(config, { database, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      // The uploads folder testConfig gave this app (under the system's temporary directory) goes with it.
      const files = path.dirname(config.uploads.spoolDir);
      if (path.basename(files).startsWith('charter-test-files-')) rmSync(files, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'founder'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@example.com`;
}

export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

export type Inject = (options: InjectOptions) => ReturnType<FastifyInstance['inject']>;
