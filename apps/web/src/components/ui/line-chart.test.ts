import { describe, expect, it } from 'vitest';
import { linePath, niceMax } from './line-chart';

describe('niceMax', () => {
  it.each([
    [0, 1],
    [0.03, 0.05],
    [1, 1],
    [3, 5],
    [86.6, 100],
    [420, 500],
    [1200, 2000],
  ])('rounds %s up to %s', (max, expected) => {
    expect(niceMax(max)).toBeCloseTo(expected, 10);
  });
});

describe('linePath', () => {
  it('draws consecutive points and breaks the line where a value is missing', () => {
    // Five points over a width of 40: x = 0, 10, 20, 30, 40; y is measured down from the top (height 100, top 100).
    expect(linePath([50, 100, null, 0, 25], 100, 40, 100)).toBe('M0.00 50.00 L10.00 0.00 M30.00 100.00 L40.00 75.00');
  });

  it('is empty without a measurement and centres a single point', () => {
    expect(linePath([null, null], 100, 40, 100)).toBe('');
    expect(linePath([100], 100, 40, 100)).toBe('M20.00 0.00');
  });

  it('clips values above the top to the top', () => {
    expect(linePath([200, 0], 100, 10, 100)).toBe('M0.00 0.00 L10.00 100.00');
  });
});
