import { apiStatus, type RegistryProvider } from './registry-provider';
import { chProfileSchema, chSearchAnswerSchema, toCompanyData, toSearchResult } from './companies-house-mapping';
import { jsonOf, registryGet, unexpectedAnswer } from './registry-http';

/**
 * UK look-ups through the Companies House public data API. The key travels as HTTP basic auth: the key is the
 * username and the password is empty (their documented scheme).
 */
export function createCompaniesHouseProvider(
  baseUrl: string,
  apiKey: string,
  { fetchImpl = fetch, timeoutMs = 8000 }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): RegistryProvider {
  const headers = { accept: 'application/json', authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` };
  const call = (path: string) => registryGet(fetchImpl, `${baseUrl.replace(/\/$/, '')}${path}`, headers, timeoutMs);

  return {
    kind: 'companies-house',
    async search(companyName, limit) {
      const response = await call(`/search/companies?q=${encodeURIComponent(companyName)}&items_per_page=${limit}`);
      // A search never 404s for "no match" (it answers no items); a 404 here means a wrong base URL.
      if (response.status === 404) throw unexpectedAnswer();
      const body = chSearchAnswerSchema.safeParse(await jsonOf(response));
      if (!body.success) throw unexpectedAnswer(body.error);
      return body.data.items.slice(0, limit).map(toSearchResult);
    },
    async fetch(companyNumber) {
      const response = await call(`/company/${encodeURIComponent(companyNumber)}`);
      if (response.status === 404) return undefined;
      const body = chProfileSchema.safeParse(await jsonOf(response));
      if (!body.success) throw unexpectedAnswer(body.error);
      return toCompanyData(body.data);
    },
    status: async () => apiStatus,
  };
}
