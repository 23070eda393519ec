// `npm run worker`: the job queues (mail delivery, the mail sweep, daily reminders) in a process of their own, for
// production where API processes run with RUN_WORKERS=false. It serves no HTTP; SIGTERM finishes the running jobs.
import { buildApp } from './app';
import { ConfigError } from './config/env';
import { openConfiguredDatabase, SchemaBehindError } from './db/schema-at-start';
import { closeOnSignals } from './lib/graceful-shutdown';

async function main(): Promise<void> {
  const { config, database } = await openConfiguredDatabase({ runWorkers: true });
  // The app is built for its services and job wiring; it never listens.
  const app = await buildApp(config, { database });
  await app.ready();
  app.log.info('Charter workers are running');

  closeOnSignals(app, database, { what: 'finishing running jobs', graceMs: 15_000 });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SchemaBehindError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
