// `npm run test:scale`: midnight in a company's time zone moves the compliance plan each API process keeps (issue 32),
// across two processes. Both run the production build under libfaketime (Debian's `faketime` package: the system clock
// the processes read is moved forward by one offset, and runs on), so that midnight in India (18:30 UTC) comes a few
// seconds after they start; the kept plan must roll over at that midnight on both, with no write to drop it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaptureSmtp, type CaptureSmtp } from './capture-smtp';
import {
  call,
  clientAddress,
  createScratchDatabase,
  indianCompanyBody,
  runReleaseStep,
  signIn,
  startProcess,
  stopAll,
  waitFor,
  type ClusterProcess,
  type ScratchDatabase,
} from './cluster';

const PORT_A = 4640;
const PORT_B = 4641;
const SMTP_PORT = 4642;
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
/** How long before midnight in India the processes' clocks stand once they are up: time to sign in and read. */
const LEAD_SECONDS = 30;
const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

let database: ScratchDatabase;
let smtp: CaptureSmtp;
let a: ClusterProcess;
let b: ClusterProcess;
/** What the processes' clocks read minus what this process's clock reads. */
let offsetMs = 0;

const fakeNow = () => Date.now() + offsetMs;
/** The day in India at a moment, as YYYY-MM-DD. */
const indianDay = (at: number) => new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  if (!existsSync('apps/server/dist/main.js')) throw new Error('build the server first (npm run build -w @charter/server)');
  if (!existsSync(LIBFAKETIME)) throw new Error(`libfaketime is missing (${LIBFAKETIME}): apt-get install -y faketime`);
  database = await createScratchDatabase();
  smtp = await startCaptureSmtp(SMTP_PORT);
  const env = {
    NODE_ENV: 'production',
    MAIL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    APP_URL: `http://127.0.0.1:${PORT_A}`,
    DATABASE_URL: database.url,
    // A's workers deliver the login code; B only serves.
    RUN_WORKERS: 'false',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ADMIN_EMAIL: 'midnight-admin@example.com',
    ADMIN_PASSWORD: 'midnight-admin-password',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  await runReleaseStep(env);
  // The next midnight in India at least two minutes away (starting two processes takes seconds, not minutes), then
  // the offset that puts the processes' clocks LEAD_SECONDS before it about when they are up (~8 s from now; the
  // test checks that at least 15 s were left).
  let nextMidnight = (Math.floor((Date.now() + INDIA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - INDIA_OFFSET_MS;
  if (nextMidnight - Date.now() < 120_000) nextMidnight += DAY_MS;
  const startedAt = Date.now();
  offsetMs = Math.max(0, nextMidnight - LEAD_SECONDS * 1000 - (startedAt + 8_000));
  // libfaketime's "+N" moves every clock the process reads by N seconds; DONT_FAKE_MONOTONIC keeps timers on real time.
  const faked = { LD_PRELOAD: LIBFAKETIME, FAKETIME: `+${Math.round(offsetMs / 1000)}`, DONT_FAKE_MONOTONIC: '1' };
  offsetMs = Math.round(offsetMs / 1000) * 1000;
  [a, b] = await Promise.all([
    startProcess({ name: 'api A', env: { ...env, ...faked, RUN_WORKERS: 'true' }, port: PORT_A }),
    startProcess({ name: 'api B', env: { ...env, ...faked }, port: PORT_B }),
  ]);
}, 180_000);

afterAll(async () => {
  await stopAll();
  await smtp?.close();
  await database?.drop();
});

describe('midnight in the company’s time zone, on two API processes', () => {
  it('the plan A and B keep is read again after midnight in India, with no write to drop it', async () => {
    const before = indianDay(fakeNow());
    expect(fakeNow() + 15_000, 'the processes started too late to read before midnight').toBeLessThan(
      (Math.floor((fakeNow() + INDIA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - INDIA_OFFSET_MS,
    );

    // A founder, through the code flow (A's worker mails the code).
    const { token } = await signIn(smtp, { signup: a, code: a, verify: a }, { prefix: 'midnight', name: 'Midnight Founder' });
    const ip = clientAddress();
    const created = await call(a, 'POST', '/api/companies', {
      ip,
      token,
      body: indianCompanyBody(`Midnight ${ip.replaceAll('.', '')} Private Limited`, 12),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const asOf = async (on: ClusterProcess) => {
      const answer = await call(on, 'GET', `/api/companies/${id}/compliance`, { ip, token });
      expect(answer.status).toBe(200);
      return answer.body.as_of as string;
    };

    // Both compute the plan before midnight and keep it (the second read is the kept one).
    expect(await asOf(a)).toBe(before);
    expect(await asOf(b)).toBe(before);
    expect(await asOf(b)).toBe(before);
    expect(indianDay(fakeNow()), 'midnight passed before the plans were kept').toBe(before);

    // Midnight in India passes; nothing is written.
    await waitFor('midnight in India on the processes’ clocks', async () => indianDay(fakeNow() - 1_000) !== before, 120_000);
    const after = indianDay(fakeNow());
    expect(after > before).toBe(true);
    expect(await asOf(b)).toBe(after);
    expect(await asOf(a)).toBe(after);
  });
});
