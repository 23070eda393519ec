// No Zod here: the web app's first screens show times with these, and a Zod import would evaluate every schema at load.

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
