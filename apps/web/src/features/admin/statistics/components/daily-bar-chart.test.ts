import { describe, expect, it } from 'vitest';
import { describeSeries } from './daily-bar-chart';

const days = (values: number[]) => values.map((value, index) => ({ date: `2026-11-${String(index + 1).padStart(2, '0')}`, value }));

describe('describeSeries', () => {
  it('says the span, the total and the busiest day (the first of equals)', () => {
    expect(describeSeries('Orders per day', days([0, 3, 1, 3]))).toBe(
      'Orders per day, 1 Nov to 4 Nov: 7 in total, most on Mon, 2 Nov 2026 (3).',
    );
  });

  it('says none when every day is zero, and no data for an empty series', () => {
    expect(describeSeries('Sign-ups per day', days([0, 0]))).toBe('Sign-ups per day, 1 Nov to 2 Nov: none.');
    expect(describeSeries('Sign-ups per day', [])).toBe('Sign-ups per day: no data.');
  });
});
