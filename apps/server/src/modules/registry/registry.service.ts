import type { RegistryCompanyData, RegistrySearchResult } from '@charter/shared';
import type { RegistryProvider } from '../../adapters/registry/registry-provider';
import { AppError } from '../../http/app-error';

const SEARCH_LIMIT = 20;

/**
 * Registry look-ups. Only the public directory is searched, never Charter's own companies table, so one
 * user's companies are never exposed to another through search.
 */
export function createRegistryService(provider: RegistryProvider) {
  return {
    search: (companyName: string): Promise<RegistrySearchResult[]> => provider.search(companyName, SEARCH_LIMIT),

    async fetch(entityId: string): Promise<RegistryCompanyData> {
      const data = await provider.fetch(entityId);
      if (!data) throw AppError.notFound('Company in the registry');
      return data;
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
