import { ChevronRight, ShoppingCart, Sparkles, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMajor, serviceCategories, serviceCountries, type Recommendation, type Service, type ServiceCountry } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { CountryCode } from '@/components/ui/country-code';
import { PriceWithFee } from '@/components/ui/price-with-fee';
import { QueryState } from '@/components/ui/query-state';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { BookingDialog, type BookingTopic } from '@/features/bookings/components/booking-dialog';
import { useCart } from '@/features/cart/api/use-cart';
import { OneProductDialog } from '@/features/cart/components/one-product-dialog-lazy';
import { useAddToCartFlow } from '@/features/cart/hooks/use-add-to-cart-flow';
import { catalogueQueries } from '@/features/catalogue/api/queries';
import { ServiceDetailDialog } from '@/features/catalogue/components/service-detail-dialog';
import { LOCAL_TOP_PICK, localRecommendations } from '@/features/catalogue/lib/local-recommendations';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { readSessionStorage, sessionKeys, writeSessionStorage } from '@/lib/storage-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

const countryOfCompany: Record<string, ServiceCountry> = { India: 'India', USA: 'US', UK: 'UK' };
const countryLabels: Record<ServiceCountry, string> = { India: 'India', US: 'United States', UK: 'United Kingdom' };
/** Beside each name, where a flag emoji was: it renders as a box without an emoji font (Debian's Chromium). */
const countryCodeOf: Record<ServiceCountry, string> = { India: 'IN', US: 'US', UK: 'GB' };
const MAX_SUGGESTIONS = 4;
/** A server recommendation this strong is an overdue obligation of the company's own. */
const SERVER_TOP_PICK = 90;

