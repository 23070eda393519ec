// Run by the outbox crash test as a real child process: commits a business write together with its mail, reports it,
// and dies with SIGKILL before any worker delivers it (it serves no queue), as a process killed at the worst moment would.
import { buildApp } from '../src/app';
import { testConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';

const [databaseUrl, dataDir, email] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
const app = await buildApp(testConfig({ databaseUrl: databaseUrl || undefined, runWorkers: false }), { database });
await app.ready();
const { users, mailer } = app.services;
await database.db.transaction(async (tx) => {
  const user = await users.insertIfNew({ email, name: 'Crash Test' }, tx);
  await mailer.enqueue(
    { to: email, subject: 'Welcome, exactly once', text: `Hello ${user!.name}`, html: '<p>Hello</p>' },
    { key: `welcome:${email}`, executor: tx },
  );
});
process.stdout.write('committed\n');
process.kill(process.pid, 'SIGKILL');
