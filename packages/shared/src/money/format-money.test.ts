import { describe, expect, it } from 'vitest';
import { formatMajor, formatMoney, groupDigits } from './format-money';
import { currencies } from './money';

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
    [-250_000, 'INR', '₹-2,500'],
  ] as const)('formats %i %s as %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it.each([
    [499_900, 'INR', '₹4,999.00'],
    [499_980, 'INR', '₹4,999.80'],
    [0, 'USD', '$0.00'],
    [-200_000, 'INR', '₹-2,000.00'],
    [7, 'XTS', 'XTS 7'],
  ] as const)('with alwaysMinorUnits (invoices) formats %i %s as %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency, { alwaysMinorUnits: true })).toBe(expected);
  });

  // What it replaced, for every currency and amounts of every length: the written-out grouping must say the same.
  const locales = { INR: 'en-IN', USD: 'en-US', GBP: 'en-GB', SGD: 'en-SG', AED: 'en-AE' } as const;
  const withIntl = (minor: number, currency: (typeof currencies)[number]) => {
    const major = minor / 100;
    const amount = new Intl.NumberFormat(locales[currency], {
      minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(major);
    return `${formatMoney(0, currency).slice(0, -1)}${amount}`;
  };
  const amounts = [0, 1, 5, 99, 100, 101, 1_050, 99_999, 100_000, 123_456_789, 1_000_000_000_00, -1, -100, -123_456, 987_654_321_012];
  it.each(currencies.flatMap((currency) => amounts.map((minor) => [minor, currency] as const)))('%i %s as Intl does', (minor, currency) => {
    expect(formatMoney(minor, currency)).toBe(withIntl(minor, currency));
  });
});

describe('formatMajor', () => {
  it.each([
    [4999, 'INR', '₹4,999'],
    [5998.8, 'INR', '₹5,998.80'],
    [99.98, 'INR', '₹99.98'],
    [100000, 'INR', '₹1,00,000'],
    [89, 'USD', '$89'],
    [0.1 + 0.2, 'USD', '$0.30'],
  ] as const)('formats %d %s as %s (no paise on a whole amount)', (major, currency, expected) => {
    expect(formatMajor(major, currency)).toBe(expected);
  });
});

describe('groupDigits', () => {
  it.each([
    [0, 'thousands', '0'],
    [999, 'thousands', '999'],
    [1_000, 'thousands', '1,000'],
    [1_234_567, 'thousands', '1,234,567'],
    [1_000, 'indian', '1,000'],
    [100_000, 'indian', '1,00,000'],
    [12_345_678, 'indian', '1,23,45,678'],
    [-1_234, 'thousands', '-1,234'],
  ] as const)('%i grouped in %s is %s', (value, grouping, expected) => {
    expect(groupDigits(value, grouping)).toBe(expected);
  });

  it('says what toLocaleString says for counts', () => {
    for (const value of [0, 7, 1_000, 65_536, 1_234_567, 10_000_000]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en'));
      expect(groupDigits(value, 'indian')).toBe(value.toLocaleString('en-IN'));
    }
  });
});
