// US federal legal holidays (5 U.S.C. §6103) with observed dates, and the IRS roll-over of 26 U.S.C. §7503:
// a due date on a Saturday, Sunday or legal holiday moves to the next business day.
// Not modelled (obligations.md does not list them): DC Emancipation Day (16 April), which §7503 also
// counts for returns filed in DC and which moves e.g. 17 April 2028 to 18 April 2028, and Inauguration Day.

import { type Day, dayFromCivil, daysInMonth, weekday, yearOf } from './dates';

/** nth (1-based) weekday `wd` (0 = Sunday) of a month. */
function nthWeekday(y: number, m: number, wd: number, n: number): Day {
  const first = dayFromCivil(y, m, 1);
  return first + ((wd - weekday(first) + 7) % 7) + (n - 1) * 7;
}

function lastWeekday(y: number, m: number, wd: number): Day {
  const last = dayFromCivil(y, m, daysInMonth(y, m));
  return last - ((weekday(last) - wd + 7) % 7);
}

/** A fixed-date holiday on Saturday is observed the Friday before, on Sunday the Monday after. */
function observed(z: Day): Day {
  const wd = weekday(z);
  return wd === 6 ? z - 1 : wd === 0 ? z + 1 : z;
}

/** Observed federal holidays of year y, including 31 Dec when the next New Year's Day is a Saturday. */
export function usFederalHolidays(y: number): Day[] {
  const days = [
    observed(dayFromCivil(y, 1, 1)), // New Year's Day
    nthWeekday(y, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(y, 2, 1, 3), // Washington's Birthday
    lastWeekday(y, 5, 1), // Memorial Day
    observed(dayFromCivil(y, 7, 4)), // Independence Day
    nthWeekday(y, 9, 1, 1), // Labor Day
    nthWeekday(y, 10, 1, 2), // Columbus Day
    observed(dayFromCivil(y, 11, 11)), // Veterans Day
    nthWeekday(y, 11, 4, 4), // Thanksgiving Day
    observed(dayFromCivil(y, 12, 25)), // Christmas Day
  ];
  // Juneteenth National Independence Day, a legal holiday since 17 June 2021.
  if (y >= 2021) days.push(observed(dayFromCivil(y, 6, 19)));
  const nextNewYear = observed(dayFromCivil(y + 1, 1, 1));
  if (yearOf(nextNewYear) === y) days.push(nextNewYear);
  const own = days.filter((d) => yearOf(d) === y);
  return own.sort((a, b) => a - b);
}

const cache = new Map<number, ReadonlySet<Day>>();

export function isUsFederalHoliday(z: Day): boolean {
  const y = yearOf(z);
  let set = cache.get(y);
  if (!set) {
    set = new Set(usFederalHolidays(y));
    cache.set(y, set);
  }
  return set.has(z);
}

export function isUsBusinessDay(z: Day): boolean {
  const wd = weekday(z);
  return wd !== 0 && wd !== 6 && !isUsFederalHoliday(z);
}

/** 26 U.S.C. §7503: the date itself if a business day, else the next business day. */
export function nextUsBusinessDay(z: Day): Day {
  let d = z;
  while (!isUsBusinessDay(d)) d++;
  return d;
}
