import { createHash } from 'node:crypto';
import {
  formatMoney,
  serviceCurrencyByCountry,
  serviceFees,
  toMajor,
  toMinor,
  type Service,
  type ServiceFees,
  type ServiceList,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { deepFreeze } from '../../lib/deep-freeze';
import { catalogueRepository, type NewServiceRow, type ServiceRow } from './catalogue.repository';
import { catalogueSeed, PLATFORM_FEE_PERCENTAGE, taxPercentageByCountry, type SeedService } from './catalogue-seed';

/** What a requirement of a rule offers to buy: the service that fulfils it, at its catalogue price. */
export interface RuleProduct {
  product_id: string;
  /** Major units, as requirements show prices. */
  price: number;
  /** The platform fee inside `price` (major units), from the same serviceFees as the cart's. */
  platform_fee: number;
  currency: Service['currency'];
}

/** A service as sold: its public answer (major units) and what it charges, in minor units (the cart and checkout's). */
export interface PricedService {
  service: Service;
  fees: ServiceFees;
}

interface Snapshot {
  list: ServiceList;
  priced: Map<string, PricedService>;
  etag: string;
  byRule: Map<string, RuleProduct>;
  loadedAt: number;
}

export interface CatalogueServiceDeps {
  db: Db;
  /**
   * How long a process keeps the catalogue before reading it again. Its own writes refresh it at once; this bounds
   * how long another process's edit takes to show (the list is read on every page, so no query per request).
   */
  maxAgeMs?: number | undefined;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService({ db, maxAgeMs = 10_000 }: CatalogueServiceDeps) {
  let snapshot: Promise<Snapshot> | undefined;

  async function load(previous: Snapshot | undefined): Promise<Snapshot> {
    const rows = await catalogueRepository.listActive(db);
    const priced = new Map(rows.map((row) => [row.id, { service: toService(row), fees: feesOf(row) }]));
    const services = [...priced.values()].map(({ service }) => service);
    const version = createHash('sha256').update(JSON.stringify(services)).digest('base64url').slice(0, 16);
    // Unchanged since the last read (what every read past the max age finds, nearly always): the same snapshot, so
    // what is kept against its objects stays (the compliance plans compare the products by identity, and so the
    // dashboards), and its answer is not written and compressed again (response-serializer.ts keeps it by identity).
    if (previous?.list.version === version) return { ...previous, loadedAt: Date.now() };
    const byRule = new Map<string, RuleProduct>();
    for (const service of services) {
      for (const ruleId of service.fulfils)
        byRule.set(ruleId, {
          product_id: service.id,
          price: service.price,
          platform_fee: service.platform_fee,
          currency: service.currency,
        });
    }
    const list = { services, version };
    // Shared by every request: frozen, so its answer is written and compressed once (kept-answers.ts).
    deepFreeze(list);
    return { list, priced, etag: `"${version}"`, byRule, loadedAt: Date.now() };
  }

  async function current(): Promise<Snapshot> {
    const cached = snapshot ? await snapshot.catch(() => undefined) : undefined;
    if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached;
    snapshot = load(cached);
    return snapshot;
  }

  return {
    /** Adds the seed services missing from the database (at start; staff edits are kept). */
    async seed(): Promise<number> {
      const added = await catalogueRepository.insertMissing(db, catalogueSeed.map(toRow));
      snapshot = undefined;
      return added;
    },

    /**
     * Forget the cached catalogue: called after staff change it, so this process serves the change at once. Other
     * processes read it again within `maxAgeMs`.
     */
    invalidate(): void {
      snapshot = undefined;
    },

    /** The active catalogue and its ETag (a digest of what it says, so it changes exactly when the catalogue does). */
    async list(): Promise<{ list: ServiceList; etag: string }> {
      const { list, etag } = await current();
      return { list, etag };
    },

    /** One active service by id (the cart prices what it holds from here, never from a request). */
    async service(id: string): Promise<Service | undefined> {
      return (await current()).priced.get(id)?.service;
    },

    /** One active service with its fees in minor units: what the cart totals and checkout charges. */
    async priced(id: string): Promise<PricedService | undefined> {
      return (await current()).priced.get(id);
    },

    /** The service that fulfils a compliance rule, if the catalogue sells one. */
    async productsForRules(): Promise<ReadonlyMap<string, RuleProduct>> {
      return (await current()).byRule;
    },
  };
}

/** What a stored service charges, in minor units. */
function feesOf(row: ServiceRow, governmentMinor = row.govtFeesMinor): ServiceFees {
  return serviceFees({
    professional_minor: row.professionalFeesMinor,
    government_minor: governmentMinor,
    tax_basis_points: row.taxBasisPoints,
    platform_fee_basis_points: row.platformFeeBasisPoints,
  });
}

/** A stored service as the catalogue shows it (price and cost range computed from its fees; amounts in major units). */
export function toService(row: ServiceRow): Service {
  const fees = feesOf(row);
  const major = (minor: number) => toMajor(minor, row.currency);
  const price = (minor: number) => formatMoney(minor, row.currency);
  const highest = row.govtFeesMaxMinor === null ? null : feesOf(row, row.govtFeesMaxMinor).total_minor;
  const range = highest === null ? price(fees.total_minor) : `${price(fees.total_minor)} to ${price(highest)}`;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    country: row.country,
    category: row.category,
    price: major(fees.total_minor),
    currency: row.currency,
    processing_time: row.processingTime,
    cost_range: row.costNote ? `${range} ${row.costNote}` : range,
    status: row.status,
    professional_fees: major(fees.professional_minor),
    govt_agency_fees: major(fees.government_minor),
    govt_fee_basis: row.govtFeeBasis,
    tax_percentage: row.taxBasisPoints / 100,
    platform_fee_percentage: row.platformFeeBasisPoints / 100,
    tax: major(fees.tax_minor),
    platform_fee: major(fees.platform_fee_minor),
    dependencies: row.dependencies,
    fulfils: row.fulfils,
  };
}

function toRow(seed: SeedService): NewServiceRow {
  const currency = serviceCurrencyByCountry[seed.country];
  return {
    id: seed.id,
    name: seed.name,
    description: seed.description,
    country: seed.country,
    category: seed.category,
    currency,
    // The seed lists prices as people write them (₹1,499 is 1499); they become minor units here, once.
    professionalFeesMinor: toMinor(seed.professional_fees, currency),
    govtFeesMinor: toMinor(seed.govt_agency_fees, currency),
    govtFeesMaxMinor: seed.govt_agency_fees_max === undefined ? null : toMinor(seed.govt_agency_fees_max, currency),
    govtFeeBasis: seed.govt_fee_basis,
    taxBasisPoints: taxPercentageByCountry[seed.country] * 100,
    platformFeeBasisPoints: PLATFORM_FEE_PERCENTAGE * 100,
    processingTime: seed.processing_time,
    costNote: seed.cost_note ?? null,
    dependencies: seed.dependencies,
    fulfils: seed.fulfils,
  };
}
