/**
 * The first signed-in pages (dashboard, compliance) need who is signed in, the companies, then the selected company's
 * data: three round trips that began only after the app's code had downloaded and run. This script, named by those
 * pages' shells (scripts/route-shells.tsx) and a file of its own with no imports, starts them at once; apiRequest
 * (lib/api-client.ts) takes each answer instead of asking again.
 */

/** Where the requests are left, by API path as apiRequest names it (lib/api-client.ts reads the same name). */
export const EARLY_REQUESTS_STORE = '__charterEarlyRequests';

/** storageKeys.selectedCompanyId (lib/storage-keys.ts), spelt out so that this file imports nothing. */
export const SELECTED_COMPANY_KEY = 'selectedCompanyId';

/**
 * The calls each page makes first, `{id}` being the selected company's id: every answer its first render shows, as the
 * server's drawing of the page asks for them (snapshotPages in src/snapshot/render-snapshot.tsx, held to this list by
 * its test). The compliance page shows the cart (a requirement already in it says so) and my reminder settings.
 */
export const earlyPageData: Record<string, readonly string[] | undefined> = {
  '/dashboard': ['/dashboard?company_id={id}'],
  '/compliance': [
    '/companies/{id}/compliance',
    '/companies/{id}/compliance/health',
    '/cart?company_id={id}',
    '/companies/{id}/notifications',
  ],
};

/**
 * The company is chosen as useSelectedCompany chooses it: the remembered one when it is in the list, else the newest.
 * When the app ends up on another (a link naming one), these answers simply go unused.
 */
export function startEarlyRequests(pathname: string): void {
  const pageData = earlyPageData[pathname];
  if (!pageData) return;
  const early: Record<string, Promise<Response>> = {};
  (globalThis as unknown as Record<string, unknown>)[EARLY_REQUESTS_STORE] = early;
  const get = (path: string) => {
    const request = fetch(`/api${path}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    // A failure is the app's to report when it takes the answer; unclaimed, it must not log an unhandled rejection.
    request.catch(() => undefined);
    return (early[path] = request);
  };
  void get('/auth/me');
  get('/companies')
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((companies) => {
      if (!Array.isArray(companies) || companies.length === 0) return;
      let remembered: string | null = null;
      try {
        remembered = localStorage.getItem(SELECTED_COMPANY_KEY);
      } catch {
        // Storage blocked: the app takes the newest company too.
      }
      const list = companies as { id: string }[];
      const selected = list.find((company) => company.id === remembered) ?? list[0]!;
      for (const path of pageData) void get(path.replace('{id}', encodeURIComponent(selected.id)));
    })
    .catch(() => undefined);
}

startEarlyRequests(location.pathname);
