import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config/env';
import { openDatabase, openPglite } from '../../db/client';
import { orderDocuments, orders, paymentEvents, payments } from '../../db/schema';
import { clonePostgresTemplate } from '../../../test/database-names';
import { uniqueEmail } from '../../../test/test-app';

const SANDBOX_SECRET = 'sandbox-secret-for-crash-tests';
const postgresTemplate = inject('postgresTemplateUrl');

/** A database the child and, after its death, the parent open: a PostgreSQL clone, or a PGlite folder. */
async function crashDatabase() {
  if (postgresTemplate) {
    const clone = await clonePostgresTemplate(postgresTemplate, 'charter_paycrash');
    return { databaseUrl: clone.url, dataDir: '', cleanup: clone.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charter-paycrash-'));
  const seeded = await openPglite(dataDir, new Blob([readFileSync(inject('pgliteSnapshot'))]));
  await seeded.close();
  return { databaseUrl: '', dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

function runChild(
  mode: string,
  location: { databaseUrl: string; dataDir: string },
  onLine?: (line: string, child: ReturnType<typeof spawn>) => void,
) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('../../../test/payment-crash-child.ts', import.meta.url)),
      mode,
      location.databaseUrl,
      location.dataDir,
      uniqueEmail('crash'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, TZ: 'UTC' } },
  );
  const lines: string[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let index = buffer.indexOf('\n'); index >= 0; index = buffer.indexOf('\n')) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 1);
      lines.push(line);
      onLine?.(line, child);
    }
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const value = (prefix: string) => lines.find((line) => line.startsWith(`${prefix} `))?.slice(prefix.length + 1);
  return { child, exited, lines, value };
}

type CrashLocation = Awaited<ReturnType<typeof crashDatabase>>;

/** Runs `use` on a fresh crash database, removed afterwards whatever happens. */
async function withCrashDatabase(use: (location: CrashLocation) => Promise<void>) {
  const location = await crashDatabase();
  try {
    await use(location);
  } finally {
    await location.cleanup();
  }
}

