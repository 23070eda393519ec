import { currencyExponents, minorPerMajor, type Currency, type MoneyCurrency } from './money';

/** Spec §9 symbols: INR ₹, USD $, GBP £, SGD S$, AED shown as "AED ". */
export const currencySymbols: Record<Currency, string> = { INR: '₹', USD: '$', GBP: '£', SGD: 'S$', AED: 'AED ' };

/**
 * An integer with its digits grouped: in threes (1,234,567), or the Indian way (12,34,567: the last three, then twos).
 * Written out rather than asked of Intl.NumberFormat: a page's first Intl call loads the browser's locale data, ~45 ms
 * of main thread on a fast machine (4× that on a mid-range phone), and the first screens format money and counts as
 * they render. Held to Intl's answer by format-money.test.ts.
 */
export function groupDigits(value: number, grouping: 'thousands' | 'indian' = 'thousands'): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const sign = value < 0 && digits !== '0' ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const step = grouping === 'indian' ? 2 : 3;
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= step) groups.unshift(head.slice(Math.max(0, end - step), end));
  return `${sign}${groups.join(',')},${digits.slice(-3)}`;
}

export interface FormatMoneyOptions {
  /**
   * Show the minor unit even on a whole amount (₹4,999.00). For accounting documents only (tax invoices, credit
   * notes), whose columns of amounts are read and added up to the paisa; screens, mails and answers leave it off.
   */
  alwaysMinorUnits?: boolean;
}

/**
 * Money is integer minor units; INR uses Indian grouping (₹1,00,000). Whole amounts show no decimals (₹4,999); others
 * show the currency's own number of them (₹89.50; two for INR, none for a currency without a minor unit).
 */
export function formatMoney(minor: number, currency: MoneyCurrency, options: FormatMoneyOptions = {}): string {
  const exponent = currencyExponents[currency];
  const units = Math.round(Math.abs(minor));
  const whole = Math.floor(units / minorPerMajor(currency));
  const fraction = units % minorPerMajor(currency);
  const sign = minor < 0 && units !== 0 ? '-' : '';
  const amount = groupDigits(whole, currency === 'INR' ? 'indian' : 'thousands');
  const symbol = currency === 'XTS' ? 'XTS ' : currencySymbols[currency];
  const decimals = exponent > 0 && (fraction !== 0 || options.alwaysMinorUnits) ? `.${String(fraction).padStart(exponent, '0')}` : '';
  return `${symbol}${sign}${amount}${decimals}`;
}

/** An amount the API answered in major units, formatted (the one place a client turns it back into minor units). */
export function formatMajor(major: number, currency: MoneyCurrency, options: FormatMoneyOptions = {}): string {
  return formatMoney(toMinorLenient(major, currency), currency, options);
}

/** Display only: rounds to the minor unit rather than refusing, so a derived figure (an average) still shows. */
function toMinorLenient(major: number, currency: MoneyCurrency): number {
  return Math.round(major * minorPerMajor(currency));
}
