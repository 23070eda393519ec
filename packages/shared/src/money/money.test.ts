import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { basisPointsOf, currencyExponents, isMajorAmount, shareOf, toMajor, toMinor, type MoneyCurrency } from './money';

const moneyCurrencies = Object.keys(currencyExponents) as MoneyCurrency[];
/** Up to ₹90 lakh crore in paise: beyond any order, still well inside a safe integer. */
const minorAmount = fc.integer({ min: -9e15 / 10, max: 9e15 / 10 });

describe('the money module', () => {
  it('every currency has its ISO exponent; XTS (testing) has none', () => {
    expect(currencyExponents).toEqual({ INR: 2, USD: 2, GBP: 2, SGD: 2, AED: 2, XTS: 0 });
  });

  it('minor → major → minor is exact for every amount and currency', () => {
    fc.assert(
      fc.property(minorAmount, fc.constantFrom(...moneyCurrencies), (minor, currency) => {
        expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('reads the decimals people write (10.07 is 1,007 paise) and refuses more than the currency has', () => {
    expect(toMinor(10.07, 'INR')).toBe(1007);
    expect(toMinor(0.29, 'USD')).toBe(29);
    expect(toMinor(4999, 'XTS')).toBe(4999);
    expect(() => toMinor(10.005, 'INR')).toThrow(RangeError);
    expect(() => toMinor(12.5, 'XTS')).toThrow(/at most 0 decimals/);
    expect(isMajorAmount(Number.NaN, 'INR')).toBe(false);
    expect(isMajorAmount(1e300, 'INR')).toBe(false);
    expect(() => toMajor(0.5, 'INR')).toThrow(RangeError);
  });

  it('shares round half away from zero, in integers', () => {
    expect(shareOf(499_900, 1, 8)).toBe(62_488); // 62,487.5
    expect(shareOf(-5, 1, 2)).toBe(-3);
    expect(shareOf(7, 0, 3)).toBe(0);
    expect(basisPointsOf(149_900, 1800)).toBe(26_982);
    expect(() => shareOf(100, 1, 0)).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (minor, of, done) => {
          const part = shareOf(minor, Math.min(done, of), of);
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(minor);
          expect(Math.abs(part * of - minor * Math.min(done, of))).toBeLessThanOrEqual(of / 2);
        },
      ),
    );
  });

  it('formats with the currency’s own decimals', () => {
    expect(formatMoney(1007, 'INR')).toBe('₹10.07');
    expect(formatMoney(1_00_000_00, 'INR')).toBe('₹1,00,000');
    expect(formatMoney(1007, 'XTS')).toBe('XTS 1,007');
    expect(formatMoney(-5, 'USD')).toBe('$-0.05');
  });
});
