import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  civilFromDay,
  dayFromCivil,
  endOfMonthsBeginningWith,
  formatIsoDate,
  isLeapYear,
  parseIsoDate,
  parseMonthDay,
  weekday,
} from './dates';

const iso = (s: string) => parseIsoDate(s);
const fmt = formatIsoDate;

describe('day numbers', () => {
  it('agree with Date.UTC for any date 1900–2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayFromCivil(1900, 1, 1), max: dayFromCivil(2200, 12, 31) }), (z) => {
        const d = new Date(z * 86_400_000);
        const [y, m, day] = civilFromDay(z);
        expect([y, m, day]).toEqual([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]);
        expect(dayFromCivil(y, m, day)).toBe(z);
        expect(weekday(z)).toBe(d.getUTCDay());
      }),
    );
  });

  it('round-trips ISO strings and rejects impossible dates', () => {
    expect(fmt(iso('2028-02-29'))).toBe('2028-02-29');
    expect(() => iso('2027-02-29')).toThrow(RangeError);
    expect(() => iso('2026-13-01')).toThrow(RangeError);
    expect(() => iso('26-1-1')).toThrow(RangeError);
    expect(parseMonthDay('03-31')).toEqual([3, 31]);
    expect(() => parseMonthDay('02-30')).toThrow(RangeError);
  });

  it('knows leap years', () => {
    expect([2024, 2028, 2000].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 2100, 1900].map(isLeapYear)).toEqual([false, false, false]);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 21, false, '2027-10-15'], // obligations.md §0 example
    ['2027-01-14', 9, false, '2027-10-14'],
    ['2026-01-31', 1, false, '2026-02-28'], // clamped
    ['2028-01-31', 1, false, '2028-02-29'],
    ['2028-02-29', 12, false, '2029-02-28'],
    ['2026-03-31', 6, false, '2026-09-30'],
    ['2027-03-31', -3, false, '2026-12-31'],
    ['2027-03-31', -6, false, '2026-09-30'],
    ['2027-04-30', 9, false, '2028-01-30'], // same day-number
    ['2027-04-30', 9, true, '2028-01-31'], // s.443: month-end to month-end
    ['2029-02-28', 9, true, '2029-11-30'],
    ['2026-06-30', 6, true, '2026-12-31'], // the explanatory notes' own example
    ['2026-06-05', 6, true, '2026-12-05'],
  ] as const)('%s + %i months (month-end rule %s) = %s', (from, n, mer, expected) => {
    expect(fmt(addMonths(iso(from), n, mer))).toBe(expected);
  });
});

describe('endOfMonthsBeginningWith', () => {
  it.each([
    ['2021-01-01', 12, '2021-12-31'], // UK CS01 example
    ['2026-01-15', 12, '2027-01-14'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2029-03-01', 12, '2030-02-28'],
    ['2031-03-01', 12, '2032-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
  ] as const)('12 months beginning with %s end on %s', (from, n, expected) => {
    expect(fmt(endOfMonthsBeginningWith(iso(from), n))).toBe(expected);
  });
});
