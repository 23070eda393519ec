// No Zod here: the web app's first screens import these facts, and a Zod import would evaluate every schema at load.
// company.ts builds its schemas from them.
import { indiaStates, ukRegions, usStates } from './regions';

/** Countries a company can be registered in today; the others of the Add Company modal show Coming Soon. */
export const companyCountries = ['India', 'USA', 'UK'] as const;
export type CompanyCountry = (typeof companyCountries)[number];

export const entityTypesByCountry = {
  India: ['Private Limited', 'OPC', 'LLP'],
  USA: ['LLC', 'C-Corp'],
  UK: ['Ltd'],
} as const satisfies Record<CompanyCountry, readonly string[]>;
export const entityTypes = ['Private Limited', 'OPC', 'LLP', 'LLC', 'C-Corp', 'Ltd'] as const;
export type EntityType = (typeof entityTypes)[number];

export const entityTypeLabels: Record<EntityType, string> = {
  'Private Limited': 'Private Limited',
  OPC: 'One Person Company (OPC)',
  LLP: 'Limited Liability Partnership (LLP)',
  LLC: 'LLC',
  'C-Corp': 'C-Corp',
  Ltd: 'Private company limited by shares (Ltd)',
};

export const statesByCountry: Record<CompanyCountry, readonly string[]> = { India: indiaStates, USA: usStates, UK: ukRegions };

/** Kept for the admin API's `flag` field; screens show countryCodes (an emoji flag is a box where no emoji font is). */
export const countryFlags: Record<CompanyCountry, string> = { India: '🇮🇳', USA: '🇺🇸', UK: '🇬🇧' };

/** ISO 3166-1 alpha-2: what the screens show beside a country (Debian's Chromium has no emoji font for flags). */
export const countryCodes: Record<CompanyCountry, string> = { India: 'IN', USA: 'US', UK: 'GB' };

/** The currency a company's money facts (turnover, paid-up capital) are stated in. */
export const countryCurrency = { India: 'INR', USA: 'USD', UK: 'GBP' } as const satisfies Record<CompanyCountry, string>;
