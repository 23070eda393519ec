import {
  registryCountries,
  registryIdOf,
  type Company,
  type RegistryCompanyData,
  type RegistryCountry,
  type RegistryDirectory,
  type RegistryDirectoryStats,
  type RegistryFetchRequest,
  type RegistryImportResult,
  type RegistrySearchResult,
} from '@charter/shared';
import type { RegistryProvider } from '../../adapters/registry/registry-provider';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { AuditService } from '../audit/audit.service';
import { importMcaMasterData } from './mca-import';
import { registryConsentsRepository } from './registry-consents.repository';
import { registryRepository } from './registry.repository';

const SEARCH_LIMIT = 20;

/** The company fields a registry record can vouch for, each with how the record states it. */
const vouchedFields = {
  name: (data) => data.company_name,
  entity_type: (data) => data.entity_type,
  state: (data) => data.registered_state,
  incorporation_date: (data) => data.date_of_incorporation,
  paid_up_capital: (data) => data.paid_up_capital,
  registration_number: (data) => registryIdOf(data),
} satisfies Partial<Record<keyof Company, (data: RegistryCompanyData) => string | number | null>>;

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b && a !== null;

const isRegistryCountry = (country: string): country is RegistryCountry => (registryCountries as readonly string[]).includes(country);

export interface RegistryDeps {
  db: Db;
  audit: AuditService;
  /** One provider per country with a look-up; a country without one (the UK without an API key) has none. */
  providers: Partial<Record<RegistryCountry, RegistryProvider>>;
}

/**
 * Registry look-ups. Only the public directory is searched, never Charter's own companies table, so one
 * user's companies are never exposed to another through search. Fetching a record needs the founder's consent,
 * which is recorded (who, when, which id, why) before the record is read.
 */
export function createRegistryService({ db, audit, providers }: RegistryDeps) {
  const providerFor = (country: RegistryCountry): RegistryProvider => {
    const provider = providers[country];
    if (!provider) {
      throw new AppError(
        'PROVIDER_UNAVAILABLE',
        `Company look-up for ${country} is not available on this server. Please enter the details manually.`,
      );
    }
    return provider;
  };

  return {
    search: (query: { company_name: string; country: RegistryCountry }): Promise<RegistrySearchResult[]> =>
      providerFor(query.country).search(query.company_name, SEARCH_LIMIT),

    async fetch(actor: Actor, body: RegistryFetchRequest): Promise<RegistryCompanyData> {
      const provider = providerFor(body.country);
      await registryConsentsRepository.insert(db, {
        userId: actor.id,
        entityId: body.entity_id,
        consentText: body.consent,
        reason: body.reason,
        requestId: actor.requestId,
      });
      const data = await provider.fetch(body.entity_id);
      if (!data) throw AppError.notFound('Company in the registry');
      return data;
    },

    /** Per country: can a founder look a company up here, and what the embedded directory holds. */
    async directory(): Promise<RegistryDirectory> {
      const countries = await Promise.all(
        registryCountries.map(async (country) => {
          const status = await providers[country]?.status();
          return {
            country,
            available: status?.available ?? false,
            source: status?.source ?? null,
            record_count: status?.recordCount ?? null,
            last_imported_at: status?.lastImportedAt?.toISOString() ?? null,
          };
        }),
      );
      return { countries };
    },

    /** Back office: what the embedded directory holds, and whether India look-ups search it. */
    async directoryStats(): Promise<RegistryDirectoryStats> {
      const { records, lastImportedAt } = await registryRepository.stats(db);
      const india = await providers.India?.status();
      return { record_count: records, last_imported_at: lastImportedAt?.toISOString() ?? null, searched: india?.source === 'directory' };
    },

    /** Back office: loads an MCA master data CSV into the embedded directory and records who did it. */
    async importDirectory(actor: Actor, csv: string): Promise<RegistryImportResult> {
      const { imported, skipped } = await importMcaMasterData(db, csv);
      const first = skipped[0];
      await audit.record(db, actor, {
        companyId: null,
        action: 'registry.imported',
        target: { type: 'registry_directory', id: null, label: 'MCA master data' },
        changes: [
          { field: 'imported', before: null, after: String(imported) },
          { field: 'skipped', before: null, after: String(skipped.length) },
        ],
      });
      const { records } = await registryRepository.stats(db);
      return {
        imported,
        skipped: skipped.length,
        first_skipped: first ? { line: first.line, reason: first.reason } : null,
        record_count: records,
      };
    },

    /**
     * Which of a new company's fields the registry vouches for: only for a record this user consented to fetch, and
     * only fields whose value is the record's own. The client never decides what counts as "from the registry".
     */
    async vouchedFields(userId: string, company: Pick<Company, keyof typeof vouchedFields | 'country'>): Promise<string[]> {
      const entityId = company.registration_number?.trim().toUpperCase();
      const provider = isRegistryCountry(company.country) ? providers[company.country] : undefined;
      if (!entityId || !provider || !(await registryConsentsRepository.exists(db, userId, entityId))) return [];
      const data = await provider.fetch(entityId).catch(() => undefined);
      if (!data) return [];
      return Object.entries(vouchedFields)
        .filter(([field, read]) => same(company[field as keyof typeof vouchedFields], read(data)))
        .map(([field]) => field);
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
