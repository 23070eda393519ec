import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSULTATION_HOURS } from '@charter/shared';
import { offeredDays, offeredTimes } from './offered-times';

// Friday 27 November 2026, 17:00 in India.
const now = new Date('2026-11-27T11:30:00Z');

describe('offered days and times', () => {
  it('offers what is left of today, then skips the weekend', () => {
    expect(offeredTimes('2026-11-27', 'Asia/Kolkata', DEFAULT_CONSULTATION_HOURS, now)).toEqual(['17:30', '18:00', '18:30']);
    expect(offeredDays('Asia/Kolkata', DEFAULT_CONSULTATION_HOURS, now, 4)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
  });

  it('offers Sunday evening to a founder in New York (Monday morning in India)', () => {
    expect(offeredDays('America/New_York', DEFAULT_CONSULTATION_HOURS, now, 3)).toEqual(['2026-11-27', '2026-11-29', '2026-11-30']);
    expect(offeredTimes('2026-11-29', 'America/New_York', DEFAULT_CONSULTATION_HOURS, now)).toEqual(['22:30', '23:00', '23:30']);
  });
});
