import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELECTED_COMPANY_COOKIE, SESSION_COOKIE } from '@charter/shared';
import { signedInUser } from '../../test/auth-helpers';
import { createdCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A built web app with a server entry standing in for the web build's (apps/web/src/entry-server.tsx): it draws what it was
 * given, so these tests see exactly which answers the server passed, and throws for a company named "Render Fails".
 */
function distWithServerEntry(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'charter-web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'shells'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'inter-rupee-wght-Cl6xdURr.woff2'), 'wOF2');
  const shell = (name: string) =>
    `<!doctype html><head>\n    <script type="module" src="/assets/app.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/${name}-page.js"></head><body><div id="root"></div></body>`;
  writeFileSync(path.join(dist, 'app.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'shells', 'dashboard.html'), shell('dashboard'));
  writeFileSync(path.join(dist, 'shells', 'compliance.html'), shell('compliance'));
  writeFileSync(
    path.join(dist, 'shells.json'),
    JSON.stringify({ '/dashboard': 'shells/dashboard.html', '/compliance': 'shells/compliance.html' }),
  );
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `export const serverRenderedPaths = ['/dashboard', '/compliance'];
// As the pages' route loaders list them (apps/web/src/routes/*/…-data.ts).
const pageReads = {
  '/dashboard': (id) => ['/dashboard?company_id=' + id],
  '/compliance': (id, search) => {
    const asOf = search.get('as_of') ? '?as_of=' + search.get('as_of') : '';
    return [
      '/companies/' + id + '/compliance' + asOf, '/companies/' + id + '/compliance/health' + asOf, '/cart?company_id=' + id,
      '/companies/' + id + '/notifications',
    ];
  },
};
export async function renderPage(input) {
  const url = new URL(input.url, 'http://charter.invalid');
  const path = url.pathname;
  const pageData = await Promise.all(pageReads[path](input.companyId, url.searchParams).map((read) => input.apiJson(read)));
  if (input.companies[0].name === 'Render Fails') throw new Error('render failed');
  const currency = input.companies[0].country === 'India' ? '<b>₹1,000</b>' : '<b>$1,000</b>';
  const markup = currency + '<main data-path="' + path + '" data-url="' + input.url + '">' + JSON.stringify({
    user: input.user.email, company: input.companies.find((company) => company.id === input.companyId).name, companyId: input.companyId, pageData,
  }).replace(/</g, '&lt;') + '</main>';
  return { markup, answers: '<script type="application/json" id="hydration-data">{}</script>' };
}
`,
  );
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: distWithServerEntry() });
});
afterAll(() => t.close());

