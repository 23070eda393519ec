import { buildApp } from './app';
import { ConfigError } from './config/env';
import { openConfiguredDatabase, SchemaBehindError } from './db/schema-at-start';
import { closeOnSignals } from './lib/graceful-shutdown';

async function main(): Promise<void> {
  const { config, database } = await openConfiguredDatabase();
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Charter is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );

  closeOnSignals(app, database, { what: 'draining connections', graceMs: 10_000, delayMs: config.shutdownDelaySeconds * 1000 });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SchemaBehindError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
