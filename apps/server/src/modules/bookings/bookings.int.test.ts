import { afterAll, describe, expect, it } from 'vitest';
import type { Booking, BookingList } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createTestApp, json } from '../../../test/test-app';

const staff = { email: 'staff-bookings@charter.test', password: 'staff-password-123' };
const t = await createTestApp({ admin: staff });
afterAll(() => t.close());

const founder = await signedInUser(t.app, 'Farah Founder');
const other = await signedInUser(t.app, 'Omar Other');

/** A calendar day `days` from now in a time zone. */
const dayIn = (zone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const body = (overrides: Record<string, unknown> = {}) => ({
  service_name: 'GST Registration',
  service_id: 'in-gst-registration',
  business_context: { company_name: 'Farah Foods Private Limited' },
  contact_name: 'Farah Founder',
  contact_email: 'Farah@Example.com',
  contact_phone: '+91 98765 43210',
  preferred_date: dayIn('Asia/Kolkata', 3),
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
    // 00:30 in Auckland is still yesterday in London: each is judged by its own calendar.
    expect(
      (await book(founder.token, body({ preferred_date: dayIn('Pacific/Auckland', 0), time_zone: 'Pacific/Auckland' }))).statusCode,
    ).toBe(201);
    const past = await book(founder.token, body({ preferred_date: dayIn('Asia/Kolkata', -1) }));
    expect(past.statusCode).toBe(400);
    expect(json(past)).toEqual({ code: 'VALIDATION_FAILED', detail: 'preferred_date: Choose today or a later date.' });
    const zone = await book(founder.token, body({ time_zone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
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

  it('needs a signed-in founder', async () => {
    expect((await book(null, body())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
    const staffToken = json<{ admin_token: string }>(
      await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: staff }),
    ).admin_token;
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings', headers: { 'x-admin-token': staffToken } })).statusCode).toBe(401);
  });
});
