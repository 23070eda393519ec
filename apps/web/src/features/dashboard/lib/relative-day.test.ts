import { describe, expect, it } from 'vitest';
import { relativeDay } from './relative-day';

describe('relativeDay', () => {
  const now = new Date(2026, 10, 25, 9, 0);
  it('says Today, Yesterday and N days ago by calendar day, not by 24-hour spans', () => {
    expect(relativeDay(new Date(2026, 10, 25, 0, 5).toISOString(), now)).toBe('Today');
    expect(relativeDay(new Date(2026, 10, 24, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(relativeDay(new Date(2026, 10, 20, 12, 0).toISOString(), now)).toBe('5 days ago');
  });
  it('falls back to a short date after a week', () => {
    expect(relativeDay(new Date(2026, 9, 1).toISOString(), now)).not.toMatch(/ago|Today|Yesterday/);
  });
});
