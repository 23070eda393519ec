import { monthName } from '@charter/shared';
// Calendar arithmetic on integer day numbers (days since 1970-01-01, proleptic Gregorian), so the engine
// never builds Date objects and never depends on the machine's time zone.
// Algorithms: H. Hinnant, "chrono-compatible low-level date algorithms".

export type Day = number;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeapYear(y) ? 29 : (MONTH_DAYS[m - 1] ?? 31);
}

export function dayFromCivil(y: number, m: number, d: number): Day {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Writes [year, month, day] into `out` (reused to avoid allocation) and returns it. */
export function civilFromDay(z: Day, out: [number, number, number] = [0, 0, 0]): [number, number, number] {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  out[0] = yoe + era * 400 + (m <= 2 ? 1 : 0);
  out[1] = m;
  out[2] = d;
  return out;
}

const scratch: [number, number, number] = [0, 0, 0];

export function yearOf(z: Day): number {
  return civilFromDay(z, scratch)[0];
}

/** Month index = year * 12 + (month - 1); makes "N months later" plain integer addition. */
export function monthIndexOf(z: Day): number {
  const c = civilFromDay(z, scratch);
  return c[0] * 12 + c[1] - 1;
}

/** Day `d` of the month with index `mi`, clamped to the month's last day. */
export function dayInMonthIndex(mi: number, d: number): Day {
  const y = Math.floor(mi / 12);
  const m = mi - y * 12 + 1;
  const dim = daysInMonth(y, m);
  return dayFromCivil(y, m, d > dim ? dim : d);
}

export function lastDayOfMonthIndex(mi: number): Day {
  return dayInMonthIndex(mi, 31);
}

export function isLastDayOfMonth(z: Day): boolean {
  const c = civilFromDay(z, scratch);
  return c[2] === daysInMonth(c[0], c[1]);
}

/**
 * Same day-number N months later, clamped to the month's end (obligations.md §0 convention).
 * With monthEndRule (Companies Act 2006 s.443(3)), a month-end date maps to the month-end N months later.
 */
export function addMonths(z: Day, n: number, monthEndRule = false): Day {
  const c = civilFromDay(z, scratch);
  const y = c[0];
  const m = c[1];
  const d = c[2];
  const mi = y * 12 + m - 1 + n;
  if (monthEndRule && d === daysInMonth(y, m)) return lastDayOfMonthIndex(mi);
  return dayInMonthIndex(mi, d);
}

/**
 * Last day of a period of N months *beginning with* day z: the day before the corresponding date, or the
 * end of the target month when it has no corresponding date (12 months beginning with 29 Feb 2028 end on
 * 28 Feb 2029).
 */
export function endOfMonthsBeginningWith(z: Day, n: number): Day {
  const c = civilFromDay(z, scratch);
  const mi = c[0] * 12 + c[1] - 1 + n;
  const y = Math.floor(mi / 12);
  const m = mi - y * 12 + 1;
  if (c[2] > daysInMonth(y, m)) return dayFromCivil(y, m, daysInMonth(y, m));
  return dayFromCivil(y, m, c[2]) - 1;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(z: Day): number {
  return (((z + 4) % 7) + 7) % 7;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(s: string): Day {
  const m = ISO.exec(s);
  if (!m) throw new RangeError(`Invalid date '${s}': expected YYYY-MM-DD`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) throw new RangeError(`Invalid date '${s}'`);
  return dayFromCivil(y, mo, d);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

export function formatIsoDate(z: Day): string {
  const c = civilFromDay(z, scratch);
  return `${c[0]}-${pad2(c[1])}-${pad2(c[2])}`;
}

const MD = /^(\d{2})-(\d{2})$/;

/** 'MM-DD' → [month, day]; throws on an impossible date (02-29 is allowed). */
export function parseMonthDay(s: string): [number, number] {
  const m = MD.exec(s);
  const mo = m ? Number(m[1]) : 0;
  const d = m ? Number(m[2]) : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(2000, mo)) throw new RangeError(`Invalid month-day '${s}': expected MM-DD`);
  return [mo, d];
}

/** '31 January 2028' */
export function formatLongDate(z: Day): string {
  const c = civilFromDay(z, scratch);
  return `${c[2]} ${monthName(c[1])} ${c[0]}`;
}
