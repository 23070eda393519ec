import type { RegistryCompanyData, RegistrySearchResult } from '@charter/shared';
import type { RegistryProvider } from '../../adapters/registry/registry-provider';
import type { Db } from '../../db/client';
import { registryRepository, type RegistryRow } from './registry.repository';

const isLlpin = (id: string) => /^[A-Z]{3}-\d{4}$/.test(id);

/** The embedded provider: the public company directory imported with `npm run registry:import`. */
export function createEmbeddedRegistryProvider(db: Db): RegistryProvider {
  return {
    kind: 'embedded',
    async search(companyName, limit) {
      return (await registryRepository.searchByName(db, companyName, limit)).map(toSearchResult);
    },
    async fetch(entityId) {
      const row = await registryRepository.findById(db, entityId);
      return row ? toCompanyData(row) : undefined;
    },
    async status() {
      const { records, lastImportedAt } = await registryRepository.stats(db);
      // An empty directory can only answer "No companies found": say it is not available instead.
      return { available: records > 0, source: 'directory', recordCount: records, lastImportedAt };
    },
  };
}

/** A record's name and its id as the registry gives it: an LLPIN for an LLP, otherwise a CIN. */
function identityOf(row: RegistryRow): Pick<RegistrySearchResult, 'company_name' | 'cin' | 'llpin'> {
  const llp = isLlpin(row.entityId);
  return { company_name: row.companyName, cin: llp ? null : row.entityId, llpin: llp ? row.entityId : null };
}

function toSearchResult(row: RegistryRow): RegistrySearchResult {
  return {
    ...identityOf(row),
    company_type: row.entityType ?? row.companyClass ?? 'Company',
    entity_type: row.entityType,
    state: row.registeredState,
    status: row.companyStatus,
  };
}

function toCompanyData(row: RegistryRow): RegistryCompanyData {
  return {
    ...identityOf(row),
    company_class: row.companyClass,
    company_category: row.companyCategory,
    entity_type: row.entityType,
    registered_state: row.registeredState,
    date_of_incorporation: row.dateOfIncorporation,
    paid_up_capital: row.paidUpCapital,
    status: row.companyStatus,
  };
}
