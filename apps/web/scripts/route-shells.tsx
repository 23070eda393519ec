// After the build: one copy of the SPA shell per route a founder opens first (sign-in, dashboard, compliance), each
// naming the route's own lazy chunks as modulepreloads. Without them the browser learns of those chunks only after
// the entry has downloaded and run, one round trip later. The sign-in shells also carry the page itself, rendered
// here, so the form paints with the HTML; the app takes over on its first render (src/lib/prerendered.ts).
// The server picks the shell by path (dist/shells.json).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PrerenderUrlContext } from '../src/features/auth/hooks/use-auth-url';
import { inertButtons, PRERENDERED_ID, TypingHandedOver } from '../src/lib/prerendered';
import { AuthPage } from '../src/routes/login/login-page';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const dist = path.resolve(import.meta.dirname, '../dist');
const manifestDir = path.join(dist, '.vite');

/** The page as a signed-out visitor's first render shows it (no stored progress, nothing fetched yet). */
function signedOut(url: string, page: ReactNode): string {
  return renderToString(
    <StrictMode>
      <PrerenderUrlContext value={url}>
        <TypingHandedOver value>{page}</TypingHandedOver>
      </PrerenderUrlContext>
    </StrictMode>,
  );
}

/**
 * Each shell's paths, its pre-rendered page or the lazy modules router.tsx loads for it (the signed-in frame first), and
 * the modules src/main.tsx imports to start it. A page that paints from its HTML gets no preloads at all: on a slow
 * link they would share the bandwidth with the stylesheet and the font (Lighthouse mobile, /login: first paint 2.7 s
 * with them, 1.1 s without); its scripts follow from the entry, and what was typed meanwhile is handed over.
 */
type Shell = { paths: string[]; start: string[] } & ({ markup: () => string } | { modules: string[] });
const signInStart = ['src/app/sign-in-app.tsx'];
const appStart = ['src/app/app-libraries.ts', 'src/app/start-app.tsx'];
const shells: Record<string, Shell> = {
  login: { paths: ['/login'], start: signInStart, markup: () => signedOut('/login', <AuthPage />) },
  signup: { paths: ['/signup'], start: signInStart, markup: () => signedOut('/signup', <AuthPage />) },
  dashboard: {
    paths: ['/dashboard'],
    start: appStart,
    modules: ['src/app/app-shell.tsx', 'src/routes/dashboard/dashboard-page.tsx'],
  },
  compliance: {
    paths: ['/compliance'],
    start: appStart,
    modules: ['src/app/app-shell.tsx', 'src/routes/compliance/compliance-page.tsx'],
  },
};

const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/**
 * Two chunks that import each other run in an order the code did not choose: one of them runs before what it imports
 * is there (seen: an icons chunk ran before React, and the landing page's scripts stopped). A chunk group in
 * vite.config.ts can make such a pair; the build refuses it.
 */
function refuseImportCycles(): void {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (key: string, trail: string[]) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      const cycle = [...trail.slice(trail.indexOf(key)), key].map((name) => manifest[name]?.file ?? name);
      throw new Error(`route-shells: these chunks import each other: ${cycle.join(' → ')} (see the chunk groups in vite.config.ts)`);
    }
    state.set(key, 'open');
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...trail, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
}
refuseImportCycles();

/** The chunks of these modules and every chunk they import, each after the chunks it imports. */
function withImports(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-shells: ${key} is not in the build (renamed? update scripts/route-shells.ts)`);
    withImports(chunk.imports ?? [], seen);
    seen.add(key);
  }
  return seen;
}

const shellHtml = readFileSync(path.join(dist, 'app.html'), 'utf8');
const entry = withImports(['app.html']);
// What src/main.tsx imports from libraries before any screen (React's DOM renderer).
const libraryStart = (manifest['app.html']?.dynamicImports ?? []).filter((key) => key.startsWith('_'));
if (libraryStart.length === 0) throw new Error('route-shells: src/main.tsx imports no library chunk (React?)');

/** The files the shell's start evaluates (src/main.tsx's steps, then the route's modules), for their compile hints. */
function markStartFiles(shell: Shell): void {
  const keys = [...libraryStart, ...shell.start, ...('modules' in shell ? shell.modules : [])];
  for (const key of withImports(keys)) if (!entry.has(key)) calledOnLoad.add(`/${manifest[key]!.file}`);
}
/**
 * The files a first screen runs as it starts, each marked `//# allFunctionsCalledOnLoad` (V8's explicit compile hints,
 * Chrome 136): Chrome compiles their functions as they download, on a background thread, instead of each on the main
 * thread at its first call. Measured with bench/web-ab.ts (4× CPU, 7 alternated loads): the main thread's time after
 * first paint 19–22 % less on /dashboard and /compliance, the longest task 56 → 43 ms on /dashboard. Other browsers
 * read a comment.
 */
const calledOnLoad = new Set<string>();
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function markCalledOnLoad(): void {
  for (const file of calledOnLoad) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(path.join(dist, file), COMPILE_HINT + code);
  }
}

const lastPreload = shellHtml.lastIndexOf('<link rel="modulepreload"');
const insertAt = lastPreload === -1 ? shellHtml.indexOf('</head>') : shellHtml.indexOf('>', lastPreload) + 1;

const routes: Record<string, string> = {};
mkdirSync(path.join(dist, 'shells'), { recursive: true });
const rootElement = '<div id="root"></div>';
if (!shellHtml.includes(rootElement)) throw new Error(`route-shells: app.html has no ${rootElement}`);
for (const [name, shell] of Object.entries(shells)) {
  let html: string;
  if ('markup' in shell) {
    html = shellHtml
      .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(rootElement, () => `${rootElement}<div id="${PRERENDERED_ID}">${inertButtons(shell.markup())}</div>`);
    console.log(`route-shells: ${name} pre-rendered`);
  } else {
    const files = [...withImports(shell.modules)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
    const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
    html = shellHtml.slice(0, insertAt) + links + shellHtml.slice(insertAt);
    console.log(`route-shells: ${name} preloads ${files.length} chunks`);
  }
  markStartFiles(shell);
  writeFileSync(path.join(dist, 'shells', `${name}.html`), html);
  for (const route of shell.paths) routes[route] = `shells/${name}.html`;
}
writeFileSync(path.join(dist, 'shells.json'), JSON.stringify(routes, null, 2));
markCalledOnLoad();
// The manifest served no one but this script.
rmSync(manifestDir, { recursive: true, force: true });
