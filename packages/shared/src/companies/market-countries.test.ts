import { describe, expect, it } from 'vitest';
import { companyCountries, countryFlags } from './countries';
import { comingSoonCountries, marketCountries } from './market-countries';

describe('marketCountries', () => {
  it('lists every country a company can be added in, and every coming-soon one, once each', () => {
    const names = marketCountries.map((country) => country.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...companyCountries, ...comingSoonCountries].sort());
  });

  it('offers a country in Add Company exactly when it is not coming soon', () => {
    for (const country of marketCountries) {
      const addable = (companyCountries as readonly string[]).includes(country.name);
      expect(country.availability === 'coming_soon', country.name).toBe(!addable);
    }
  });

  it('uses the flags companies are shown with', () => {
    for (const name of companyCountries) expect(marketCountries.find((country) => country.name === name)?.flag).toBe(countryFlags[name]);
  });

  it('markets the eight countries of the spec (§1)', () => {
    expect(marketCountries.map((country) => country.name)).toEqual([
      'India',
      'USA',
      'UK',
      'Singapore',
      'UAE',
      'Australia',
      'Canada',
      'Germany',
    ]);
  });
});
