import { describe, expect, it } from 'vitest';
import { bookingAsChosen, bookingWhen, formatBookingDate, formatBookingMoment } from './booking-time';

const booking = {
  preferred_date: '2026-11-30',
  preferred_time: '08:00',
  time_zone: 'America/New_York',
  scheduled_at: '2026-11-30T13:00:00.000Z',
};

describe('booking times: one format, each reader’s zone named', () => {
  it('writes a day with its weekday', () => {
    expect(formatBookingDate('2026-11-30')).toBe('Mon, 30 Nov 2026');
  });

  it('shows an instant in a zone with its offset and name', () => {
    expect(formatBookingMoment(new Date('2026-11-30T05:00:00Z'), 'Asia/Kolkata')).toBe('Mon, 30 Nov 2026 · 10:30 GMT+5:30 (Asia/Kolkata)');
  });

  it('shows a booking in the reader’s zone, and as the founder chose it', () => {
    expect(bookingWhen(booking, 'Asia/Kolkata')).toBe('Mon, 30 Nov 2026 · 18:30 GMT+5:30 (Asia/Kolkata)');
    expect(bookingAsChosen(booking)).toBe('Mon, 30 Nov 2026 · 08:00 GMT-5 (America/New_York)');
  });

  it('says so when an old request kept no zone', () => {
    expect(bookingWhen({ ...booking, time_zone: null, scheduled_at: null }, 'Asia/Kolkata')).toBe(
      'Mon, 30 Nov 2026 · 08:00 (time zone not recorded)',
    );
  });
});
