import { registryCompanyDataSchema, registrySearchResultSchema, type RegistryCompanyData } from '@charter/shared';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { RegistryProvider } from './registry-provider';

/**
 * A registry API speaking our contract: GET {base}/search?company_name=&limit= → { companies: [...] } and
 * GET {base}/companies/{id} → the company data (404 when unknown). Answers are validated before use.
 */
export function createHttpRegistryProvider(baseUrl: string, apiKey: string | undefined, fetchImpl: typeof fetch = fetch): RegistryProvider {
  const headers = { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) };

  async function call(path: string): Promise<Response> {
    try {
      const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, { headers, signal: AbortSignal.timeout(8000) });
      if (!response.ok && response.status !== 404) throw new Error(`registry answered ${response.status}`);
      return response;
    } catch (cause) {
      throw new AppError(
        'PROVIDER_UNAVAILABLE',
        'The company registry is not reachable right now. Please try again or enter the details manually.',
        { cause },
      );
    }
  }

  return {
    kind: 'http',
    async search(companyName, limit) {
      const response = await call(`/search?company_name=${encodeURIComponent(companyName)}&limit=${limit}`);
      const body = z.object({ companies: z.array(registrySearchResultSchema) }).safeParse(await response.json().catch(() => null));
      if (!body.success) throw new AppError('PROVIDER_UNAVAILABLE', 'The company registry sent an unexpected answer.');
      return body.data.companies.slice(0, limit);
    },
    async fetch(entityId): Promise<RegistryCompanyData | undefined> {
      const response = await call(`/companies/${encodeURIComponent(entityId)}`);
      if (response.status === 404) return undefined;
      const body = registryCompanyDataSchema.safeParse(await response.json().catch(() => null));
      if (!body.success) throw new AppError('PROVIDER_UNAVAILABLE', 'The company registry sent an unexpected answer.');
      return body.data;
    },
  };
}
