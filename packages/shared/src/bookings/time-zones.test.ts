import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, instantIn } from './time-zones';

describe('instantIn', () => {
  it.each([
    ['2026-11-30', '10:30', 'Asia/Kolkata', '2026-11-30T05:00:00.000Z'],
    ['2026-11-29', '23:30', 'America/New_York', '2026-11-30T04:30:00.000Z'],
    ['2026-07-01', '09:00', 'Europe/London', '2026-07-01T08:00:00.000Z'],
    ['2026-01-15', '09:00', 'Europe/London', '2026-01-15T09:00:00.000Z'],
    ['2026-11-25', '20:00', 'Pacific/Auckland', '2026-11-25T07:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => expect(instantIn(date, time, zone)?.toISOString()).toBe(iso));

  it('is null for a clock time the daylight-saving change skips', () => {
    // New York springs forward at 02:00 on 8 March 2026.
    expect(instantIn('2026-03-08', '02:30', 'America/New_York')).toBeNull();
  });
});

describe('canonicalTimeZone', () => {
  it('gives the current name of a zone ICU still calls by its old one', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
  });
});
