import type { Company, RegistryCompanyData, RegistryFetchBody, RegistrySearchResult } from '@charter/shared';
import type { RegistryProvider } from '../../adapters/registry/registry-provider';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import { registryConsentsRepository } from './registry-consents.repository';

const SEARCH_LIMIT = 20;

/** The company fields a registry record can vouch for, each with how the record states it. */
const vouchedFields = {
  name: (data) => data.company_name,
  entity_type: (data) => data.entity_type,
  state: (data) => data.registered_state,
  incorporation_date: (data) => data.date_of_incorporation,
  paid_up_capital: (data) => data.paid_up_capital,
  registration_number: (data) => data.cin ?? data.llpin,
} satisfies Partial<Record<keyof Company, (data: RegistryCompanyData) => string | number | null>>;

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b && a !== null;

/**
 * Registry look-ups. Only the public directory is searched, never Charter's own companies table, so one
 * user's companies are never exposed to another through search. Fetching a record needs the founder's consent,
 * which is recorded (who, when, which id, why) before the record is read.
 */
export function createRegistryService(provider: RegistryProvider, db: Db) {
  return {
    search: (companyName: string): Promise<RegistrySearchResult[]> => provider.search(companyName, SEARCH_LIMIT),

    async fetch(actor: Actor, body: RegistryFetchBody): Promise<RegistryCompanyData> {
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

    /**
     * Which of a new company's fields the registry vouches for: only for a record this user consented to fetch, and
     * only fields whose value is the record's own. The client never decides what counts as "from the registry".
     */
    async vouchedFields(userId: string, company: Pick<Company, keyof typeof vouchedFields>): Promise<string[]> {
      const entityId = company.registration_number?.trim().toUpperCase();
      if (!entityId || !(await registryConsentsRepository.exists(db, userId, entityId))) return [];
      const data = await provider.fetch(entityId).catch(() => undefined);
      if (!data) return [];
      return Object.entries(vouchedFields)
        .filter(([field, read]) => same(company[field as keyof typeof vouchedFields], read(data)))
        .map(([field]) => field);
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
