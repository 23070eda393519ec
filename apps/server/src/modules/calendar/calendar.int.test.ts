import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser, type SignedInUser } from '../../../test/auth-helpers';
import { companyBody, createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';

const now = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  owner = await signedInUser(t.app, 'Olivia Owner');
  member = await signedInUser(t.app, 'Manoj Member');
  stranger = await signedInUser(t.app, 'Sam Stranger');
  companyId = (await createdCompany(t.app, owner.token)).id;
  await membersRepository.insertMember(t.database.db, { companyId, userId: member.id, role: 'viewer' });
});
afterAll(() => t.close());

const call = (user: SignedInUser, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/companies/${companyId}${path}`, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
}

describe('reminder settings', () => {
  it('are on by default, switch off and on, per member', async () => {
    expect(json(await call(member, 'GET', '/notifications'))).toEqual({
      reminders_enabled: true,
      calendar: { active: false, created_at: null },
    });
    expect(json(await call(member, 'PATCH', '/notifications', { reminders_enabled: false }))).toMatchObject({ reminders_enabled: false });
    expect(json(await call(owner, 'GET', '/notifications'))).toMatchObject({ reminders_enabled: true });
    expect(json(await call(member, 'PATCH', '/notifications', { reminders_enabled: true }))).toMatchObject({ reminders_enabled: true });
  });

  it('refuse bad input and strangers', async () => {
    expect((await call(member, 'PATCH', '/notifications', { reminders_enabled: 'yes' })).statusCode).toBe(400);
    expect((await call(member, 'PATCH', '/notifications', { reminders_enabled: true, extra: 1 })).statusCode).toBe(400);
    expect((await call(stranger, 'GET', '/notifications')).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/calendar-feed')).statusCode).toBe(404);
  });
});

describe('the calendar feed', () => {
  it('has one all-day event per open dated obligation, with alarms 7 days and 1 day before, and stable UIDs', async () => {
    const created = await call(owner, 'POST', '/calendar-feed');
    expect(created.statusCode).toBe(201);
    const { url } = json<{ url: string }>(created);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}\.ics$/);

    const first = await fetchFeed(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parse(first.body);
    const { requirements } = json<{ requirements: { id: string; name: string; status: string; due_date: string | null }[] }>(
      await call(owner, 'GET', '/compliance'),
    );
    const open = requirements.filter((requirement) => requirement.status !== 'completed' && requirement.due_date);
    expect(events.map((event) => event.uid).sort()).toEqual(open.map((requirement) => `${requirement.id}@charter`).sort());
    const sample = events.find((event) => event.uid === `${open[0]!.id}@charter`)!;
    expect(sample).toMatchObject({ summary: open[0]!.name, start: open[0]!.due_date, allDay: true });
    expect(sample.description).toContain('Legal source: https://');
    expect(sample.description).toContain(`/compliance?company=${companyId}`);
    expect(sample.alarms.sort()).toEqual(['-P1D', '-P7D']);

    // A completed obligation leaves the feed; the others keep their UIDs.
    await call(owner, 'PATCH', `/compliance/${open[0]!.id}`, { status: 'completed' });
    const second = parse((await fetchFeed(url)).body);
    expect(second.map((event) => event.uid).sort()).toEqual(
      open
        .slice(1)
        .map((requirement) => `${requirement.id}@charter`)
        .sort(),
    );
  });

  it('writes a company name with line breaks, commas, semicolons and backslashes as text, not as properties', async () => {
    const injected = 'Ics X\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED\r\nDTSTART:20261201\r\nEND:VEVENT\r\nX-EVIL:1; a, b \\ c';
    // The API refuses such a name now; a row written before that (or by an import) still has to come out safe.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(owner.token),
      payload: companyBody({ name: injected }),
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(/^name: must be one line/) });
    const { id } = await createdCompany(t.app, owner.token);
    await t.database.db.update(companies).set({ name: injected }).where(eq(companies.id, id));

    const feedOf = (path: string) => t.app.inject({ method: 'POST', url: `/api/companies/${id}${path}`, headers: bearer(owner.token) });
    const { url } = json<{ url: string }>(await feedOf('/calendar-feed'));
    const body = (await fetchFeed(url)).body;
    const { requirements } = json<{ requirements: { id: string; status: string; due_date: string | null }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(owner.token) }),
    );
    const open = requirements.filter((requirement) => requirement.status !== 'completed' && requirement.due_date);
    expect(open.length).toBeGreaterThan(0);

    // Exactly the company's events, none of the name's; the name comes back whole from a parser.
    expect(body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(open.length);
    expect(body.match(/^END:VEVENT\r$/gm)).toHaveLength(open.length);
    expect(body).not.toMatch(/^(SUMMARY:INJECTED|X-EVIL|DTSTART:20261201)/m);
    expect(
      parse(body)
        .map((event) => event.uid)
        .sort(),
    ).toEqual(open.map((requirement) => `${requirement.id}@charter`).sort());
    const calendar = new ICAL.Component(ICAL.parse(body));
    // ical.js keeps NAME and X-WR-CALNAME as sent (it does not know them as TEXT); read as TEXT they give the name back,
    // each CRLF as the one line break TEXT has.
    const text = (value: unknown) =>
      String(value).replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));
    for (const property of ['name', 'x-wr-calname']) {
      expect(text(calendar.getFirstPropertyValue(property))).toBe(`${injected.replaceAll('\r\n', '\n')} · compliance deadlines`);
    }
    expect(calendar.getAllProperties().map((property) => property.name)).not.toContain('x-evil');
    // RFC 5545 TEXT: \n for the line breaks, \; \, and \\ for the rest; lines folded at 75 octets.
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'X-WR-CALNAME:Ics X\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:INJECTED\\nDTSTART:20261201\\nEND:VEVENT\\nX-EVIL:1\\; a\\, b \\\\ c · compliance deadlines\r\n',
    );
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('stops working when regenerated, revoked, or the membership ends', async () => {
    const { url: first } = json<{ url: string }>(await call(member, 'POST', '/calendar-feed'));
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const { url: second } = json<{ url: string }>(await call(member, 'POST', '/calendar-feed'));
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect(json(await call(member, 'GET', '/notifications'))).toMatchObject({ calendar: { active: true, created_at: now.toISOString() } });

    expect((await call(member, 'DELETE', '/calendar-feed')).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);

    const { url: third } = json<{ url: string }>(await call(member, 'POST', '/calendar-feed'));
    expect((await fetchFeed(third)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/members/${member.id}`)).statusCode).toBe(204);
    const ended = await fetchFeed(third);
    expect(ended.statusCode).toBe(404);
    expect(json(ended)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-feed.ics' })).statusCode).toBe(404);
  });
});
