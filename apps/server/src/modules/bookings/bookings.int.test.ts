import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminBookingList, Booking, BookingList } from '@charter/shared';
import { bearer, deliveredMail, latestMailTo, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { createTestApp, json } from '../../../test/test-app';
import { auditEvents } from '../../db/schema';

const staff = { email: 'staff-bookings@charter.test', password: 'staff-password-123' };
// Wednesday 25 November 2026, 11:30 in India (19:00 in Auckland): the default hours are weekdays 09:00–19:00 there.
// The clock runs on from there, so newer bookings still come later.
const startedAt = Date.now();
const t = await createTestApp({ admin: staff }, { clock: () => new Date(Date.parse('2026-11-25T06:00:00Z') + Date.now() - startedAt) });
afterAll(() => t.close());

const founder = await signedInUser(t.app, 'Farah Founder');
const other = await signedInUser(t.app, 'Omar Other');

const body = (overrides: Record<string, unknown> = {}) => ({
  service_name: 'GST Registration',
  service_id: 'in-gst-registration',
  business_context: { company_name: 'Farah Foods Private Limited' },
  contact_name: 'Farah Founder',
  contact_email: 'Farah@Example.com',
  contact_phone: '+91 98765 43210',
  // Monday 30 November 2026.
  preferred_date: '2026-11-30',
  preferred_time: '10:30',
  message: 'GST for a new bakery',
  time_zone: 'Asia/Kolkata',
  ...overrides,
});
const book = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: token ? bearer(token) : {}, payload });

