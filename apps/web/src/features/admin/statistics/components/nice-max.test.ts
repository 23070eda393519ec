import { describe, expect, it } from 'vitest';
import { niceMax } from './nice-max';

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
