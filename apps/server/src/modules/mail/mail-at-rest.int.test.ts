import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { PUBLIC_SANDBOX_SECRET, testConfig } from '../../config/env';
import { openDatabase, openPglite, type Database } from '../../db/client';
import { codeFromMail, latestMailTo, tokenFromLink } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { createTestApp, createTestDatabase, json, uniqueEmail, type TestApp } from '../../../test/test-app';
import { mailKeyFile } from './mail-key';
import { startCaptureSmtp, type CaptureSmtp } from '../../../test/scale/capture-smtp';

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/** The files (relative paths) whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  return filesUnder(dir)
    .filter((file) => readFileSync(file).includes(bytes))
    .map((file) => path.relative(dir, file));
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<{ rows: T[] }> {
  const result: unknown = await database.db.execute(query);
  return result as { rows: T[] };
}

describe.skipIf(Boolean(inject('postgresTemplateUrl')))('the embedded default keeps no secret readable in its data folder', () => {
  it('after a login code, a verification link, an invitation and a staff reset are delivered', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'charter-at-rest-'));
    try {
      const seeded = await openPglite(dataDir, new Blob([readFileSync(inject('pgliteSnapshot'))]));
      await seeded.close();
      // The embedded default as `npm start` runs it: PGlite in DATA_DIR, mail to the dev mailbox, workers in-process.
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      const staff = { email: 'ops@example.com', password: 'a-long-staff-password' };
      const app = await buildApp(testConfig({ databaseUrl: undefined, dataDir, admin: staff, requireEmailVerification: true }), {
        database,
      });
      await app.ready();
      const secrets: Record<string, string> = {};
      let invitee = '';
      try {
        const email = uniqueEmail('at-rest');
        expect((await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Rest Founder' } })).statusCode).toBe(
          201,
        );
        secrets.verification = tokenFromLink((await latestMailTo(app, email)).text, '/verify-email');
        expect(
          (await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: secrets.verification } })).statusCode,
        ).toBe(200);
        expect((await app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email } })).statusCode).toBe(200);
        secrets.loginCode = codeFromMail((await latestMailTo(app, email, { count: 2 })).text);
        const session = await app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: secrets.loginCode } });
        expect(session.statusCode).toBe(200);
        const founder = { authorization: `Bearer ${json<{ session_token: string }>(session).session_token}` };

        const company = json<{ id: string }>(
          await app.inject({ method: 'POST', url: '/api/companies', headers: founder, payload: companyBody() }),
        );
        invitee = uniqueEmail('invitee');
        const invited = await app.inject({
          method: 'POST',
          url: `/api/companies/${company.id}/invitations`,
          headers: founder,
          payload: { email: invitee, role: 'member' },
        });
        expect(invited.statusCode).toBe(201);
        secrets.invitation = tokenFromLink((await latestMailTo(app, invitee)).text, '/invite');

        const reset = await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: staff.email } });
        expect(reset.statusCode).toBe(202);
        secrets.reset = tokenFromLink((await latestMailTo(app, staff.email)).text, '/reset-password');

        // Every mail was delivered (into the dev mailbox) and its outgoing row keeps only the log.
        const settled = await rows<{ status: string; text: string | null; html: string | null }>(
          database,
          sql`select status, text, html from outgoing_mail`,
        );
        expect(settled.rows.length).toBeGreaterThanOrEqual(4);
        expect(settled.rows.every((row) => row.status === 'sent' && row.text === null && row.html === null)).toBe(true);
      } finally {
        await app.close();
        // Closing writes everything PGlite holds in memory to the folder.
        await database.close();
      }

      expect(Object.keys(secrets)).toEqual(['verification', 'loginCode', 'invitation', 'reset']);
      expect(filesUnder(dataDir).length).toBeGreaterThan(100);
      // The mail key sits in the folder (beside the database, not in it): it is what opens the dev mailbox.
      expect(filesUnder(dataDir)).toContain(mailKeyFile(dataDir));
      // The scan sees what the database writes: the mail log's readable recipient is there.
      expect(filesContaining(dataDir, invitee).length).toBeGreaterThan(0);
      // A 6-digit code could occur in the files by chance: 300 other 6-digit strings probed in such a folder matched none.
      for (const [name, secret] of Object.entries(secrets)) {
        expect({ name, files: filesContaining(dataDir, secret) }).toEqual({ name, files: [] });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('mail waiting for delivery', () => {
  let smtp: CaptureSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startCaptureSmtp();
    // No workers: the mail stays in the outbox until this test delivers it.
    t = await createTestApp({ smtpUrl: smtp.url, requireEmailVerification: false, runWorkers: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is ciphertext in its row, is delivered readable, and is erased from the row once sent', async () => {
    const email = uniqueEmail('sealed');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Sealed Mail' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email } })).statusCode).toBe(200);
    const stored = await rows<{ id: string; subject: string; text: string; html: string; urgent: boolean; row: string }>(
      t.database,
      sql`select id, subject, text, html, urgent, row_to_json(m)::text as row from outgoing_mail m where "to" = ${email}`,
    );
    expect(stored.rows).toHaveLength(1);
    const [pending] = stored.rows;
    expect(pending).toMatchObject({ subject: 'Your Charter login code', urgent: true });
    expect(pending!.text).toMatch(/^sealed:v1:[A-Za-z0-9+/]+=*$/);
    expect(pending!.html).toMatch(/^sealed:v1:[A-Za-z0-9+/]+=*$/);
    expect(smtp.accepted).toHaveLength(0);

    await t.app.services.mailer.deliver(pending!.id);
    const delivered = smtp.accepted.filter((mail) => mail.to === email);
    expect(delivered).toHaveLength(1);
    const code = /\r\n(\d{6})\r\n/.exec(delivered[0]!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The row held no readable trace of the code that the mail carried.
    expect(pending!.row).not.toContain(code);
    // The code delivered is the live one.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: code } })).statusCode).toBe(200);

    const after = await rows<{ status: string; text: string | null; html: string | null; attempts: number; sent_at: string | null }>(
      t.database,
      sql`select status, text, html, attempts, sent_at from outgoing_mail where "to" = ${email}`,
    );
    expect(after.rows).toEqual([{ status: 'sent', text: null, html: null, attempts: 1, sent_at: expect.anything() }]);
    // Delivered once: a second delivery of the same mail finds it settled.
    await t.app.services.mailer.deliver(pending!.id);
    expect(smtp.accepted.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('does not open under another key (a stolen table is not enough)', async () => {
    const email = uniqueEmail('other-key');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Other Key' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email } })).statusCode).toBe(200);
    const other = await buildApp(testConfig({ smtpUrl: smtp.url, runWorkers: false, mailEncryptionKey: Buffer.alloc(32, 1) }), {
      database: t.database,
    });
    await other.ready();
    try {
      const [mail] = (await rows<{ id: string }>(t.database, sql`select id from outgoing_mail where "to" = ${email}`)).rows;
      await expect(other.services.mailer.deliver(mail!.id)).rejects.toThrow(/does not open with this key/);
      expect(smtp.accepted.filter((accepted) => accepted.to === email)).toHaveLength(0);
      // The app with the install's key still delivers it.
      await t.app.services.mailer.deliver(mail!.id);
      expect(smtp.accepted.filter((accepted) => accepted.to === email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the sandbox gateway signing secret', () => {
  it('is generated once per install, kept in the database and shared by every process of it', async () => {
    const database = await createTestDatabase();
    const config = () =>
      testConfig({ payments: { razorpay: undefined, stripe: undefined, sandbox: { enabled: true, secret: undefined } } });
    const first = await buildApp(config(), { database });
    const second = await buildApp(config(), { database });
    try {
      const stored = await rows<{ value: string }>(
        database,
        sql`select value from install_secrets where name = 'payments.sandbox-signing-secret'`,
      );
      expect(stored.rows).toHaveLength(1);
      const secret = stored.rows[0]!.value;
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(secret).not.toBe(PUBLIC_SANDBOX_SECRET);
      // A popup result signed (as Razorpay signs: HMAC-SHA256 of order|payment) with the install's secret verifies on
      // both processes; one signed with the old public default verifies on neither.
      const result = (key: string) => ({
        orderRef: 'order_rest',
        paymentId: 'pay_rest',
        signature: createHmac('sha256', key).update('order_rest|pay_rest').digest('hex'),
      });
      for (const app of [first, second]) {
        const provider = app.services.sandboxGateway!.provider;
        expect(provider.verifyPopupResult!(result(secret))).not.toBeNull();
        expect(provider.verifyPopupResult!(result(PUBLIC_SANDBOX_SECRET))).toBeNull();
      }
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});
