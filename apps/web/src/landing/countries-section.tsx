import { Badge } from '@/components/ui/badge';
import { Container, SectionHeading } from './layout';
import { countries } from './landing-content';

export function CountriesSection() {
  return (
    <section aria-labelledby="countries-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="countries-title"
          eyebrow="Global formation"
          title="One platform, eight countries"
          description="Incorporate and stay compliant in India and the USA today. Six more jurisdictions are on the way."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {countries.map((country) => (
            <li key={country.code} className="flex flex-col rounded-xl border border-line bg-white p-6">
              <div className="flex items-start justify-between gap-3">
                <span
                  className="flex size-10 items-center justify-center rounded-lg bg-slate-100 text-sm font-semibold tracking-wide text-slate-700"
                  aria-hidden="true"
                >
                  {country.code}
                </span>
                {country.live ? <Badge tone="success">Live</Badge> : <Badge>Coming soon</Badge>}
              </div>
              <h3 className="mt-4 text-base font-semibold text-ink">{country.name}</h3>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${country.name} services`}>
                {country.entities.map((entity) => (
                  <li key={entity} className="rounded-md border border-line bg-canvas px-2 py-1 text-xs font-medium text-slate-700">
                    {entity}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
