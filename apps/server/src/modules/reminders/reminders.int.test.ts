import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_CATCH_UP_DAYS, createCompanyBodySchema, type CreateCompanyBody } from '@charter/shared';
import { companyBody } from '../../../test/factories';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../lib/actor';
import { addDays } from '../../lib/clock';
import { membersRepository } from '../companies/members.repository';
import { complianceRepository } from '../compliance/compliance.repository';

/**
 * Reminders driven by a fake clock over 90 simulated days, delivered over real SMTP on loopback, and checked against
 * an independent model of the rules: 30, 7 and 1 days before and the day after the due date; one digest per person
 * per day; exactly once; the latest missed reminder caught up after an outage; completed and unsubscribed stay silent.
 */
const START = new Date('2026-12-01T12:00:00Z');
const DAYS = 90;
// 13–15 Jan 2027: the 7-day reminder of the 20 Jan GST return falls on the outage's first day.
const OUTAGE = new Set([43, 44, 45]);

interface Received {
  day: number;
  to: string;
  subject: string;
  text: string;
}
const received: Received[] = [];
let currentDay = 0;
let smtp: SMTPServer;
let now = START;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        received.push({
          day: currentDay,
          to: String(mail.to && 'text' in mail.to ? mail.to.text : ''),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { clock: () => now });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const dateOf = (day: number) => addDays(START, day).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const formatDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

async function user(name: string): Promise<Actor> {
  const row = (await t.app.services.users.insertIfNew({ email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), name }))!;
  return { type: 'user', id: row.id, name, email: row.email, requestId: null };
}

async function company(owner: Actor, body: Partial<CreateCompanyBody>): Promise<string> {
  return (await t.app.services.companies.create(owner, createCompanyBodySchema.parse(companyBody(body)))).id;
}

