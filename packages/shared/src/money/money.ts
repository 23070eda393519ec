/**
 * Money is an integer count of a currency's minor unit (paise, cents, pence) everywhere: stored, computed, charged.
 * The API speaks major units (the spec's `price: 4999`), so amounts become major exactly once, when an answer is
 * written (`toMajor`), and a client that needs minor units again reads them back with `toMinor`. Nothing else may
 * multiply or divide by 100: a currency's exponent (ISO 4217) is read here.
 */

/** The currencies Charter prices in (spec §9). */
export const currencies = ['INR', 'USD', 'GBP', 'SGD', 'AED'] as const;
export type Currency = (typeof currencies)[number];

/**
 * ISO 4217 minor-unit exponents. XTS is ISO's code "reserved for testing"; it is given no minor unit here so that
 * tests with it prove no arithmetic assumes two decimals. It is not a currency a customer can be charged in.
 */
export const currencyExponents = { INR: 2, USD: 2, GBP: 2, SGD: 2, AED: 2, XTS: 0 } as const satisfies Record<Currency | 'XTS', number>;
export type MoneyCurrency = keyof typeof currencyExponents;

/** How many minor units make one major unit (100 for INR, 1 for XTS). */
export function minorPerMajor(currency: MoneyCurrency): number {
  return 10 ** currencyExponents[currency];
}

/** Minor units → the API's major units. Exact for every safe integer: the answer's number is the nearest double. */
export function toMajor(minor: number, currency: MoneyCurrency): number {
  assertMinor(minor);
  return minor / minorPerMajor(currency);
}

/** Named amounts (an order's fee lines) in minor units → the API's major units. */
export function linesToMajor(lines: Readonly<Record<string, number>>, currency: MoneyCurrency): Record<string, number> {
  return Object.fromEntries(Object.entries(lines).map(([key, minor]) => [key, toMajor(minor, currency)]));
}

/**
 * The API's major units → minor units. A major amount written by `toMajor` comes back exactly (property-tested); an
 * amount with more decimals than the currency has (₹10.005) is refused, not rounded, so no input silently changes.
 */
export function toMinor(major: number, currency: MoneyCurrency): number {
  const scaled = major * minorPerMajor(currency);
  const minor = Math.round(scaled);
  // A decimal like 10.07 is not exact in binary (10.07 × 100 = 1007.0000000000001): tolerate that, nothing more.
  if (!Number.isSafeInteger(minor) || Math.abs(scaled - minor) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw new RangeError(`${major} is not an amount of ${currency} (at most ${currencyExponents[currency]} decimals)`);
  }
  return minor === 0 ? 0 : minor; // never -0
}

/** True when `major` has no more decimals than the currency's minor unit (what `toMinor` accepts). */
export function isMajorAmount(major: number, currency: MoneyCurrency): boolean {
  try {
    toMinor(major, currency);
    return Number.isFinite(major);
  } catch {
    return false;
  }
}

/** `minor × numerator ÷ denominator`, rounded half away from zero, in integers (a share by weights, a percentage). */
export function shareOf(minor: number, numerator: number, denominator: number): number {
  assertMinor(minor);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0 || numerator < 0) {
    throw new RangeError(`shareOf needs whole, non-negative weights and a positive total (${numerator}/${denominator})`);
  }
  const product = BigInt(minor) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(rounded * sign) || 0;
}

/** A basis-point rate of an amount (18 % is 1800), rounded half away from zero. */
export function basisPointsOf(minor: number, basisPoints: number): number {
  return shareOf(minor, basisPoints, 10_000);
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
}
