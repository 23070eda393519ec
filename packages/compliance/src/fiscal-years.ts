// Financial-year ends of one company: the first one (with the Indian long-first-year rules and the UK
// default accounting reference date) and every later one, as month indexes so "next year" is +12.

import { type Day, addMonths, civilFromDay, dayInMonthIndex } from './dates';

export interface FiscalYears {
  /** Month index of the first FY end, or of an FY end ~3 years before asOf when incorporation is unknown. */
  readonly firstEndMonth: number;
  /** Day of month of every FY end (clamped, so 31 means "last day"). */
  readonly endDay: number;
  /** Whether firstEndMonth really is the company's first FY (incorporation date known or assumed). */
  readonly knowsFirst: boolean;
  readonly start: Day | null;
}

export function fyEnd(fy: FiscalYears, k: number): Day {
  return dayInMonthIndex(fy.firstEndMonth + 12 * k, fy.endDay);
}

/** First day of FY k: the incorporation date for the first FY, else the day after the previous end. */
export function fyStart(fy: FiscalYears, k: number): Day {
  if (k === 0 && fy.knowsFirst && fy.start !== null) return fy.start;
  return fyEnd(fy, k - 1) + 1;
}

/**
 * extensionMonths: a company incorporated within this many months before an FY end closes its first FY a
 * year later — 3 for Indian companies (s.2(41) Companies Act 2013: from 1 January), 6 for LLPs (from 1 October).
 * minFirstMonths: the first FY ends no earlier than this many months after incorporation — 6 in the UK
 * (s.391 Companies Act 2006), which puts the default accounting reference date (last day of the
 * incorporation month) one year on.
 */
export function fiscalYears(
  inc: Day | null,
  asOf: Day,
  fye: readonly [number, number] | null,
  extensionMonths: number,
  minFirstMonths: number,
): FiscalYears | null {
  if (fye === null) return null;
  const [m, d] = fye;
  if (inc === null) {
    const y = civilFromDay(asOf, [0, 0, 0])[0] - 3;
    return { firstEndMonth: y * 12 + m - 1, endDay: d, knowsFirst: false, start: null };
  }
  const incYear = civilFromDay(inc, [0, 0, 0])[0];
  let mi = incYear * 12 + m - 1;
  const earliest = minFirstMonths > 0 ? addMonths(inc, minFirstMonths) : inc;
  while (dayInMonthIndex(mi, d) < earliest) mi += 12;
  if (extensionMonths > 0 && inc > addMonths(dayInMonthIndex(mi, d), -extensionMonths)) mi += 12;
  return { firstEndMonth: mi, endDay: d, knowsFirst: true, start: inc };
}
