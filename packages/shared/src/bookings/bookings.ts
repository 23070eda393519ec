import { z } from 'zod';
import { pageInfoFields, pageQueryFields } from '../common/paging';
import { emailSchema, isoDateSchema, lineSchema, textSchema } from '../common/fields';
import type { ConsultationHours } from './consultation-hours';

/** Spec §4: a booking starts pending; staff confirm, complete or cancel it (the back office, a later issue). */
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** GET /api/bookings/hours: when staff take consultations (ConsultationHours, in consultation-hours.ts). */
export const consultationHoursSchema = z.object({
  time_zone: z.string(),
  days: z.array(z.number().int().min(1).max(7)),
  start: z.string(),
  end: z.string(),
}) satisfies z.ZodType<ConsultationHours>;

export const bookingSchema = z.object({
  id: z.string(),
  service_type: z.string(),
  service_name: z.string().nullable(),
  service_id: z.string().nullable(),
  business_context: z.record(z.string(), z.unknown()).nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  /** The founder's zone the date and time were chosen in (null for requests made before it was kept). */
  time_zone: z.string().nullable(),
  /** The instant they name (ISO, UTC), so each screen shows it in its reader's zone; null without a zone. */
  scheduled_at: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(bookingStatuses),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
export type BookingList = z.infer<typeof bookingListSchema>;

/** Digits with the usual separators and an optional leading +: 7 to 15 digits (E.164's longest). */
const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** A time of day as the form's time input sends it: HH:MM, 24-hour. */
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time');

/** Spec §5 booking form: Full Name, Email, Phone, Date (not before today) and Time required; the message optional. */
export const createBookingSchema = z.object({
  service_type: lineSchema.trim().min(1).max(60).default('consultation'),
  service_name: lineSchema.trim().max(200).optional(),
  service_id: lineSchema.trim().max(100).optional(),
  /** What the founder was looking at (their company, the service): kept with the booking for the team. */
  business_context: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= 4000, 'The business context is too large')
    .optional(),
  contact_name: lineSchema.trim().min(1, 'Please enter your full name.').max(120, 'A name is at most 120 characters'),
  contact_email: emailSchema,
  contact_phone: lineSchema
    .trim()
    .regex(PHONE_PATTERN, 'Please enter a valid phone number.')
    .refine((value) => digitCount(value) >= 7 && digitCount(value) <= 15, 'Please enter a valid phone number.'),
  preferred_date: isoDateSchema,
  preferred_time: timeSchema,
  message: textSchema.trim().max(2000, 'At most 2000 characters').optional(),
  /** The founder's time zone (IANA), so "not before today" means their today. */
  time_zone: lineSchema.max(64).optional(),
});
export type CreateBookingBody = z.input<typeof createBookingSchema>;

/** The first 8 characters of a booking's id, as spec §9 shows it. */
export const shortBookingId = (id: string) => id.slice(0, 8);

/**
 * Spec §4 booking states, as staff move them: a pending request is confirmed or cancelled; a confirmed consultation is
 * completed (it took place) or cancelled. Completed and cancelled are final.
 */
export const bookingMoves: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export type BookingMoveCheck = { ok: true } | { ok: false; detail: string };

/** Whether staff may move a booking from `from` to `to`, and if not, a sentence naming what is allowed. */
export function checkBookingMove(from: BookingStatus, to: BookingStatus): BookingMoveCheck {
  if (bookingMoves[from].includes(to)) return { ok: true };
  const label = (status: BookingStatus) => bookingStatusLabels[status].toLowerCase();
  if (bookingMoves[from].length === 0) return { ok: false, detail: `This booking is ${label(from)}: its status can no longer change.` };
  return {
    ok: false,
    detail: `A ${label(from)} booking can become ${bookingMoves[from].map(label).join(' or ')}, not ${label(to)}.`,
  };
}

/** Most bookings one page of the back office's list shows. */
export const ADMIN_BOOKING_PAGE_SIZE = 50;

export const adminBookingQuerySchema = z.object({
  status: z.enum(bookingStatuses).optional(),
  ...pageQueryFields(ADMIN_BOOKING_PAGE_SIZE, 10_000),
});
export type AdminBookingQuery = z.input<typeof adminBookingQuerySchema>;

/** A booking as staff see it: with the account that made it and the founder's time zone. */
export const adminBookingSchema = bookingSchema.extend({
  user_name: z.string(),
  user_email: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingListSchema = z.object({
  bookings: z.array(adminBookingSchema),
  /** How many bookings are in each status, across all pages. */
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
  ...pageInfoFields,
  /** Staff's own zone (the consultation hours' zone): the back office shows every booking's time in it. */
  staff_time_zone: z.string(),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

export const BOOKING_NOTES_MAX = 2000;

/** PUT /api/admin/bookings/{id}: a new status, admin notes (empty clears them), or both. */
export const updateBookingBodySchema = z
  .object({
    status: z.enum(bookingStatuses).optional(),
    admin_notes: textSchema.trim().max(BOOKING_NOTES_MAX, `Notes are at most ${BOOKING_NOTES_MAX} characters`).nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.admin_notes !== undefined, 'Send a status, admin notes, or both');
export type UpdateBookingBody = z.input<typeof updateBookingBodySchema>;

export const bookingIdParamsSchema = z.object({ id: z.string() });
