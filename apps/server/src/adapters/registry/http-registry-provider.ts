import { registryCompanyDataSchema, registrySearchResultSchema, type RegistryCompanyData } from '@charter/shared';
import { z } from 'zod';
import { apiStatus, type RegistryProvider } from './registry-provider';
import { jsonOf, registryGet, unexpectedAnswer } from './registry-http';

/**
 * A registry API speaking our contract: GET {base}/search?company_name=&limit= → { companies: [...] } and
 * GET {base}/companies/{id} → the company data (404 when unknown). Answers are validated before use.
 */
export function createHttpRegistryProvider(baseUrl: string, apiKey: string | undefined, fetchImpl: typeof fetch = fetch): RegistryProvider {
  const headers = { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) };
  const call = (path: string) => registryGet(fetchImpl, `${baseUrl.replace(/\/$/, '')}${path}`, headers);

  return {
    kind: 'http',
    async search(companyName, limit) {
      const response = await call(`/search?company_name=${encodeURIComponent(companyName)}&limit=${limit}`);
      const body = z.object({ companies: z.array(registrySearchResultSchema) }).safeParse(await jsonOf(response));
      if (!body.success) throw unexpectedAnswer(body.error);
      return body.data.companies.slice(0, limit);
    },
    async fetch(entityId): Promise<RegistryCompanyData | undefined> {
      const response = await call(`/companies/${encodeURIComponent(entityId)}`);
      if (response.status === 404) return undefined;
      const body = registryCompanyDataSchema.safeParse(await jsonOf(response));
      if (!body.success) throw unexpectedAnswer(body.error);
      return body.data;
    },
    status: async () => apiStatus,
  };
}
