/**
 * Dates as the app shows them: "1 Mar 2025", "1 Mar 2025, 3:05 pm". Written out rather than asked of
 * Intl.DateTimeFormat or toLocaleDateString: a page's first Intl call loads the browser's locale data, ~45 ms of main
 * thread on a fast machine (4× that on a mid-range phone), and the first screens (dashboard, compliance) format dates
 * as they render. One English format for every reader, so the page the server draws and the app's match too.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const dayMonthYear = (day: number, month: number, year: number | null) => `${day} ${MONTHS[month]}${year === null ? '' : ` ${year}`}`;

/** A calendar date (YYYY-MM-DD, or the date of an ISO instant as written), never shifted by the viewer's time zone. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dayMonthYear(day, month - 1, year);
}

/** A moment's date on the viewer's calendar; `withYear: false` leaves the year out ("1 Mar"). */
export function formatLocalDate(date: Date, { withYear = true }: { withYear?: boolean } = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  return dayMonthYear(date.getDate(), date.getMonth(), withYear ? date.getFullYear() : null);
}

const clockTime = (hours: number, minutes: number) => `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;

/** A moment by the viewer's calendar and clock: "1 Mar 2025, 3:05 pm". */
export function formatLocalDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${formatLocalDate(date)}, ${clockTime(date.getHours(), date.getMinutes())}`;
}

/**
 * A moment in UTC, said so: "1 Mar 2025, 3:05 pm UTC". For a page the server draws, which cannot know the viewer's
 * zone: the browser hydrates the same words, then shows the viewer's own time.
 */
export function formatUtcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = dayMonthYear(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear());
  return `${day}, ${clockTime(date.getUTCHours(), date.getUTCMinutes())} UTC`;
}

/** An ISO instant's date on the viewer's calendar: "12 Mar 2026". */
export const formatDate = (iso: string) => formatLocalDate(new Date(iso));
