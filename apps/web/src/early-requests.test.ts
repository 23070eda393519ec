import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EARLY_REQUESTS_STORE as storeReadByApiClient, apiRequest } from './lib/api-client';
import { storageKeys } from './lib/storage-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  delete (globalThis as Record<string, unknown>)[storeReadByApiClient];
});

/** Loads the shell's script as the browser would on `pathname`, with `answers` by API path. */
async function openShell(pathname: string, answers: Record<string, unknown>, remembered: string | null = null) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.replace(/^\/api/, '');
    return path in answers ? new Response(JSON.stringify(answers[path]), { status: 200 }) : new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('location', { pathname });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === storageKeys.selectedCompanyId ? remembered : null) });
  await import('./early-requests');
  // Let the companies answer arrive and the page data be asked for.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetch;
}

describe('the early requests of the dashboard and compliance shells', () => {
  it('names the store and the storage key as the app does', async () => {
    vi.stubGlobal('location', { pathname: '/' });
    const early = await import('./early-requests');
    expect(early.EARLY_REQUESTS_STORE).toBe(storeReadByApiClient);
    expect(early.SELECTED_COMPANY_KEY).toBe(storageKeys.selectedCompanyId);
  });

  it('asks for the user, the companies and the remembered company’s dashboard, which apiRequest then takes once', async () => {
    const companies = [{ id: 'newest' }, { id: 'remembered' }];
    const fetch = await openShell(
      '/dashboard',
      { '/auth/me': { id: 'u1' }, '/companies': companies, '/dashboard?company_id=remembered': {} },
      'remembered',
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me', '/api/companies', '/api/dashboard?company_id=remembered']);

    await expect(apiRequest('/companies', { schema: z.unknown() })).resolves.toEqual(companies);
    await apiRequest('/dashboard?company_id=remembered', { schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Taken once: asking again goes to the server.
    await apiRequest('/companies', { schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('drops what was not taken at the first write, so a refetch after it asks the server', async () => {
    const answers = { '/auth/me': {}, '/companies': [{ id: 'c1' }], '/companies/c1': {}, '/dashboard?company_id=c1': {} };
    const fetch = await openShell('/dashboard', answers);
    await apiRequest('/companies/c1', { schema: z.unknown(), method: 'PATCH', body: {} });
    await apiRequest('/dashboard?company_id=c1', { schema: z.unknown() });
    expect(fetch.mock.calls.map(([url]) => url).slice(3)).toEqual(['/api/companies/c1', '/api/dashboard?company_id=c1']);
  });

  it('falls back to the newest company, and asks nothing on other pages', async () => {
    const fetch = await openShell('/compliance', { '/companies': [{ id: 'newest' }] }, 'gone');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/me',
      '/api/companies',
      '/api/companies/newest/compliance',
      '/api/companies/newest/compliance/health',
      '/api/cart?company_id=newest',
      '/api/companies/newest/notifications',
    ]);
    vi.resetModules();
    expect(await openShell('/login', {})).not.toHaveBeenCalled();
  });
});
