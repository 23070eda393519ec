import type { RegistryCompanyData, RegistrySearchResult, ukRegions } from '@charter/shared';
import { z } from 'zod';

/**
 * The parts of the Companies House public data API we read (developer-specs.company-information.service.gov.uk):
 * GET /search/companies → { items: [{ company_number, title, company_type, company_status, date_of_creation, address }] }
 * GET /company/{number} → { company_name, company_number, type, company_status, date_of_creation, jurisdiction,
 * registered_office_address }. Most members are optional in practice (old or dissolved companies lack some).
 */
const addressSchema = z.object({ country: z.string().optional(), region: z.string().optional() });

export const chSearchAnswerSchema = z.object({
  items: z
    .array(
      z.object({
        company_number: z.string(),
        title: z.string(),
        company_type: z.string().optional(),
        company_status: z.string().optional(),
        date_of_creation: z.string().optional(),
        address: addressSchema.optional(),
      }),
    )
    .default([]),
});
export type ChSearchItem = z.infer<typeof chSearchAnswerSchema>['items'][number];

export const chProfileSchema = z.object({
  company_name: z.string(),
  company_number: z.string(),
  type: z.string().optional(),
  company_status: z.string().optional(),
  date_of_creation: z.string().optional(),
  jurisdiction: z.string().optional(),
  registered_office_address: addressSchema.optional(),
});
export type ChProfile = z.infer<typeof chProfileSchema>;

/** Companies House type codes we can name; the rest are shown as the code reads. */
const typeLabels: Record<string, string> = {
  ltd: 'Private limited company',
  plc: 'Public limited company',
  llp: 'Limited liability partnership',
  'private-unlimited': 'Private unlimited company',
  'private-limited-guarant-nsc': 'Private company limited by guarantee',
  'private-limited-guarant-nsc-limited-exemption': 'Private company limited by guarantee',
  'private-limited-shares-section-30-exemption': 'Private limited company',
};

/** Only a private company limited by shares is a UK entity type Charter tracks ('Ltd'); plc, llp and others are not. */
export function ukEntityTypeOf(type: string | undefined): 'Ltd' | null {
  return type === 'ltd' || type === 'private-limited-shares-section-30-exemption' ? 'Ltd' : null;
}

function typeLabel(type: string | undefined): string {
  if (!type) return 'Company';
  return typeLabels[type] ?? sentence(type);
}

const sentence = (code: string) => {
  const words = code.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const jurisdictionKeys: Record<string, (typeof ukRegions)[number]> = {
  'england-wales': 'England and Wales',
  england: 'England and Wales',
  wales: 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

/**
 * Our UK jurisdiction (England and Wales, Scotland, Northern Ireland) from the first candidate that names one: the
 * profile's jurisdiction code, then the registered office's country or region. "United Kingdom" or a county is no
 * jurisdiction, so the founder picks it.
 */
export function ukJurisdictionOf(...candidates: (string | undefined)[]): string | null {
  for (const candidate of candidates) {
    const key = candidate?.trim().toLowerCase().replace(/\s+/g, '-').replace('-and-', '-');
    const found = key ? jurisdictionKeys[key] : undefined;
    if (found) return found;
  }
  return null;
}

const isoDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const statusOf = (value: string | undefined) => (value ? sentence(value) : null);

export function toSearchResult(item: ChSearchItem): RegistrySearchResult {
  return {
    company_name: item.title,
    cin: null,
    llpin: null,
    company_number: item.company_number,
    company_type: typeLabel(item.company_type),
    entity_type: ukEntityTypeOf(item.company_type),
    state: ukJurisdictionOf(item.address?.country, item.address?.region),
    status: statusOf(item.company_status),
  };
}

export function toCompanyData(profile: ChProfile): RegistryCompanyData {
  const office = profile.registered_office_address;
  return {
    company_name: profile.company_name,
    cin: null,
    llpin: null,
    company_number: profile.company_number,
    company_class: profile.type ?? null,
    company_category: profile.type ? typeLabel(profile.type) : null,
    entity_type: ukEntityTypeOf(profile.type),
    registered_state: ukJurisdictionOf(profile.jurisdiction, office?.country, office?.region),
    date_of_incorporation: isoDate(profile.date_of_creation),
    // Companies House publishes share capital only in filed statements, not on the profile.
    paid_up_capital: null,
    status: statusOf(profile.company_status),
  };
}