/** Spec §2 Products (/products and /services): the catalogue by country and category, searchable, with the cart. */
export function ProductsPage() {
  useDocumentTitle('Products');
  const services = useQuery(catalogueQueries.services());
  const { selected } = useSelectedCompany();
  const cart = useCart(selected?.id);
  const flow = useAddToCartFlow(selected?.id);
  const recommended = useQuery({ ...catalogueQueries.recommendations(selected?.id ?? ''), enabled: Boolean(selected) });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Service | null>(null);
  const [booking, setBooking] = useState<BookingTopic | null>(null);
  const user = useCurrentUser();
  const [suggestionsHidden, setSuggestionsHidden] = useState(() => readSessionStorage(sessionKeys.productSuggestionsHidden) === '1');

  const matching = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = services.data?.services ?? [];
    return needle ? all.filter((service) => `${service.name}\n${service.description}`.toLowerCase().includes(needle)) : all;
  }, [services.data, query]);
  // The server's recommendations; when the call fails, the page's own scoring (spec §9), with its Top Pick threshold.
  const fallback = recommended.isError;
  const suggestions = useMemo((): Recommendation[] => {
    if (!selected) return [];
    if (!fallback) return (recommended.data?.recommendations ?? []).slice(0, MAX_SUGGESTIONS);
    return localRecommendations(services.data?.services ?? [], selected);
  }, [selected, fallback, recommended.data, services.data]);
  const isTopPick = (item: Recommendation) => (fallback ? item.score >= LOCAL_TOP_PICK : item.score >= SERVER_TOP_PICK);
  const serviceById = useMemo(() => new Map((services.data?.services ?? []).map((service) => [service.id, service])), [services.data]);
  const homeCountry = selected ? countryOfCompany[selected.country] : undefined;
  const inCart = cart.data?.items[0];

  const openService = (service: Service) => {
    if (!selected) {
      flow.addService(service); // says "Please select a company first"
      return;
    }
    setOpen(service);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink">Products</h1>
          <p className="mt-1 text-sm text-muted">
            Filings, registrations and licences, done by our team, at a price that shows every fee.
            {selected && ` Buying for ${selected.name}.`}
          </p>
        </div>
        <Button asChild variant="secondary" className="self-start sm:self-auto">
          <Link to="/cart" aria-label={`Cart, ${cart.data?.items.length ?? 0} item${cart.data?.items.length === 1 ? '' : 's'}`}>
            <ShoppingCart aria-hidden="true" />
            Cart
            <span className="rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white tabular-nums">
              {cart.data?.items.length ?? 0}
            </span>
          </Link>
        </Button>
      </div>

      {!selected && (
        <Link
          to="/compliance"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 hover:bg-amber-100"
        >
          No company selected: add or choose your company first, so we know whose filings these are.{' '}
          <span className="font-semibold">Go to Compliance →</span>
        </Link>
      )}

      {inCart && (
        <div className="flex flex-col gap-2 rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">
            In your cart: <span className="font-semibold">{inCart.service_name}</span> ({formatMajor(inCart.price, inCart.currency)})
          </p>
          <div className="flex gap-2">
            <ButtonLink to="/cart" variant="secondary" size="sm">
              View Cart
            </ButtonLink>
            <ButtonLink to="/checkout" size="sm">
              Checkout
            </ButtonLink>
          </div>
        </div>
      )}

      {selected && suggestions.length > 0 && !suggestionsHidden && (
        <Card>
          <CardContent className="grid grid-cols-1 gap-3">
            <div className="flex items-start justify-between gap-3">
              <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
                <Sparkles className="size-4 text-accent-600" aria-hidden="true" />
                Recommended for {selected.name}
              </h2>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Hide these suggestions"
                onClick={() => {
                  writeSessionStorage(sessionKeys.productSuggestionsHidden, '1');
                  setSuggestionsHidden(true);
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <ul className="grid grid-cols-1 gap-2 md:grid-cols-2" aria-label="Suggested services">
              {suggestions.map((item) => {
                const service = serviceById.get(item.id);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      disabled={!service}
                      onClick={() => service && openService(service)}
                      className="flex w-full flex-col items-start gap-1 rounded-lg border border-line p-3 text-left hover:border-accent-500"
                    >
                      <span className="flex w-full items-start justify-between gap-2">
                        <span className="font-medium text-ink">{item.name}</span>
                        {isTopPick(item) && (
                          <Badge tone="success" className="shrink-0">
                            Top Pick
                          </Badge>
                        )}
                      </span>
                      <span className="text-sm text-muted">{item.reason}</span>
                      <PriceWithFee
                        className="text-sm"
                        price={item.price}
                        platformFee={item.platform_fee}
                        percentage={item.platform_fee_percentage}
                        currency={item.currency}
                      />
                    </button>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      )}

      <label className="block">
        <span className="sr-only">Search services</span>
        <SearchInput icon placeholder="Search by name or description" value={query} onValueChange={setQuery} />
      </label>

      <QueryState query={services} what="services" isEmpty={() => matching.length === 0} empty={`No services match “${query.trim()}”.`}>
        {() => (
          <ServicesByCountry
            services={matching}
            home={homeCountry}
            searching={query.trim() !== ''}
            isInCart={flow.isInCart}
            onOpen={openService}
          />
        )}
      </QueryState>

      <ServiceDetailDialog
        service={open}
        onOpenChange={(next) => !next && setOpen(null)}
        inCart={open ? flow.isInCart(open.id) : false}
        adding={open !== null && flow.adding === open.id}
        onAdd={flow.addService}
        onBook={(service) => {
          setOpen(null);
          setBooking({
            service_name: service.name,
            service_id: service.id,
            business_context: selected ? { company_id: selected.id, company_name: selected.name, country: selected.country } : undefined,
          });
        }}
      />
      <BookingDialog
        topic={booking}
        defaults={{ name: user.data?.name ?? '', email: user.data?.email ?? '', timeZone: user.data?.time_zone ?? null }}
        onOpenChange={(next) => !next && setBooking(null)}
      />
      <OneProductDialog inCart={flow.inCartName} open={flow.blockedOpen} onOpenChange={flow.setBlockedOpen} />
    </div>
  );
}

type ServicesByCountryProps = {
  services: Service[];
  home: ServiceCountry | undefined;
  /** While searching, every country with a match is open; otherwise only the company's own (India without one). */
  searching: boolean;
  isInCart: (serviceId: string) => boolean;
  onOpen: (service: Service) => void;
};

/** The catalogue (or the search's matches) by country, each a fold of categories of service cards. */
function ServicesByCountry({ services, home, searching, isInCart, onOpen }: ServicesByCountryProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      {orderedCountries(home).map((country) => {
        const inCountry = services.filter((service) => service.country === country);
        if (inCountry.length === 0) return null;
        return (
          <details key={country} open={searching || country === (home ?? 'India')} className="group rounded-xl border border-line bg-white">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden sm:px-6">
              <span className="flex items-center gap-2">
                <CountryCode code={countryCodeOf[country]} name={countryLabels[country]} decorative />
                <span>
                  {countryLabels[country]} <span className="font-normal text-muted">· {inCountry.length} services</span>
                </span>
              </span>
              <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
            </summary>
            <div className="grid grid-cols-1 gap-5 border-t border-line px-4 py-4 sm:px-6">
              {serviceCategories.map((category) => {
                const inCategory = inCountry.filter((service) => service.category === category);
                if (inCategory.length === 0) return null;
                return (
                  <section key={category} aria-label={`${country} ${category}`}>
                    <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{category}</h3>
                    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
                      {inCategory.map((service) => (
                        <li key={service.id}>
                          <ServiceCard service={service} inCart={isInCart(service.id)} onOpen={() => onOpen(service)} />
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          </details>
        );
      })}
    </div>
  );
}

function ServiceCard({ service, inCart, onOpen }: { service: Service; inCart: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex h-full w-full flex-col gap-2 rounded-lg border border-line p-4 text-left transition-colors hover:border-accent-500"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-ink">{service.name}</span>
        {inCart && (
          <Badge tone="accent" className="shrink-0">
            In Cart
          </Badge>
        )}
      </span>
      <span className="line-clamp-3 text-sm text-muted">{service.description}</span>
      <span className="mt-auto flex items-end justify-between gap-2 pt-1 text-sm">
        <PriceWithFee
          price={service.price}
          platformFee={service.platform_fee}
          percentage={service.platform_fee_percentage}
          currency={service.currency}
        />
        <span className="text-right text-xs text-muted">{service.processing_time}</span>
      </span>
    </button>
  );
}

/** The company's own country first; the rest in the catalogue's order. */
function orderedCountries(home: ServiceCountry | undefined): ServiceCountry[] {
  return home ? [home, ...serviceCountries.filter((country) => country !== home)] : [...serviceCountries];
}

export { ProductsPage as Component };
