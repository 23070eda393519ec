import type { CompanyCountry } from './countries';

/** Countries a company will be registrable in later: the landing page and Add Company both show them as Coming Soon. */
export const comingSoonCountries = ['Singapore', 'UAE', 'Australia', 'Canada', 'Germany'] as const;
export type ComingSoonCountry = (typeof comingSoonCountries)[number];

/**
 * What Charter does in a country today: forms and tracks companies (formation), tracks an already registered one
 * (tracking), or nothing yet (coming_soon).
 */
export type CountryAvailability = 'formation' | 'tracking' | 'coming_soon';

export interface MarketCountry {
  name: CompanyCountry | ComingSoonCountry;
  /** ISO 3166-1 alpha-2, shown as a tile where a flag emoji would not render (the landing page). */
  code: string;
  flag: string;
  availability: CountryAvailability;
  /** The entity types and services the landing page lists for it (spec §1). */
  offerings: readonly string[];
}

/**
 * The one list of countries the product names (issue 30: the landing page and Add Company agreed on neither UK nor
 * Germany). Order is the landing page's (spec §1). market-countries.test.ts holds it to companyCountries.
 */
export const marketCountries: readonly MarketCountry[] = [
  {
    name: 'India',
    code: 'IN',
    flag: '🇮🇳',
    availability: 'formation',
    offerings: ['Private Limited', 'LLP', 'OPC', 'Name approval', 'State registration'],
  },
  {
    name: 'USA',
    code: 'US',
    flag: '🇺🇸',
    availability: 'formation',
    offerings: ['LLC', 'C-Corp', 'EIN', 'State filing', 'Registered agent'],
  },
  // Companies House data and the UK filings are tracked; incorporation there is not offered yet.
  { name: 'UK', code: 'GB', flag: '🇬🇧', availability: 'tracking', offerings: ['Ltd Company', 'Company registry', 'UTR', 'VAT'] },
  { name: 'Singapore', code: 'SG', flag: '🇸🇬', availability: 'coming_soon', offerings: ['Pte Ltd', 'Corporate secretary', 'GST'] },
  {
    name: 'UAE',
    code: 'AE',
    flag: '🇦🇪',
    availability: 'coming_soon',
    offerings: ['Mainland', 'Free zone', 'Trade license', 'Local sponsor'],
  },
  { name: 'Australia', code: 'AU', flag: '🇦🇺', availability: 'coming_soon', offerings: ['Pty Ltd', 'ABN / TFN', 'Business name'] },
  {
    name: 'Canada',
    code: 'CA',
    flag: '🇨🇦',
    availability: 'coming_soon',
    offerings: ['Corporation', 'Federal / provincial', 'BN', 'GST / HST'],
  },
  { name: 'Germany', code: 'DE', flag: '🇩🇪', availability: 'coming_soon', offerings: ['GmbH', 'UG', 'Commercial register', 'Tax ID'] },
];

/** How Add Company and the landing page word a country's availability. */
export const countryAvailabilityLabels: Record<CountryAvailability, string> = {
  formation: 'New or already registered',
  tracking: 'Already registered only',
  coming_soon: 'Coming Soon',
};