/** "Alpha Foods": "GSTR-3B: due 20 Dec 2026 (7 days left)" lines under each company heading, read back from the mail. */
function itemsOf(mail: Received): { company: string; item: string }[] {
  const items: { company: string; item: string }[] = [];
  let heading = '';
  for (const line of mail.text.split('\n')) {
    if (/^\S/.test(line) && !/^(Hello|These deadlines|— Charter)/.test(line)) heading = line.trim();
    const match = line.match(/^ {2}- (.+): due (\d{1,2} \w{3} \d{4}) \(/);
    if (match) items.push({ company: heading, item: `${match[1]}|${match[2]}` });
  }
  return items;
}

describe('reminder digests over 90 days', () => {
  it('sends exactly the expected digests', { timeout: 600_000 }, async () => {
    const founder = await user('Farah Founder');
    const cofounder = await user('Chen Cofounder');
    const accountant = await user('Anil Accountant');
    const alpha = await company(founder, { name: 'Alpha Foods Private Limited', gst_filing: 'monthly' });
    const bravo = await company(founder, {
      name: 'Bravo Inc',
      country: 'USA',
      state: 'Delaware',
      entity_type: 'C-Corp',
      industry: 'Software',
      incorporation_date: '2023-03-01',
      is_food_business: false,
      is_exporter: false,
    });
    const charlie = await company(cofounder, {
      name: 'Charlie Ltd',
      country: 'UK',
      state: 'England and Wales',
      entity_type: 'Ltd',
      industry: 'Consulting',
      incorporation_date: '2022-09-14',
      is_food_business: false,
      is_exporter: false,
    });
    await membersRepository.insertMember(t.database.db, { companyId: alpha, userId: cofounder.id, role: 'member' });
    await membersRepository.insertMember(t.database.db, { companyId: alpha, userId: accountant.id, role: 'viewer' });
    const names = new Map([
      [alpha, 'Alpha Foods Private Limited'],
      [bravo, 'Bravo Inc'],
      [charlie, 'Charlie Ltd'],
    ]);
    const members = new Map([
      [alpha, [founder, cofounder, accountant]],
      [bravo, [founder]],
      [charlie, [cofounder]],
    ]);

    // An Alpha filing due in 2–4 weeks is marked done on day 10: it must fall silent from then on.
    const initial = await complianceRepository.listByCompanyId(t.database.db, alpha);
    const done = initial.find(
      (row) => row.dueDate && daysBetween(dateOf(0), row.dueDate) > 12 && daysBetween(dateOf(0), row.dueDate) <= 30,
    )!;
    expect(done).toBeDefined();

    let accountantUnsubscribedOn: number | undefined;
    for (let day = 0; day < DAYS; day += 1) {
      currentDay = day;
      now = addDays(START, day);
      if (day === 10) await t.app.services.compliance.updateStatus(founder, alpha, done.id, { status: 'completed' });
      if (OUTAGE.has(day)) continue;
      const first = await t.app.services.reminders.scan();
      // A second run the same day (a retry, a second scheduler) changes nothing.
      expect(await t.app.services.reminders.scan()).toMatchObject({ digests: 0 });
      // The digests go through the outbox and its worker to the SMTP server.
      await expect.poll(() => received.filter((mail) => mail.day === day).length, { timeout: 10_000, interval: 20 }).toBe(first.digests);
      const accountantMail = received.find((mail) => mail.day === day && mail.to === accountant.email);
      if (accountantMail && accountantUnsubscribedOn === undefined) {
        const token = accountantMail.text.match(/unsubscribe\?token=([\w-]+)/)![1]!;
        const response = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token } });
        expect(json(response)).toEqual({ company_name: 'Alpha Foods Private Limited', reminders_enabled: false });
        accountantUnsubscribedOn = day;
      }
    }
    expect(accountantUnsubscribedOn).toBeDefined();

    // The model: per scan day, per member still subscribed, the latest lead of each open occurrence whose day has come.
    const expected: string[] = [];
    const triggeredOn = new Map<string, number>();
    const sent = new Set<string>();
    const rows = (await Promise.all([alpha, bravo, charlie].map((id) => complianceRepository.listByCompanyId(t.database.db, id)))).flat();
    const leads = [
      { lead: '30d', offset: -30 },
      { lead: '7d', offset: -7 },
      { lead: '1d', offset: -1 },
      { lead: 'overdue', offset: 1 },
    ];
    for (let day = 0; day < DAYS; day += 1) {
      if (OUTAGE.has(day)) continue;
      const today = dateOf(day);
      for (const row of rows) {
        if (!row.dueDate) continue;
        if (row.completedAt && row.completedAt.toISOString().slice(0, 10) <= today) continue;
        const planned = row.createdAt.toISOString().slice(0, 10);
        const applicable = leads.filter(({ lead, offset }) => {
          const trigger = addDays(new Date(`${row.dueDate}T00:00:00Z`), offset)
            .toISOString()
            .slice(0, 10);
          const earliest = [dateOf(day - REMINDER_CATCH_UP_DAYS), planned].sort().at(-1)!;
          return trigger <= today && trigger >= earliest && (lead === 'overdue' || row.dueDate! >= today);
        });
        const latest = applicable.at(-1);
        if (!latest) continue;
        const triggerDay = daysBetween(
          dateOf(0),
          addDays(new Date(`${row.dueDate}T00:00:00Z`), latest.offset)
            .toISOString()
            .slice(0, 10),
        );
        for (const member of members.get(row.companyId)!) {
          if (member === accountant && accountantUnsubscribedOn !== undefined && day > accountantUnsubscribedOn) continue;
          const key = `${row.id}|${latest.lead}|${member.id}`;
          if (sent.has(key)) continue;
          sent.add(key);
          const line = `${day}|${member.email}|${names.get(row.companyId)}|${row.name}|${formatDate(row.dueDate)}`;
          expected.push(line);
          triggeredOn.set(line, triggerDay);
        }
      }
    }
    const actual = received.flatMap((mail) => itemsOf(mail).map(({ company: name, item }) => `${mail.day}|${mail.to}|${name}|${item}`));
    expect(actual.sort()).toEqual(expected.sort());

    // One digest per person per day, never on an outage day; the outage was caught up the day after it.
    const perPersonDay = received.map((mail) => `${mail.day}|${mail.to}`);
    expect(new Set(perPersonDay).size).toBe(perPersonDay.length);
    expect(received.some((mail) => OUTAGE.has(mail.day))).toBe(false);
    const caughtUp = expected.filter((line) => line.startsWith('46|') && triggeredOn.get(line) === 43);
    expect(caughtUp.length).toBeGreaterThan(0);
    expect(actual).toEqual(expect.arrayContaining(caughtUp));
    // The completed filing was never reminded after day 10, and the scenario did remind of things (not a vacuous pass).
    expect(actual.some((line) => line.includes(`|${done.name}|${formatDate(done.dueDate!)}`) && Number(line.split('|')[0]) >= 10)).toBe(
      false,
    );
    expect(actual.length).toBeGreaterThan(30);
    expect(new Set(received.map((mail) => mail.to)).size).toBe(3);
  });
});
