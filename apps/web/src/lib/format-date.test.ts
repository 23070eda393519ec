import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLocalDate, formatLocalDateTime, formatUtcDateTime } from './format-date';

describe('formatCalendarDate', () => {
  it.each([
    ['2025-03-01', '1 Mar 2025'],
    ['2026-12-31', '31 Dec 2026'],
    ['2027-06-30T23:30:00Z', '30 Jun 2027'],
  ])('%s is %s', (iso, expected) => expect(formatCalendarDate(iso)).toBe(expected));

  it('says what Intl says for every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      // en-GB writes September "Sept"; the app writes every month in three letters.
      expect(formatCalendarDate(date.toISOString())).toBe(intl.format(date).replace('Sept', 'Sep'));
    }
  });

  it('gives back what is not a date as it came', () => expect(formatCalendarDate('soon')).toBe('soon'));
});

describe('formatLocalDate and formatLocalDateTime', () => {
  it('read the viewer’s calendar and clock', () => {
    const date = new Date(2026, 10, 27, 15, 5);
    expect(formatLocalDate(date)).toBe('27 Nov 2026');
    expect(formatLocalDate(date, { withYear: false })).toBe('27 Nov');
    expect(formatLocalDateTime(date)).toBe('27 Nov 2026, 3:05 pm');
  });

  it.each([
    [0, 0, '12:00 am'],
    [0, 9, '12:09 am'],
    [11, 59, '11:59 am'],
    [12, 0, '12:00 pm'],
    [23, 1, '11:01 pm'],
  ])('%i:%i is %s', (hours, minutes, time) => {
    expect(formatLocalDateTime(new Date(2026, 0, 2, hours, minutes))).toBe(`2 Jan 2026, ${time}`);
  });

  it('shows nothing for an invalid date', () => {
    expect(formatLocalDate(new Date('nope'))).toBe('');
    expect(formatLocalDateTime(new Date('nope'))).toBe('');
  });
});

describe('formatUtcDateTime', () => {
  it('says the moment in UTC, whatever the viewer’s zone', () => {
    expect(formatUtcDateTime(new Date('2026-11-27T23:45:00Z'))).toBe('27 Nov 2026, 11:45 pm UTC');
    expect(formatUtcDateTime(new Date('2026-11-28T00:05:00+05:30'))).toBe('27 Nov 2026, 6:35 pm UTC');
  });

  it('shows nothing for an invalid date', () => expect(formatUtcDateTime(new Date('nope'))).toBe(''));
});
