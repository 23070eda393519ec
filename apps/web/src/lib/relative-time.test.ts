import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2026-11-22T12:00:30Z', 'just now'],
    ['2026-11-22T11:59:30Z', 'just now'],
    ['2026-11-22T11:59:00Z', '1 minute ago'],
    ['2026-11-22T11:15:00Z', '45 minutes ago'],
    ['2026-11-22T09:00:00Z', '3 hours ago'],
    ['2026-11-21T11:00:00Z', 'yesterday'],
    ['2026-11-18T12:00:00Z', '4 days ago'],
    ['2026-10-24T12:00:00Z', '29 days ago'],
    ['2026-10-23T12:00:00Z', undefined],
    ['not a date', undefined],
  ])('%s → %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
});
