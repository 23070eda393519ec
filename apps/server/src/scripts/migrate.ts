import { ConfigError, loadConfig, loadDotEnv } from '../config/env';
import { openDatabase } from '../db/client';

/**
 * `npm run db:migrate`: applies the committed migrations and exits, for a deploy step that runs once before new
 * API processes and workers start. They migrate at start too (under the same advisory lock), finding nothing to do.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
