import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config/env';
import { openDatabase, openPglite, type Database } from '../../db/client';
import { clonePostgresTemplate } from '../../../test/database-names';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

/** A loopback SMTP server that refuses the first `refusals` attempts, then accepts; it keeps what it accepted. */
async function flakySmtp(refusals: number) {
  const accepted: { to: string; messageId: string | undefined }[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session: SMTPServerSession, callback) {
      attempts += 1;
      if (attempts <= refusals) {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        accepted.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          messageId: raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function outgoing(database: Database, to: string) {
  const result = await database.db.execute(sql`select status, attempts, last_error from outgoing_mail where "to" = ${to}`);
  return (result as { rows: { status: string; attempts: number; last_error: string | null }[] }).rows;
}

describe('the mail outbox', () => {
  let smtp: Awaited<ReturnType<typeof flakySmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await flakySmtp(2);
    t = await createTestApp({ smtpUrl: smtp.url, requireEmailVerification: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries with back-off when SMTP refuses, delivers once on the third attempt, and records it', async () => {
    const email = uniqueEmail('flaky');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Flaky Mail' } })).statusCode).toBe(201);
    await expect.poll(() => smtp.accepted.filter((mail) => mail.to === email).length, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(smtp.attempts()).toBe(3);
    await expect.poll(async () => (await outgoing(t.database, email))[0]?.status, { timeout: 5_000 }).toBe('sent');
    expect(await outgoing(t.database, email)).toEqual([{ status: 'sent', attempts: 3, last_error: null }]);
    // Nothing more arrives later: a settled mail is never queued again, even by the reconciliation.
    expect(await t.app.services.mailer.requeueUnqueued(new Date())).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.accepted.filter((mail) => mail.to === email)).toHaveLength(1);
  });
});

describe('a process killed between commit and delivery', () => {
  it('delivers the mail exactly once after a restart', { timeout: 120_000 }, async () => {
    const smtp = await flakySmtp(0);
    const email = uniqueEmail('crash');
    const templateUrl = inject('postgresTemplateUrl');
    let location: { databaseUrl: string; dataDir: string };
    let cleanup: () => Promise<void>;
    if (templateUrl) {
      const clone = await clonePostgresTemplate(templateUrl, 'charter_crash');
      location = { databaseUrl: clone.url, dataDir: '' };
      cleanup = clone.drop;
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'charter-crash-'));
      const seeded = await openPglite(dataDir, new Blob([readFileSync(inject('pgliteSnapshot'))]));
      await seeded.close();
      location = { databaseUrl: '', dataDir };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    try {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('../../../test/outbox-crash-child.ts', import.meta.url)),
          location.databaseUrl,
          location.dataDir,
          email,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, TZ: 'UTC' } },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, exitSignal) => resolve(exitSignal)));
      expect(signal).toBe('SIGKILL');
      expect(output).toContain('committed');
      expect(smtp.accepted).toHaveLength(0);

      // The restarted process (workers on) finds the committed mail at start and delivers it, once.
      const database = await openDatabase({ databaseUrl: location.databaseUrl || undefined, dataDir: location.dataDir });
      const app = await buildApp(testConfig({ databaseUrl: location.databaseUrl || undefined, smtpUrl: smtp.url }), { database });
      await app.ready();
      try {
        await expect.poll(() => smtp.accepted.length, { timeout: 15_000, interval: 100 }).toBe(1);
        expect(smtp.accepted[0]).toMatchObject({ to: email, messageId: expect.stringMatching(/@charter>$/) });
        expect(await app.services.mailer.requeueUnqueued(new Date())).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(smtp.accepted).toHaveLength(1);
        expect(await outgoing(database, email)).toEqual([{ status: 'sent', attempts: 1, last_error: null }]);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await cleanup();
      await smtp.close();
    }
  });
});