const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}`, accept: 'text/html' });

async function founderWithCompanies(name: string, companyNames: string[]) {
  const founder = await signedInUser(t.app, name);
  const ids: string[] = [];
  for (const companyName of companyNames) {
    ids.push((await createdCompany(t.app, founder.token, { name: companyName })).id);
  }
  return { ...founder, ids };
}

/** What the stand-in drew, or null for the plain shell. */
function drawn(body: string): { user: string; company: string; companyId: string; pageData: unknown[] } | null {
  const match = /<main data-path="[^"]*" data-url="[^"]*">(.*)<\/main>/.exec(body);
  return match ? (JSON.parse(match[1]!.replace(/&lt;/g, '<')) as ReturnType<typeof drawn> & object) : null;
}

describe('the dashboard and compliance pages drawn on the server', () => {
  it("draws the founder's dashboard from the API's own answers, private and without module preloads", async () => {
    const founder = await founderWithCompanies('Snapshot Founder', ['Snapshot Foods Private Limited']);
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: cookie(founder.token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers.vary)).toMatch(/cookie/i);
    // In #root, for the app to hydrate. Its answers beside it, not in it.
    expect(page.body).toMatch(
      /<div id="root" data-server-rendered data-viewport-width="1280" data-company-id="[0-9a-f-]{36}"><b>[^<]*<\/b><main data-path="\/dashboard"[^]*<\/main><\/div><script type="application\/json" id="hydration-data">/,
    );
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).toContain('<script type="module" src="/assets/app.js"></script>');
    const snapshot = drawn(page.body)!;
    expect(snapshot.company).toBe('Snapshot Foods Private Limited');
    expect(snapshot.companyId).toBe(founder.ids[0]);
    const [dashboard] = snapshot.pageData as { company_id: string; compliance: { top: unknown[]; total: number } }[];
    expect(dashboard!.company_id).toBe(founder.ids[0]);
    expect(dashboard!.compliance.total).toBeGreaterThan(0);
    expect(dashboard!.compliance.top.length).toBeGreaterThan(0);

    // Made per request, so compressed per request (the shells are precompressed files).
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...cookie(founder.token), 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<div id="root" data-server-rendered');
  });

  it('preloads the rupee face on a page drawn with a ₹, and on no other', async () => {
    const preload = '<link rel="preload" href="/assets/inter-rupee-wght-Cl6xdURr.woff2" as="font" type="font/woff2" crossorigin />';
    const indian = await founderWithCompanies('Rupee Founder', ['Rupee Foods Private Limited']);
    const indianPage = await t.app.inject({ method: 'GET', url: '/compliance', headers: cookie(indian.token) });
    expect(indianPage.body).toContain(`${preload}</head>`);

    const american = await signedInUser(t.app, 'Dollar Founder');
    await createdCompany(t.app, american.token, { name: 'Dollar Goods LLC', country: 'USA', state: 'Delaware', entity_type: 'LLC' });
    const americanPage = await t.app.inject({ method: 'GET', url: '/dashboard', headers: cookie(american.token) });
    expect(drawn(americanPage.body)?.company).toBe('Dollar Goods LLC');
    expect(americanPage.body).not.toContain('inter-rupee');

    const plainShell = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(plainShell.body).not.toContain('inter-rupee');
  });

  it('draws for a phone when the browser says it is one, else for a desktop window, and tells the app which', async () => {
    const founder = await founderWithCompanies('Viewport Founder', ['Viewport Foods Private Limited']);
    const widthFor = async (headers: Record<string, string>) => {
      const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...cookie(founder.token), ...headers } });
      return /<div id="root" data-server-rendered data-viewport-width="(\d+)" data-company-id="[^"]+">/.exec(page.body)?.[1];
    };
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    expect(await widthFor({ 'user-agent': iphone })).toBe('390');
    expect(await widthFor({ 'user-agent': desktop })).toBe('1280');
    // Chromium's own hint wins over the user agent (a desktop browser emulating a phone sends both).
    expect(await widthFor({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })).toBe('390');
    expect(await widthFor({ 'user-agent': iphone, 'sec-ch-ua-mobile': '?0' })).toBe('1280');
  });

  it('draws /compliance with its list, health, cart and reminders, passing the filter and the "as of" date through', async () => {
    const founder = await founderWithCompanies('Compliance Snapshot', ['Compliance Snapshot Private Limited']);
    const page = await t.app.inject({ method: 'GET', url: '/compliance?status=overdue', headers: cookie(founder.token) });
    expect(page.body).toContain('data-path="/compliance" data-url="/compliance?status=overdue"');
    const [list, health, cart, reminders] = drawn(page.body)!.pageData as [
      { requirements: unknown[] },
      { score: number },
      { company_id: string; items: unknown[] },
      { reminders_enabled: boolean },
    ];
    expect(list.requirements.length).toBeGreaterThan(0);
    expect(typeof health.score).toBe('number');
    expect(cart).toMatchObject({ company_id: founder.ids[0], items: [] });
    expect(typeof reminders.reminders_enabled).toBe('boolean');

    const later = await t.app.inject({ method: 'GET', url: '/compliance?as_of=2027-03-31', headers: cookie(founder.token) });
    expect(later.statusCode).toBe(200);
    const [laterList] = drawn(later.body)!.pageData as [{ as_of: string }];
    expect(laterList.as_of).toBe('2027-03-31');
  });

  it('sends the plain shell when it cannot know the page: signed out, a stale cookie, or several companies and none selected', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(signedOut.statusCode).toBe(200);
    expect(drawn(signedOut.body)).toBeNull();
    expect(signedOut.body).toContain('<div id="root"></div>');

    const stale = await t.app.inject({ method: 'GET', url: '/dashboard', headers: cookie('not-a-session') });
    expect(stale.statusCode).toBe(200);
    expect(drawn(stale.body)).toBeNull();

    const founder = await founderWithCompanies('Two Companies', ['First Two Private Limited', 'Second Two Private Limited']);
    const two = await t.app.inject({ method: 'GET', url: '/dashboard', headers: cookie(founder.token) });
    expect(drawn(two.body)).toBeNull();
    expect(two.headers['cache-control']).toBe('no-cache');
  });

  it('with several companies, draws the one the browser says is selected, when it is one of theirs', async () => {
    const founder = await founderWithCompanies('Selecting Founder', ['First Pick Private Limited', 'Second Pick Private Limited']);
    const stranger = await founderWithCompanies('Other Founder', ['Not Yours Private Limited']);
    const selecting = (companyId: string) => ({
      ...cookie(founder.token),
      cookie: `${SESSION_COOKIE}=${founder.token}; ${SELECTED_COMPANY_COOKIE}=${companyId}`,
    });
    const second = await t.app.inject({ method: 'GET', url: '/dashboard', headers: selecting(founder.ids[1]!) });
    expect(drawn(second.body)).toMatchObject({ company: 'Second Pick Private Limited', companyId: founder.ids[1] });
    // The browser hydrates with the company drawn as the selected one.
    expect(second.body).toContain(`data-company-id="${founder.ids[1]}"`);

    const notTheirs = await t.app.inject({ method: 'GET', url: '/dashboard', headers: selecting(stranger.ids[0]!) });
    expect(drawn(notTheirs.body)).toBeNull();
    expect(notTheirs.body).not.toContain('Not Yours Private Limited');
  });

  it("draws each founder's own company only", async () => {
    const first = await founderWithCompanies('First Founder', ['First Founder Private Limited']);
    const second = await founderWithCompanies('Second Founder', ['Second Founder Private Limited']);
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: cookie(second.token) });
    expect(drawn(page.body)!.company).toBe('Second Founder Private Limited');
    expect(page.body).not.toContain(first.ids[0]);
  });

  it('a render that fails falls back to the plain shell, never an error page', async () => {
    const founder = await founderWithCompanies('Render Fails Founder', ['Render Fails']);
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: cookie(founder.token) });
    expect(page.statusCode).toBe(200);
    expect(drawn(page.body)).toBeNull();
    expect(page.body).toContain('<div id="root"></div>');
  });
});
