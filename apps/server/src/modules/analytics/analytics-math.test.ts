import { describe, expect, it } from 'vitest';
import { histogramQuantile, median, uptimePercent } from './analytics-math';

const bounds = [10, 50, 100, 500];

describe('histogramQuantile', () => {
  it('is null without observations', () => {
    expect(histogramQuantile(0.5, bounds, [0, 0, 0, 0, 0])).toBeNull();
  });

  it.each([
    // 10 observations all in (10, 50]: the median is half way through that bucket.
    { q: 0.5, counts: [0, 10, 0, 0, 0], expected: 30 },
    { q: 0.95, counts: [0, 10, 0, 0, 0], expected: 48 },
    // 100 observations: 90 at ≤ 10 ms, 10 in (100, 500]: p50 is in the first bucket, p95 half way through the last.
    { q: 0.5, counts: [90, 0, 0, 10, 0], expected: (50 / 90) * 10 },
    { q: 0.95, counts: [90, 0, 0, 10, 0], expected: 300 },
    { q: 0.99, counts: [90, 0, 0, 10, 0], expected: 460 },
    // Above the last bound the histogram knows no more than "more than 500".
    { q: 0.99, counts: [1, 0, 0, 0, 99], expected: 500 },
  ])('q=$q of $counts is $expected', ({ q, counts, expected }) => {
    expect(histogramQuantile(q, bounds, counts)).toBeCloseTo(expected, 6);
  });

  it('never decreases as q grows', () => {
    const counts = [3, 7, 1, 4, 2];
    const values = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99].map((q) => histogramQuantile(q, bounds, counts)!);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('median', () => {
  it.each([
    { values: [], expected: null },
    { values: [5], expected: 5 },
    { values: [9, 1, 5], expected: 5 },
    { values: [4, 1, 3, 2], expected: 2.5 },
  ])('of $values is $expected', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });
});

describe('uptimePercent', () => {
  const first = new Date('2026-11-01T10:00:30Z');

  it('is null without a heartbeat', () => {
    expect(uptimePercent(0, null, new Date('2026-11-01T10:05:00Z'))).toBeNull();
  });

  it('is 100 when every minute since the first has a heartbeat', () => {
    // 10:00 … 10:09 inclusive is 10 minutes.
    expect(uptimePercent(10, first, new Date('2026-11-01T10:09:59Z'))).toBe(100);
  });

  it('counts missing minutes against it', () => {
    // 60 minutes elapsed (10:00 … 10:59), 45 with a heartbeat.
    expect(uptimePercent(45, first, new Date('2026-11-01T10:59:00Z'))).toBe(75);
  });

  it('reads 100 in the first minute', () => {
    expect(uptimePercent(1, first, new Date('2026-11-01T10:00:40Z'))).toBe(100);
  });
});