/** The app restarted on the same database, workers on. */
async function restart(location: { databaseUrl: string; dataDir: string }) {
  const database = await openDatabase({ databaseUrl: location.databaseUrl || undefined, dataDir: location.dataDir });
  const config = testConfig({ databaseUrl: location.databaseUrl || undefined });
  config.payments = { ...config.payments, sandbox: { enabled: true, secret: SANDBOX_SECRET } };
  const app = await buildApp(config, { database });
  await app.ready();
  const db = database.db;
  return {
    app,
    db,
    order: async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!,
    events: async () => (await db.select({ n: count() }).from(paymentEvents))[0]!.n,
    receipts: async (id: string) => (await db.select({ n: count() }).from(orderDocuments).where(eq(orderDocuments.orderId, id)))[0]!.n,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Runs `check` on the app restarted after the child's death, closed afterwards whatever happens. */
async function afterRestart(location: CrashLocation, check: (after: Awaited<ReturnType<typeof restart>>) => Promise<void>) {
  const after = await restart(location);
  try {
    await check(after);
  } finally {
    await after.close();
  }
}

const redeliver = (encoded: string) => {
  const { payload, signature } = JSON.parse(Buffer.from(encoded, 'base64').toString()) as { payload: string; signature: string };
  return { raw: Buffer.from(payload), headers: { 'stripe-signature': signature } };
};

describe('a process killed at the worst moment of a payment (real child process, kill -9)', () => {
  it('between the order insert and the provider call: the order stays unpaid, and paying it later works once', { timeout: 120_000 }, () =>
    withCrashDatabase(async (location) => {
      const run = runChild('before-provider', location);
      expect(await run.exited).toBe('SIGKILL');
      const orderId = run.value('order')!;
      await afterRestart(location, async (after) => {
        expect(await after.order(orderId)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending', startResponse: null });
        expect(await after.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
        const start = await after.app.services.payments.start(await after.order(orderId), {
          customerEmail: 'x@example.com',
          description: 'LLC',
        });
        expect(start.payment_method).toBe('sandbox_hosted');
      });
    }),
  );

  it(
    'after the payment commits, before any worker runs its fulfilment: the job committed with it fulfils it once',
    { timeout: 120_000 },
    () =>
      withCrashDatabase(async (location) => {
        const run = runChild('after-paid', location);
        expect(await run.exited).toBe('SIGKILL');
        const orderId = run.value('order')!;
        expect(run.lines).toContain('ingested');
        // The child served no queue: its committed payment carries its fulfilment job, which the restarted workers run.
        await afterRestart(location, async (after) => {
          await expect.poll(() => after.receipts(orderId), { timeout: 15_000, interval: 100 }).toBe(1);
          expect(await after.app.services.orders.fulfil(orderId)).toBe('skipped');
          expect(await after.receipts(orderId)).toBe(1);
          // The provider retries the webhook: it is a duplicate.
          const retry = redeliver(run.value('webhook')!);
          expect(await after.app.services.payments.ingestWebhook('sandbox', retry.raw, retry.headers)).toEqual({ outcome: 'duplicate' });
          expect((await after.order(orderId)).paymentStatus).toBe('paid');
        });
      }),
  );

  // PGlite is one process's database, so only PostgreSQL lets the test hold a row while the child is inside its
  // transaction; CI runs this file on both.
  it.runIf(postgresTemplate)(
    'in the middle of the webhook transaction: nothing is kept, and the retried webhook pays once',
    { timeout: 120_000 },
    () =>
      withCrashDatabase(async (location) => {
        const holder = new pg.Client({ connectionString: location.databaseUrl });
        await holder.connect();
        try {
          let orderId = '';
          let sawChildWaiting = false;
          const run = runChild('mid-webhook', location, (line, child) => {
            if (line.startsWith('order ')) orderId = line.slice(6);
            if (line !== 'ready') return;
            void (async () => {
              // Hold the event's key (the same provider event, uncommitted): the child's webhook transaction begins,
              // then its insert of the event waits for this one to commit or roll back.
              await holder.query('BEGIN');
              await holder.query(
                `INSERT INTO payment_events (provider, event_id, type, outcome, payload) VALUES ('sandbox', 'evt_crash_mid-webhook', 'held', 'held', '{}')`,
              );
              child.stdin!.write('go\n');
              // Up to 20 s: a loaded CI machine may take a while to reach the row.
              for (let waited = 0; waited < 400; waited += 1) {
                const { rows } = await holder.query<{ n: string }>(
                  'SELECT count(*) AS n FROM pg_locks WHERE NOT granted AND pid <> pg_backend_pid()',
                );
                sawChildWaiting = Number(rows[0]!.n) > 0;
                if (sawChildWaiting) break;
                await new Promise((resolve) => setTimeout(resolve, 50));
              }
              child.kill('SIGKILL');
            })();
          });
          expect(await run.exited).toBe('SIGKILL');
          await holder.query('ROLLBACK');
          // The kill came while the child was inside its transaction, waiting for the held key.
          expect(sawChildWaiting).toBe(true);
          expect(run.lines).not.toContain('ingested');
          await afterRestart(location, async (after) => {
            expect(await after.events()).toBe(0);
            expect((await after.order(orderId)).paymentStatus).toBe('pending');
            const retry = redeliver(run.value('webhook')!);
            const deliveries = await Promise.all(
              [1, 2].map(() => after.app.services.payments.ingestWebhook('sandbox', retry.raw, retry.headers)),
            );
            // Recorded once and queued; its job pays the order and the fulfilment writes one receipt.
            expect(deliveries.map((delivery) => delivery.outcome).sort()).toEqual(['duplicate', 'queued']);
            await expect.poll(() => after.receipts(orderId), { timeout: 15_000, interval: 100 }).toBe(1);
            expect(await after.events()).toBe(1);
          });
        } finally {
          await holder.end();
        }
      }),
  );
});
