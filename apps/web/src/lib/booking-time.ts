import { canonicalTimeZone, instantIn, wallClockIn, weekdayNames } from '@charter/shared';
import { formatCalendarDate } from './format-date';

/**
 * Times of consultations, one format on every booking screen: "Mon, 30 Nov 2026 · 10:30 GMT+5:30 (Asia/Kolkata)".
 * The zone's offset comes from Intl (timeZoneName), so it is right on either side of a daylight-saving change.
 */

/** The reader's own time zone, as the browser reports it, by its current name (Asia/Kolkata, not Asia/Calcutta). */
export const browserTimeZone = () => canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A calendar day with its weekday: "Mon, 30 Nov 2026". */
export function formatBookingDate(isoDate: string): string {
  const weekday = ((new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return `${weekdayNames[weekday - 1]!.slice(0, 3)}, ${formatCalendarDate(isoDate)}`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** The zone's name at an instant as an offset ("GMT+5:30", "GMT-5", "GMT"); one spelling for every zone. */
export function zoneOffsetName(instant: Date, zone: string): string {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' });
    offsetFormatters.set(zone, formatter);
  }
  return formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** An instant on a zone's calendar and clock: "Mon, 30 Nov 2026 · 10:30 GMT+5:30 (Asia/Kolkata)". */
export function formatBookingMoment(instant: Date, zone: string): string {
  const wall = wallClockIn(instant, zone);
  return `${formatBookingDate(wall.date)} · ${wall.time} ${zoneOffsetName(instant, zone)} (${zone})`;
}

interface Scheduled {
  preferred_date: string;
  preferred_time: string;
  time_zone: string | null;
  scheduled_at: string | null;
}

/** When a consultation is, in the reader's zone; an old request kept without a zone shows as chosen, and says so. */
export function bookingWhen(booking: Scheduled, zone: string): string {
  if (booking.scheduled_at) return formatBookingMoment(new Date(booking.scheduled_at), zone);
  return `${formatBookingDate(booking.preferred_date)} · ${booking.preferred_time} (time zone not recorded)`;
}

/** The founder's own wording of a booking when the reader's zone differs from it ("10:30 GMT+5:30 (Asia/Kolkata)"). */
export function bookingAsChosen(booking: Scheduled): string | null {
  if (!booking.time_zone) return null;
  const instant = instantIn(booking.preferred_date, booking.preferred_time, booking.time_zone);
  return instant ? formatBookingMoment(instant, booking.time_zone) : null;
}

/** For staff: when the consultation is, in their zone; and as the customer chose it, when their zone is another. */
export function bookingWhenForStaff(booking: Scheduled, staffZone: string): string {
  const when = bookingWhen(booking, staffZone);
  const chosen = booking.time_zone && canonicalTimeZone(booking.time_zone) !== staffZone ? bookingAsChosen(booking) : null;
  return chosen ? `${when}; the customer chose ${chosen}` : when;
}
