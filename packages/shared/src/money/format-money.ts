export const currencies = ['INR', 'USD', 'GBP', 'SGD', 'AED'] as const;
export type Currency = (typeof currencies)[number];

/** Spec §9 symbols: INR ₹, USD $, GBP £, SGD S$, AED shown as "AED ". */
export const currencySymbols: Record<Currency, string> = { INR: '₹', USD: '$', GBP: '£', SGD: 'S$', AED: 'AED ' };

const locales: Record<Currency, string> = { INR: 'en-IN', USD: 'en-US', GBP: 'en-GB', SGD: 'en-SG', AED: 'en-AE' };

/** Money is integer minor units; INR uses Indian grouping (₹1,00,000). Whole amounts show no decimals. */
export function formatMoney(minor: number, currency: Currency): string {
  const major = minor / 100;
  const amount = new Intl.NumberFormat(locales[currency], {
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
  return `${currencySymbols[currency]}${amount}`;
}
