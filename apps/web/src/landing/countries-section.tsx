import { countryAvailabilityLabels, marketCountries, type CountryAvailability } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { LandingSection } from './layout';

const live = marketCountries.filter((country) => country.availability !== 'coming_soon');
const comingSoon = marketCountries.length - live.length;
const formation = marketCountries.filter((country) => country.availability === 'formation').map((country) => country.name);
const tracking = marketCountries.filter((country) => country.availability === 'tracking').map((country) => country.name);
const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (count: number) => numberWords[count] ?? String(count);
const andList = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

const badges: Record<CountryAvailability, { tone: 'success' | 'accent' | 'neutral'; label: string }> = {
  formation: { tone: 'success', label: 'Live' },
  tracking: { tone: 'accent', label: 'Compliance tracking' },
  coming_soon: { tone: 'neutral', label: countryAvailabilityLabels.coming_soon },
};

/** The country grid: the same list Add Company offers (marketCountries), so the two never disagree. */
export function CountriesSection() {
  return (
    <LandingSection
      id="countries-title"
      eyebrow="Global formation"
      title={`One platform, ${inWords(marketCountries.length)} countries`}
      description={`Incorporate and stay compliant in ${andList(formation)} today${tracking.length > 0 ? `, and track the filings of a company already registered in ${andList(tracking)}` : ''}. ${inWords(comingSoon).replace(/^./, (first) => first.toUpperCase())} more ${comingSoon === 1 ? 'jurisdiction is' : 'jurisdictions are'} on the way.`}
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="landing-countries">
        {marketCountries.map((country) => (
          <li key={country.code} className="flex flex-col rounded-xl border border-line bg-white p-6">
            <div className="flex items-start justify-between gap-3">
              <span
                className="flex size-10 items-center justify-center rounded-lg bg-slate-100 text-sm font-semibold tracking-wide text-slate-700"
                aria-hidden="true"
              >
                {country.code}
              </span>
              <Badge tone={badges[country.availability].tone}>{badges[country.availability].label}</Badge>
            </div>
            <h3 className="mt-4 text-base font-semibold text-ink">{country.name}</h3>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${country.name} services`}>
              {country.offerings.map((offering) => (
                <li key={offering} className="rounded-md border border-line bg-canvas px-2 py-1 text-xs font-medium text-slate-700">
                  {offering}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
