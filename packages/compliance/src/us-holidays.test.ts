import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from './dates';
import { isUsBusinessDay, nextUsBusinessDay, usFederalHolidays } from './us-holidays';

const list = (y: number) => usFederalHolidays(y).map(formatIsoDate);
/** The ISO dates of these month-days (MM-DD) in the year. */
const inYear = (year: number, monthDays: string[]) => monthDays.map((monthDay) => `${year}-${monthDay}`);

describe('US federal holidays (5 U.S.C. §6103, observed)', () => {
  it('2026: Independence Day on a Saturday is observed Friday 3 July', () => {
    expect(list(2026)).toEqual(
      inYear(2026, ['01-01', '01-19', '02-16', '05-25', '06-19', '07-03', '09-07', '10-12', '11-11', '11-26', '12-25']),
    );
  });

  it('2027: Saturday and Sunday holidays, and New Year 2028 observed on 31 Dec 2027', () => {
    expect(list(2027)).toEqual(
      inYear(2027, ['01-01', '01-18', '02-15', '05-31', '06-18', '07-05', '09-06', '10-11', '11-11', '11-25', '12-24', '12-31']),
    );
    expect(list(2028)).not.toContain('2028-01-01');
  });

  it('has no Juneteenth before 2021', () => {
    expect(list(2020).some((d) => d.endsWith('-06-19'))).toBe(false);
    expect(list(2021)).toContain('2021-06-18');
  });
});

describe('next business day (26 U.S.C. §7503)', () => {
  it.each([
    ['2026-04-15', '2026-04-15'], // Wednesday
    ['2028-04-15', '2028-04-17'], // Saturday → Monday (DC Emancipation Day not modelled)
    ['2029-04-15', '2029-04-16'], // Sunday → Monday
    ['2029-01-15', '2029-01-16'], // MLK Day
    ['2027-01-31', '2027-02-01'], // Sunday
    ['2026-07-03', '2026-07-06'], // observed Independence Day, then the weekend
    ['2027-12-31', '2028-01-03'], // observed New Year's Day, then the weekend
    ['2026-11-26', '2026-11-27'], // Thanksgiving
  ])('%s → %s', (from, to) => {
    expect(formatIsoDate(nextUsBusinessDay(parseIsoDate(from)))).toBe(to);
    expect(isUsBusinessDay(parseIsoDate(to))).toBe(true);
  });
});
