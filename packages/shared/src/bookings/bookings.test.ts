import { describe, expect, it } from 'vitest';
import { bookingStatuses, checkBookingMove, updateBookingBodySchema, type BookingStatus } from './bookings';

const allowed: Record<BookingStatus, BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

describe('booking moves (spec §4, issue 12)', () => {
  for (const from of bookingStatuses) {
    for (const to of bookingStatuses) {
      it(`${from} → ${to}: ${allowed[from].includes(to) ? 'allowed' : 'refused'}`, () => {
        expect(checkBookingMove(from, to).ok).toBe(allowed[from].includes(to));
      });
    }
  }

  it('a refusal names what is allowed, or says the status is final', () => {
    expect(checkBookingMove('pending', 'completed')).toEqual({
      ok: false,
      detail: 'A pending booking can become confirmed or cancelled, not completed.',
    });
    expect(checkBookingMove('completed', 'pending')).toEqual({
      ok: false,
      detail: 'This booking is completed: its status can no longer change.',
    });
  });

  it('an update sends a status, notes, or both; notes are trimmed and at most 2000 characters', () => {
    expect(updateBookingBodySchema.safeParse({}).success).toBe(false);
    expect(updateBookingBodySchema.parse({ admin_notes: '  call at 3  ' })).toEqual({ admin_notes: 'call at 3' });
    expect(updateBookingBodySchema.parse({ admin_notes: null })).toEqual({ admin_notes: null });
    expect(updateBookingBodySchema.safeParse({ admin_notes: 'x'.repeat(2001) }).success).toBe(false);
    expect(updateBookingBodySchema.safeParse({ status: 'approved' }).success).toBe(false);
  });
});
