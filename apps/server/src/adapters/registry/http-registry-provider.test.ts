import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { createHttpRegistryProvider } from './http-registry-provider';

const company = {
  company_name: 'SAMPLE SPICE TRADERS PRIVATE LIMITED',
  cin: 'U74999MH2019PTC123456',
  llpin: null,
  company_type: 'Private Limited',
  entity_type: 'Private Limited',
  state: 'Maharashtra',
  status: 'Active',
};

function fakeFetch(routes: Record<string, { status: number; body: unknown }>, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    const url = new URL(request.url);
    const route = routes[url.pathname + url.search] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(route.body), { status: route.status, headers: { 'content-type': 'application/json' } });
  };
}

describe('HTTP registry provider', () => {
  it('searches with the API key and validates the answer', async () => {
    const seen: Request[] = [];
    const provider = createHttpRegistryProvider(
      'https://registry.test/v1/',
      'secret',
      fakeFetch({ '/v1/search?company_name=sample%20spice&limit=20': { status: 200, body: { companies: [company] } } }, seen),
    );
    expect(await provider.search('sample spice', 20)).toEqual([company]);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer secret');
  });

  it('answers undefined for an unknown company', async () => {
    const provider = createHttpRegistryProvider('https://registry.test/v1', undefined, fakeFetch({}));
    expect(await provider.fetch('U99999MH2020PTC999999')).toBeUndefined();
  });

  it('turns an outage or a malformed answer into PROVIDER_UNAVAILABLE', async () => {
    const down = createHttpRegistryProvider(
      'https://registry.test',
      undefined,
      fakeFetch({ '/search?company_name=abc&limit=5': { status: 502, body: {} } }),
    );
    await expect(down.search('abc', 5)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    const odd = createHttpRegistryProvider(
      'https://registry.test',
      undefined,
      fakeFetch({ '/search?company_name=abc&limit=5': { status: 200, body: { rows: [] } } }),
    );
    await expect(odd.search('abc', 5)).rejects.toBeInstanceOf(AppError);
  });
});
