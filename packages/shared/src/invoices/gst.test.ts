import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, splitInclusive, splitTax } from './gst';

describe('splitInclusive', () => {
  it.each([
    // ₹4,999 charged with GST inside: 4236.44 + 762.56 (18 % of 4236.44 is 762.5592, the rounding is in the tax).
    [499_900, 423_644, 76_256],
    // ₹5,899 = 4999 + 18 %: the exact taxable value comes back.
    [589_882, 499_900, 89_982],
    [118, 100, 18],
    [1, 1, 0],
    [0, 0, 0],
    [-499_900, -423_644, -76_256],
  ])('%i paise → taxable %i + tax %i', (gross, taxable, tax) => {
    expect(splitInclusive(gross, 1800)).toEqual({ taxableMinor: taxable, taxMinor: tax });
  });

  it('always adds back up to what was charged, and the tax is 18 % of the taxable value to within half a paisa and its rounding', () => {
    for (let gross = 0; gross < 20_000; gross += 7) {
      const { taxableMinor, taxMinor } = splitInclusive(gross, 1800);
      expect(taxableMinor + taxMinor).toBe(gross);
      expect(Math.abs(taxMinor - taxableMinor * 0.18)).toBeLessThanOrEqual(0.6);
    }
  });
});

describe('splitTax', () => {
  it('is CGST + SGST in halves within the state, the odd paisa to CGST', () => {
    expect(splitTax(89_982, true)).toEqual({ cgstMinor: 44_991, sgstMinor: 44_991, igstMinor: 0 });
    expect(splitTax(76_257, true)).toEqual({ cgstMinor: 38_129, sgstMinor: 38_128, igstMinor: 0 });
  });

  it('is all IGST across states', () => {
    expect(splitTax(89_982, false)).toEqual({ cgstMinor: 0, sgstMinor: 0, igstMinor: 89_982 });
  });
});

describe('financial years and numbers', () => {
  it.each([
    ['2026-04-01', '26-27'],
    ['2027-03-31', '26-27'],
    ['2026-03-31', '25-26'],
    ['2099-12-31', '99-00'],
  ])('%s is in FY %s', (day, fy) => expect(financialYearOf(day)).toBe(fy));

  it('numbers documents within 16 characters', () => {
    expect(documentNumber('CH', '26-27', 123)).toBe('CH/26-27/000123');
    expect(documentNumber('CN', '26-27', 1_234_567)).toBe('CN/26-27/1234567');
    expect(() => documentNumber('CH', '26-27', 12_345_678)).toThrow(/16 characters/);
  });
});
