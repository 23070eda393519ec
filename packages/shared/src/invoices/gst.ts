/**
 * GST on Charter's services: 18 % (9 % CGST under Notification 11/2017-Central Tax (Rate) and 9 % SGST, or 18 % IGST
 * under Notification 8/2017-Integrated Tax (Rate), for headings 9982 and 9983).
 */
export const GST_RATE_BASIS_POINTS = 1800;

/**
 * The taxable value and the tax inside a GST-inclusive amount at `rateBasisPoints` (1800 = 18 %). The taxable value is
 * gross × 10000 / (10000 + rate) rounded half up to the paisa; the tax is the rest, so taxable + tax is the amount
 * charged to the paisa and every rounding difference lands in the tax.
 */
export function splitInclusive(grossMinor: number, rateBasisPoints: number): { taxableMinor: number; taxMinor: number } {
  if (!Number.isInteger(grossMinor)) throw new Error(`Not an amount in minor units: ${grossMinor}`);
  const sign = grossMinor < 0 ? -1 : 1;
  const gross = Math.abs(grossMinor);
  // Integer arithmetic: (2·gross·10000 + (10000 + rate)) div (2·(10000 + rate)) is round-half-up of the quotient.
  const denominator = 10_000 + rateBasisPoints;
  const taxable = Math.floor((2 * gross * 10_000 + denominator) / (2 * denominator));
  return { taxableMinor: sign * taxable, taxMinor: sign * (gross - taxable) };
}

export interface TaxSplit {
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/**
 * Within the supplier's state the tax is central + state GST in equal halves (9 % + 9 %); across states it is all
 * integrated GST (18 %) (IGST Act 2017, sections 7 and 8). An odd paisa goes to CGST, so CGST = ⌈tax/2⌉, SGST = ⌊tax/2⌋.
 */
export function splitTax(taxMinor: number, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstMinor: 0, sgstMinor: 0, igstMinor: taxMinor };
  const sgst = Math.trunc(taxMinor / 2);
  return { cgstMinor: taxMinor - sgst, sgstMinor: sgst, igstMinor: 0 };
}

/**
 * The financial year (April to March) a calendar day belongs to, as invoices print it: 2026-04-01 → "26-27",
 * 2027-03-31 → "26-27".
 */
export function financialYearOf(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Rule 46(b) CGST Rules 2017: an invoice number has at most 16 characters (letters, digits, "-" and "/"). */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** A tax document's number: CH/26-27/000123 (prefix, financial year, the year's counter padded to 6 digits). */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  const number = `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH || !/^[A-Z0-9/-]+$/.test(number)) {
    throw new Error(`Document number ${number} is not a valid invoice number (at most 16 characters of A-Z, 0-9, / and -)`);
  }
  return number;
}
