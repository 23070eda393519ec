import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [10_000_000, 'INR', '₹1,00,000'],
    [499_900, 'INR', '₹4,999'],
    [100_000, 'USD', '$1,000'],
    [8_950, 'USD', '$89.50'],
    [15_000, 'GBP', '£150'],
    [0, 'INR', '₹0'],
    [123_456, 'AED', 'AED 1,234.56'],
    [99_900, 'SGD', 'S$999'],
  ] as const)('formats %i %s as %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });
});