describe('POST /api/bookings and GET /api/bookings', () => {
  it('books a consultation (pending, the type defaulting to consultation) and lists only the founder’s own', async () => {
    const created = await book(founder.token, body());
    expect(created.statusCode, created.body).toBe(201);
    expect(json<Booking>(created)).toMatchObject({
      service_type: 'consultation',
      service_name: 'GST Registration',
      contact_email: 'farah@example.com',
      status: 'pending',
      admin_notes: null,
      message: 'GST for a new bakery',
    });
    await book(other.token, body({ contact_name: 'Omar Other' }));

    const mine = json<BookingList>(await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(founder.token) }));
    expect(mine.bookings.map((booking) => booking.contact_name)).toEqual(['Farah Founder']);
  });

  it('takes today in the founder’s own time zone, and refuses yesterday there', async () => {
    // 20:00 in Auckland on the 25th is 12:30 in India, within the hours.
    expect(
      (await book(founder.token, body({ preferred_date: '2026-11-25', preferred_time: '20:00', time_zone: 'Pacific/Auckland' })))
        .statusCode,
    ).toBe(201);
    const past = await book(founder.token, body({ preferred_date: '2026-11-24' }));
    expect(past.statusCode).toBe(400);
    expect(json(past)).toEqual({ code: 'VALIDATION_FAILED', detail: 'preferred_date: Choose today or a later date.' });
    const zone = await book(founder.token, body({ time_zone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
  });

  it('offers staff’s hours and books only within them, converted from the founder’s zone', async () => {
    const hours = await t.app.inject({ method: 'GET', url: '/api/bookings/hours', headers: bearer(founder.token) });
    expect(hours.statusCode).toBe(200);
    expect(json(hours)).toEqual({ time_zone: 'Asia/Kolkata', days: [1, 2, 3, 4, 5], start: '09:00', end: '19:00' });
    const detail = 'We take consultations Monday to Friday, 09:00–19:00 (Asia/Kolkata). Please choose a time within those hours.';
    for (const overrides of [
      { preferred_time: '19:00' },
      { preferred_time: '08:30' },
      // Saturday.
      { preferred_date: '2026-11-28' },
      // 10:30 in Auckland is 03:00 in India.
      { time_zone: 'Pacific/Auckland' },
    ]) {
      const refused = await book(founder.token, body(overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(json(refused)).toEqual({ code: 'VALIDATION_FAILED', detail });
    }
    // Earlier today (it is 11:30 in India).
    const gone = await book(founder.token, body({ preferred_date: '2026-11-25', preferred_time: '09:00' }));
    expect(gone.statusCode).toBe(400);
    expect(json(gone)).toEqual({ code: 'VALIDATION_FAILED', detail: 'preferred_time: Choose a time that has not passed yet.' });
    // 23:30 on Sunday in New York is 10:00 on Monday in India: taken, and kept as the instant it names.
    const overnight = await book(
      founder.token,
      body({ preferred_date: '2026-11-29', preferred_time: '23:30', time_zone: 'America/New_York' }),
    );
    expect(overnight.statusCode, overnight.body).toBe(201);
    expect(json<Booking>(overnight)).toMatchObject({ time_zone: 'America/New_York', scheduled_at: '2026-11-30T04:30:00.000Z' });
    const kolkata = json<Booking>(await book(founder.token, body()));
    expect(kolkata).toMatchObject({ time_zone: 'Asia/Kolkata', scheduled_at: '2026-11-30T05:00:00.000Z' });
    // Chromium reports India's zone by its old name: it is kept by the current one.
    const calcutta = json<Booking>(await book(founder.token, body({ time_zone: 'Asia/Calcutta' })));
    expect(calcutta).toMatchObject({ time_zone: 'Asia/Kolkata', scheduled_at: '2026-11-30T05:00:00.000Z' });
  });

  it('refuses missing or malformed fields with 400 {detail, code} and stores nothing', async () => {
    const before = json<BookingList>(await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(founder.token) })).bookings
      .length;
    for (const overrides of [
      { contact_name: '   ' },
      { contact_email: 'not-an-email' },
      { contact_phone: '12' },
      { contact_phone: 'call me maybe' },
      { preferred_date: '2026-02-30' },
      { preferred_date: undefined },
      { preferred_time: '25:00' },
      { preferred_time: undefined },
      { message: 'x'.repeat(2001) },
      { business_context: { blob: 'x'.repeat(5000) } },
    ]) {
      const response = await book(founder.token, body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const after = json<BookingList>(await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(founder.token) })).bookings
      .length;
    expect(after).toBe(before);
  });

  it('reads a booking sent without a zone in the founder’s stored zone (issue 30 §4)', async () => {
    const traveller = await signedInUser(t.app, 'Tara Traveller');
    const zoned = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/settings',
      headers: bearer(traveller.token),
      payload: { time_zone: 'Europe/London' },
    });
    expect(zoned.statusCode, zoned.body).toBe(200);
    // 09:00 in London on Monday 30 November is 14:30 in India: inside staff's hours.
    const created = await book(traveller.token, body({ time_zone: undefined, preferred_time: '09:00' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(json<Booking>(created)).toMatchObject({ time_zone: 'Europe/London', scheduled_at: '2026-11-30T09:00:00.000Z' });
  });

  it('needs a signed-in founder', async () => {
    expect((await book(null, body())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
    const staffHeaders = await signInStaff(t.app, staff);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings', headers: staffHeaders })).statusCode).toBe(401);
  });
});

describe('back office: GET /api/admin/bookings and PUT /api/admin/bookings/{id}', () => {
  const staffHeaders = () => signInStaff(t.app, staff);
  const put = (headers: Record<string, string>, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}`, headers, payload });
  const auditOf = (id: string) =>
    t.database.db
      .select({ changes: auditEvents.changes, actorType: auditEvents.actorType, companyId: auditEvents.companyId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'booking.updated'), eq(auditEvents.targetId, id)));

  it('lists every founder’s bookings newest first with the account, filtered by status, a page at a time', async () => {
    const headers = await staffHeaders();
    const mine = json<Booking>(await book(founder.token, body({ service_name: 'Trademark filing' })));
    const list = json<AdminBookingList>(await t.app.inject({ method: 'GET', url: '/api/admin/bookings?limit=2', headers }));
    expect(list.bookings[0]).toMatchObject({
      id: mine.id,
      user_email: founder.email,
      user_name: 'Farah Founder',
      time_zone: 'Asia/Kolkata',
    });
    expect(list).toMatchObject({ page: 1, limit: 2, staff_time_zone: 'Asia/Kolkata' });
    expect(list.bookings[0]).toMatchObject({ scheduled_at: '2026-11-30T05:00:00.000Z' });
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.pages).toBe(Math.ceil(list.total / 2));
    expect(list.counts.pending).toBe(list.total);

    await put(headers, mine.id, { status: 'cancelled' });
    const cancelled = json<AdminBookingList>(await t.app.inject({ method: 'GET', url: '/api/admin/bookings?status=cancelled', headers }));
    expect(cancelled.bookings.map((booking) => booking.id)).toEqual([mine.id]);
    expect(cancelled.counts.cancelled).toBe(1);

    for (const query of ['?status=maybe', '?page=0', '?limit=1000']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers })).statusCode, query).toBe(400);
    }
    for (const customer of [{}, bearer(founder.token)]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: customer })).statusCode).toBe(401);
    }
  });

  it('shows each staff member the bookings in the zone they chose (PUT /api/admin/me/time-zone), the hours’ zone until then', async () => {
    const headers = await staffHeaders();
    const zoneOf = async () =>
      json<AdminBookingList>(await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers })).staff_time_zone;
    const setZone = (payload: unknown, as: Record<string, string> = headers) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/me/time-zone', headers: as, payload: payload as object });
    expect(await zoneOf()).toBe('Asia/Kolkata');
    const saved = await setZone({ time_zone: 'Europe/Kiev' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toEqual({ time_zone: 'Europe/Kyiv' });
    expect(await zoneOf()).toBe('Europe/Kyiv');
    // Bad input: 400 {detail, code}, the zone kept; a founder's session or none: 401.
    const bad = await setZone({ time_zone: 'Nowhere/Special' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('Unknown time zone') });
    for (const customer of [{}, bearer(founder.token)]) expect((await setZone({ time_zone: 'UTC' }, customer)).statusCode).toBe(401);
    expect(await zoneOf()).toBe('Europe/Kyiv');
    expect((await setZone({ time_zone: 'Asia/Kolkata' })).statusCode).toBe(200);
  });

  it('confirms with a note: the founder sees both on their list, gets one mail, and the change is audited', async () => {
    const headers = await staffHeaders();
    const booking = json<Booking>(await book(founder.token, body({ contact_email: 'farah.contact@example.com' })));
    const confirmed = await put(headers, booking.id, {
      status: 'confirmed',
      admin_notes: '  Priya will call you from +91 80 1234 5678.  ',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<Booking>(confirmed)).toMatchObject({ status: 'confirmed', admin_notes: 'Priya will call you from +91 80 1234 5678.' });

    const seen = json<BookingList>(
      await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(founder.token) }),
    ).bookings.find((item) => item.id === booking.id);
    expect(seen).toMatchObject({ status: 'confirmed', admin_notes: 'Priya will call you from +91 80 1234 5678.' });

    const mail = await latestMailTo(t.app, 'farah.contact@example.com');
    expect(mail.subject).toBe('Your consultation is confirmed: GST Registration');
    expect(mail.text).toContain('Priya will call you');
    expect(mail.text).toContain(`at 10:30 (Asia/Kolkata)`);
    expect(mail.text).toContain('/bookings');

    // Notes alone, then clearing them; the same status again is no move.
    expect((await put(headers, booking.id, { status: 'confirmed', admin_notes: 'Moved to 11:00.' })).statusCode).toBe(200);
    expect(json<Booking>(await put(headers, booking.id, { admin_notes: '' })).admin_notes).toBeNull();
    expect(json<Booking>(await put(headers, booking.id, { status: 'completed' })).status).toBe('completed');

    const events = await auditOf(booking.id);
    expect(
      events.map((event) => [event.actorType, event.companyId, event.changes.map((change) => `${change.field}:${change.after}`)]),
    ).toEqual([
      ['staff', null, ['status:confirmed', 'admin_notes:Priya will call you from +91 80 1234 5678.']],
      ['staff', null, ['admin_notes:Moved to 11:00.']],
      ['staff', null, ['admin_notes:null']],
      ['staff', null, ['status:completed']],
    ]);
    const mails = (await deliveredMail(t.app)).filter((message) => message.to === 'farah.contact@example.com');
    expect(mails).toHaveLength(1);
  });

  it('ten Confirm clicks at once confirm once: one audit event, one mail', async () => {
    const headers = await staffHeaders();
    const booking = json<Booking>(await book(founder.token, body({ contact_email: 'farah.race@example.com' })));
    const responses = await Promise.all(Array.from({ length: 10 }, () => put(headers, booking.id, { status: 'confirmed' })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await auditOf(booking.id)).toHaveLength(1);
    await latestMailTo(t.app, 'farah.race@example.com');
    expect((await deliveredMail(t.app)).filter((message) => message.to === 'farah.race@example.com')).toHaveLength(1);
  });

  it('refuses a move the booking states do not allow with 409 (nothing changes), bad input with 400, unknown ids with 404', async () => {
    const headers = await staffHeaders();
    const booking = json<Booking>(await book(founder.token, body()));
    const skip = await put(headers, booking.id, { status: 'completed' });
    expect(skip.statusCode).toBe(409);
    expect(json(skip)).toEqual({ code: 'CONFLICT', detail: 'A pending booking can become confirmed or cancelled, not completed.' });
    await put(headers, booking.id, { status: 'cancelled' });
    const revive = await put(headers, booking.id, { status: 'confirmed', admin_notes: 'late' });
    expect(revive.statusCode).toBe(409);
    expect(json(revive)).toEqual({ code: 'CONFLICT', detail: 'This booking is cancelled: its status can no longer change.' });
    const seen = json<BookingList>(
      await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(founder.token) }),
    ).bookings.find((item) => item.id === booking.id);
    expect(seen).toMatchObject({ status: 'cancelled', admin_notes: null });

    for (const payload of [{}, { status: 'approved' }, { admin_notes: 'x'.repeat(2001) }, { admin_notes: 42 }]) {
      const bad = await put(headers, booking.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    for (const id of ['abc', '00000000-0000-4000-8000-000000000000']) {
      const missing = await put(headers, id, { status: 'confirmed' });
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toEqual({ code: 'NOT_FOUND', detail: 'Booking not found' });
    }
    expect((await put(bearer(founder.token), booking.id, { status: 'confirmed' })).statusCode).toBe(401);
    expect((await put({}, booking.id, { status: 'confirmed' })).statusCode).toBe(401);
    expect(await auditOf(booking.id)).toHaveLength(1);
  });
});
