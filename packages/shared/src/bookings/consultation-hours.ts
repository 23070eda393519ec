// No Zod here: the web app's first screens (the booking dialog) import these, and a Zod import would evaluate every
// schema at load. The contract of GET /api/bookings/hours (consultationHoursSchema) is in bookings.ts.
import { instantIn, wallClockIn } from './time-zones';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** When staff take consultations, in their own time zone (server config; GET /api/bookings/hours answers it). */
export interface ConsultationHours {
  /** IANA zone the hours are kept in (e.g. Asia/Kolkata). */
  time_zone: string;
  /** ISO weekdays the team works, ascending. */
  days: number[];
  /** HH:MM, 24-hour: the first start time offered, and the end of the day (a consultation may start before it). */
  start: string;
  end: string;
}

/** Charter's default: weekdays 09:00–19:00 India time. */
export const DEFAULT_CONSULTATION_HOURS: ConsultationHours = {
  time_zone: 'Asia/Kolkata',
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '19:00',
};

/** Minutes between two offered start times. */
export const CONSULTATION_SLOT_MINUTES = 30;

/** True when a consultation may start at this instant: a working day, from the start time to before the end. */
export function withinConsultationHours(instant: Date, hours: ConsultationHours): boolean {
  const wall = wallClockIn(instant, hours.time_zone);
  return hours.days.includes(wall.weekday) && wall.time >= hours.start && wall.time < hours.end;
}

/** The start times (HH:MM in `zone`) offered on `date` in `zone`: every slot that falls within staff's hours. */
export function consultationSlots(date: string, zone: string, hours: ConsultationHours, stepMinutes = CONSULTATION_SLOT_MINUTES): string[] {
  const slots: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += stepMinutes) {
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const instant = instantIn(date, time, zone);
    if (instant && withinConsultationHours(instant, hours)) slots.push(time);
  }
  return slots;
}

/** "Monday to Friday" for a run of days, otherwise the days listed ("Monday, Wednesday and Friday"). */
function daysInWords(days: readonly number[]): string {
  const names = days.map((day) => weekdayNames[day - 1]!);
  const run = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  if (run && days.length > 2) return `${names[0]} to ${names.at(-1)}`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'no day');
}

/** Staff's hours in words, in their zone: "Monday to Friday, 09:00–19:00 (Asia/Kolkata)". */
export function consultationHoursInWords(hours: ConsultationHours): string {
  return `${daysInWords(hours.days)}, ${hours.start}–${hours.end} (${hours.time_zone})`;
}

/** The refusal the server gives (and the form shows) for a time outside staff's hours. */
export const outsideHoursDetail = (hours: ConsultationHours) =>
  `We take consultations ${consultationHoursInWords(hours)}. Please choose a time within those hours.`;
