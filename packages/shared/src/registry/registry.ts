import { z } from 'zod';
import { textSchema } from '../common/fields';

export const REGISTRY_MIN_QUERY = 3;
export const REGISTRY_MIN_QUERY_MESSAGE = 'Please enter at least 3 characters';
/** The fixed consent sentence the client sends with an India registry fetch (spec §7). */
export const REGISTRY_CONSENT =
  'I consent to Charter fetching my company’s public registration details from the Ministry of Corporate Affairs for onboarding.';
/** The same consent for a UK company, naming the registry the record really comes from. */
export const REGISTRY_CONSENT_UK =
  'I consent to Charter fetching my company’s public registration details from Companies House for onboarding.';
export const REGISTRY_REASON = 'company onboarding and compliance setup';

/** Countries whose company registry Charter can look up: India (MCA) and the UK (Companies House). */
export const registryCountries = ['India', 'UK'] as const;
export const registryCountrySchema = z.enum(registryCountries);
export type RegistryCountry = (typeof registryCountries)[number];

export const registryConsentByCountry = { India: REGISTRY_CONSENT, UK: REGISTRY_CONSENT_UK } as const satisfies Record<
  RegistryCountry,
  string
>;
/** The registry named to the founder beside results and on the "loaded from" banner. */
export const registryNameByCountry = { India: 'MCA registry', UK: 'Companies House' } as const satisfies Record<RegistryCountry, string>;

const CIN_OR_LLPIN = /^([LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}|[A-Z]{3}-\d{4})$/;
/** A Companies House number: 8 characters, digits or a two-character prefix (SC, NI, OC, R0…) and six digits. */
export const UK_COMPANY_NUMBER = /^[A-Z0-9]{2}\d{6}$/;

export const registrySearchQuerySchema = z.object({
  company_name: textSchema.trim().min(REGISTRY_MIN_QUERY, REGISTRY_MIN_QUERY_MESSAGE).max(120),
  country: registryCountrySchema.default('India'),
});
export type RegistrySearchQuery = z.input<typeof registrySearchQuerySchema>;

/** The entity types a registry record can vouch for; null when the record's type is one Charter does not track. */
const registryEntityTypeSchema = z.enum(['Private Limited', 'OPC', 'LLP', 'Ltd']).nullable();

export const registrySearchResultSchema = z.object({
  company_name: z.string(),
  cin: z.string().nullable(),
  llpin: z.string().nullable(),
  /** A UK company's Companies House number (absent for India records). */
  company_number: z.string().nullable().optional(),
  company_type: z.string(),
  entity_type: registryEntityTypeSchema,
  state: z.string().nullable(),
  status: z.string().nullable(),
});
export type RegistrySearchResult = z.infer<typeof registrySearchResultSchema>;

export const registrySearchResponseSchema = z.object({
  success: z.boolean(),
  count: z.number().int(),
  companies: z.array(registrySearchResultSchema),
});

export const registryFetchBodySchema = z
  .object({
    entity_id: textSchema.trim().toUpperCase(),
    country: registryCountrySchema.default('India'),
    // The consent is the exact sentence the founder was shown, and the reason the one purpose it is asked for.
    consent: z.string({ error: 'must be the consent sentence shown beside the registry results' }),
    reason: z.literal(REGISTRY_REASON, { error: `must be "${REGISTRY_REASON}"` }),
  })
  .superRefine((body, ctx) => {
    const uk = body.country === 'UK';
    if (!(uk ? UK_COMPANY_NUMBER : CIN_OR_LLPIN).test(body.entity_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['entity_id'],
        message: uk
          ? 'must be a Companies House company number (8 characters, e.g. 01234567 or SC123456)'
          : 'must be a CIN (21 characters) or an LLPIN (AAA-1234)',
      });
    }
    if (body.consent !== registryConsentByCountry[body.country]) {
      ctx.addIssue({ code: 'custom', path: ['consent'], message: 'must be the consent sentence shown beside the registry results' });
    }
  });
export type RegistryFetchBody = z.input<typeof registryFetchBodySchema>;
export type RegistryFetchRequest = z.output<typeof registryFetchBodySchema>;

export const registryCompanyDataSchema = z.object({
  company_name: z.string(),
  cin: z.string().nullable(),
  llpin: z.string().nullable(),
  company_number: z.string().nullable().optional(),
  company_class: z.string().nullable(),
  company_category: z.string().nullable(),
  entity_type: registryEntityTypeSchema,
  registered_state: z.string().nullable(),
  date_of_incorporation: z.string().nullable(),
  paid_up_capital: z.number().nullable(),
  status: z.string().nullable(),
});
export type RegistryCompanyData = z.infer<typeof registryCompanyDataSchema>;

export const registryFetchResponseSchema = z.object({ success: z.boolean(), data: registryCompanyDataSchema });

/** The record's registry id, whichever kind it is (CIN, LLPIN or company number). */
export const registryIdOf = (record: Pick<RegistryCompanyData, 'cin' | 'llpin' | 'company_number'>): string | null =>
  record.cin ?? record.llpin ?? record.company_number ?? null;

/**
 * GET /api/mca/directory: for each country, whether a founder can look a company up. The embedded India directory
 * also says how many records it holds and when it was last imported (an empty one cannot find anything).
 */
export const registryDirectoryEntrySchema = z.object({
  country: registryCountrySchema,
  available: z.boolean(),
  /** 'directory': the embedded table filled by an import; 'api': a live registry API. */
  source: z.enum(['directory', 'api']).nullable(),
  record_count: z.number().int().nullable(),
  last_imported_at: z.string().nullable(),
});
export type RegistryDirectoryEntry = z.infer<typeof registryDirectoryEntrySchema>;
export const registryDirectorySchema = z.object({ countries: z.array(registryDirectoryEntrySchema) });
export type RegistryDirectory = z.infer<typeof registryDirectorySchema>;

/** GET /api/admin/registry/directory: what the embedded directory holds, for the back office. */
export const registryDirectoryStatsSchema = z.object({
  record_count: z.number().int(),
  last_imported_at: z.string().nullable(),
  /** False when India look-ups go to a configured registry API instead of this directory. */
  searched: z.boolean(),
});
export type RegistryDirectoryStats = z.infer<typeof registryDirectoryStatsSchema>;

/** The largest CSV the back office uploads in one request; bigger state files go through `npm run registry:import`. */
export const REGISTRY_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** POST /api/admin/registry/import (body: the MCA master data CSV as text/csv). */
export const registryImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  first_skipped: z.object({ line: z.number().int(), reason: z.string() }).nullable(),
  record_count: z.number().int(),
});
export type RegistryImportResult = z.infer<typeof registryImportResultSchema>;
