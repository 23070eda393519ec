import { z } from 'zod';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** GET /api/bookings/hours: when staff take consultations, in their own time zone (server config). */
export const consultationHoursSchema = z.object({
  /** IANA zone the hours are kept in (e.g. Asia/Kolkata). */
  time_zone: z.string(),
  /** ISO weekdays the team works, ascending. */
  days: z.array(z.number().int().min(1).max(7)),
  /** HH:MM, 24-hour: the first start time offered, and the end of the day (a consultation may start before it). */
  start: z.string(),
  end: z.string(),
});
export type ConsultationHours = z.infer<typeof consultationHoursSchema>;

/** Charter's default: weekdays 09:00–19:00 India time. */
export const DEFAULT_CONSULTATION_HOURS: ConsultationHours = {
  time_zone: 'Asia/Kolkata',
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '19:00',
};

/** Minutes between two offered start times. */
export const CONSULTATION_SLOT_MINUTES = 30;

/**
 * ICU (Chromium, Node) still answers some zones by their old names: resolvedOptions() in India gives "Asia/Calcutta".
 * The current IANA names, so a founder in India and staff configured as Asia/Kolkata read as the same zone.
 */
const renamedZones: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
};

/** A zone by its current IANA name. */
export const canonicalTimeZone = (zone: string) => renamedZones[zone] ?? zone;

/** True for a zone name the runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The date and clock time an instant shows in a zone. */
export function wallClockIn(instant: Date, zone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, time: `${parts.hour}:${parts.minute}`, weekday };
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Kolkata: 330). */
function offsetMinutes(instant: Date, zone: string): number {
  const wall = wallClockIn(instant, zone);
  const seconds = Number(
    partsFormatter(zone)
      .formatToParts(instant)
      .find((part) => part.type === 'second')?.value ?? 0,
  );
  const asUtc = Date.parse(`${wall.date}T${wall.time}:00Z`) + seconds * 1000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a date and clock time name in a zone. Two passes settle the offset around a daylight-saving change; a
 * clock time that does not exist that day (skipped by the change) is answered as null.
 */
export function instantIn(date: string, time: string, zone: string): Date | null {
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(naive)) return null;
  let instant = new Date(naive - offsetMinutes(new Date(naive), zone) * 60_000);
  instant = new Date(naive - offsetMinutes(instant, zone) * 60_000);
  const wall = wallClockIn(instant, zone);
  return wall.date === date && wall.time === time ? instant : null;
}

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
