// Seeded pseudo-random company profiles across every country, entity type and fact: the golden snapshots
// (golden.test.ts), the explanations' coverage test and the benchmark all read the same ones for the same seed.

import { dayFromCivil, formatIsoDate } from '../dates';
import type { CompanyProfile, Country, EntityType } from '../types';

/** mulberry32: a small seeded PRNG, so every run sees the same profiles. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ENTITY_TYPES = { India: ['Private Limited', 'OPC', 'LLP'], USA: ['LLC', 'C-Corp'], UK: ['Ltd'] } as const satisfies Record<
  Country,
  readonly EntityType[]
>;
const COUNTRIES = ['India', 'USA', 'UK'] as const;
const STATES = {
  India: ['Maharashtra', 'Karnataka', 'Delhi', 'Sikkim', 'Uttarakhand', 'Manipur', 'Telangana', 'Tamil Nadu', 'Gujarat', 'West Bengal'],
  USA: ['Delaware', 'California', 'Texas', 'New York', 'Florida', 'Nevada', 'Wyoming', 'Ohio'],
  UK: ['England'],
} as const;
const TURNOVER = {
  India: [5_00_000, 15_00_000, 25_00_000, 45_00_000, 3_00_00_000, 12_00_00_000],
  USA: [100_000, 300_000, 3_000_000],
  UK: [50_000, 95_000, 700_000],
} as const;

type Random = () => number;

function profileOf(r: Random, country: Country, entityType: EntityType, forming: boolean): CompanyProfile {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const maybe = <T>(v: T): T | null => (r() < 0.2 ? null : v);
  const date = (from: number, to: number) => formatIsoDate(dayFromCivil(from, 1, 1) + Math.floor(r() * 365 * (to - from)));
  return {
    country,
    entity_type: entityType,
    state: maybe(pick<string>(STATES[country])),
    incorporation_date: forming && r() < 0.5 ? null : maybe(date(2014, 2027)),
    status: forming ? 'forming' : 'existing',
    industry: null,
    turnover: maybe(pick<number>(TURNOVER[country])),
    num_employees: maybe(pick([0, 0, 3, 12, 25])),
    business_model: maybe(pick(['b2b', 'b2c'] as const)),
    is_exporter: maybe(r() < 0.2),
    is_food_business: maybe(r() < 0.1),
    has_manufacturing: maybe(r() < 0.2),
    has_international_clients: maybe(r() < 0.3),
    has_deposits: maybe(r() < 0.1),
    business_locations: r() < 0.7 ? null : [pick<string>(STATES[country])],
    foreign_owned: maybe(r() < 0.2),
    member_count: maybe(pick([1, 1, 2, 3])),
    fiscal_year_end: r() < 0.85 ? null : pick(['03-31', '12-31', '06-30']),
    gst_filing: country === 'India' ? maybe(pick(['monthly', 'quarterly'] as const)) : null,
    paid_up_capital: maybe(pick([1_00_000, 10_00_000, 5_00_00_000, 20_00_00_000])),
    agm_date: r() < 0.3 ? date(2024, 2026) : null,
    vat_registered: country === 'UK' ? maybe(r() < 0.3) : null,
    wants_startup_credits: maybe(r() < 0.3),
  };
}

/** `n` profiles of any country and entity type (15 % still being formed), with about a fifth of the facts unknown. */
export function generateProfiles(n: number, seed: number): CompanyProfile[] {
  const r = prng(seed);
  const out: CompanyProfile[] = [];
  for (let i = 0; i < n; i++) {
    const country = COUNTRIES[Math.floor(r() * COUNTRIES.length)]!;
    const forming = r() < 0.15;
    const entities = ENTITY_TYPES[country];
    out.push(profileOf(r, country, entities[Math.floor(r() * entities.length)]!, forming));
  }
  return out;
}

/** `n` profiles of one country and entity type, drawn like `generateProfiles`. */
export function generateProfilesOf(country: Country, entityType: EntityType, n: number, seed: number): CompanyProfile[] {
  const r = prng(seed);
  return Array.from({ length: n }, () => profileOf(r, country, entityType, r() < 0.15));
}
