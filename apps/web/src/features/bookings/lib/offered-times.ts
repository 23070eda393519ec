import { consultationSlots, instantIn, wallClockIn, type ConsultationHours } from '@charter/shared';

/** How far ahead the form offers days. */
export const BOOKING_DAYS_AHEAD = 30;

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Start times still ahead of `now` on `date` in the founder's zone, within staff's hours. */
export function offeredTimes(date: string, zone: string, hours: ConsultationHours, now: Date): string[] {
  return consultationSlots(date, zone, hours).filter((time) => (instantIn(date, time, zone)?.getTime() ?? 0) > now.getTime());
}

/** The founder's days, from their today, that still have a time to offer. */
export function offeredDays(zone: string, hours: ConsultationHours, now: Date, daysAhead = BOOKING_DAYS_AHEAD): string[] {
  const today = wallClockIn(now, zone).date;
  const days: string[] = [];
  for (let offset = 0; offset <= daysAhead; offset += 1) {
    const date = addDays(today, offset);
    if (offeredTimes(date, zone, hours, now).length > 0) days.push(date);
  }
  return days;
}
