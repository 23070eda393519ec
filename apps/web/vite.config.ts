import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** In development, every client route except `/` gets the SPA shell, as the server does in production. */
function spaShellFallback(): Plugin {
  return {
    name: 'charter-spa-shell',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const isPage = req.method === 'GET' && req.headers.accept?.includes('text/html');
        if (isPage && url !== '/' && !url.startsWith('/api') && !url.startsWith('/@') && !path.extname(url.split('?')[0] ?? '')) {
          req.url = '/app.html';
        }
        next();
      });
    },
  };
}

/**
 * Fewer, larger chunks. Left to itself the bundler made a chunk of every set of modules with a different set of users:
 * a signed-in page waited on some 45 requests of a few hundred bytes (an icon, a hook, a contract), each a round trip
 * on a phone's network. Instead: the icons in a few chunks (the landing page's, sign-in's and the frame's, the rest),
 * React Query and Zod in one, the shared contracts in one per domain, and the app's own modules that two or more lazy
 * pages share in one per feature — not one for all, or a page evaluates every schema and hook any two pages use. The
 * icons and contracts the sign-in page (or the app's entry) uses stay out of those groups, so sign-in loads no more
 * than before (e2e/tests/web-budget.spec.ts).
 */
const isIcon = (id: string) => /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);

function chunkGroups() {
  const root = import.meta.dirname;
  const signIn = path.resolve(root, 'src/routes/login/login-page.tsx');
  const ownSource = /apps[\\/]web[\\/]src[\\/]/;
  // What the HTML entries, the sign-in page and the landing page's lazy parts import statically. Followed through barrels (lucide-react,
  // @charter/shared), so it overstates, which only keeps a module out of the shared group, never puts one in.
  const initial = new Set<string>();
  // The icons and contracts that sign-in and the app's entry use, resolved by name; and those the landing page uses.
  const signInModules = new Set<string>();
  const landingModules = new Set<string>();
  // The contracts the sign-in app itself uses (its rules, not Zod's schemas): they stay out of the contracts' files.
  const signInContracts = new Set<string>();
  // The modules that import Zod, directly or through others (the contracts, the forms that check with them): kept out
  // of the files of shared modules, where they would make every page that loads the file evaluate Zod and the schemas.
  const reachesZod = new Set<string>();
  // The modules that import Radix's layers (a dialog's or a menu's focus trap, scroll lock and dismissal), directly or
  // through others: kept out of those files too, or every page that loads one evaluates them (~36 KB) for a dialog it
  // has not opened.
  const reachesLayers = new Set<string>();
  const plugin: Plugin = {
    name: 'charter-chunk-groups',
    buildEnd() {
      const code = (id: string) => this.getModuleInfo(id)?.code ?? '';
      const graph = (from: string[], seen: Set<string>, follow = (_id: string) => true) => {
        const stack = [...from];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (follow(id)) stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const appEntry = path.resolve(root, 'app.html');
      // The landing page's lazy parts (its chat widget) too: a group they import could import the app's entry, and
      // loading that on the landing page starts the app there.
      const landing = graph([path.resolve(root, 'index.html')], new Set());
      const landingLazy = [...landing].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      // The app's entry imports its parts by dynamic import (src/main.tsx): they are the entry all the same.
      const boot = this.getModuleInfo(path.resolve(root, 'src/main.tsx'))?.dynamicallyImportedIds ?? [];
      graph([...ids.filter((id) => id.endsWith('.html')), signIn, ...landingLazy, ...boot], initial);
      // Exported name -> module, for the two barrels.
      const exportedBy = new Map<string, string>();
      for (const id of ids) {
        if (/lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id)) {
          for (const [, names, file] of code(id).matchAll(/export \{([^}]*)\} from ["']\.\/(icons\/[^"']+)["']/g)) {
            for (const name of names!.split(','))
              exportedBy.set(
                name
                  .trim()
                  .split(/\s+as\s+/)
                  .pop()!,
                path.join(path.dirname(id), file!),
              );
          }
        } else if (/packages[\\/]shared[\\/]src[\\/]/.test(id)) {
          for (const [, name] of code(id).matchAll(/export (?:const|let|function|class|enum) (\w+)/g)) exportedBy.set(name!, id);
        }
      }
      // The own modules of some entries (no barrel followed), then what they name from the barrels: a group holding
      // one of those would load with them (and, for sign-in, import the app's entry after it).
      const namedFrom = (entries: string[], into: Set<string>, who: string) => {
        const own = graph(entries, new Set(), (id) => entries.includes(id) || ownSource.test(id));
        const named: string[] = [];
        for (const id of own) {
          if (!ownSource.test(id)) continue;
          for (const [, names] of code(id).matchAll(/import \{([^}]*)\} from ["'](?:lucide-react|@charter\/shared)["']/g)) {
            for (const name of names!.split(',')) {
              const module = exportedBy.get(
                name
                  .trim()
                  .replace(/^type\s+/, '')
                  .split(/\s+as\s+/)[0]!,
              );
              if (module) named.push(module);
            }
          }
        }
        graph(named, into, (id) => !/lucide-react/.test(id));
        if (named.length === 0) this.error(`charter-chunk-groups: found no icon or contract that ${who} uses`);
      };
      namedFrom([appEntry, signIn, ...boot], signInModules, 'sign-in');
      namedFrom([signIn, path.resolve(root, 'src/app/sign-in-app.tsx')], signInContracts, 'the sign-in app');
      const withImporters = (toVisit: string[], into: Set<string>) => {
        while (toVisit.length > 0) {
          const id = toVisit.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          toVisit.push(...(this.getModuleInfo(id)?.importers ?? []));
        }
      };
      withImporters(
        ids.filter((id) => /node_modules[\\/]zod[\\/]/.test(id)),
        reachesZod,
      );
      withImporters(
        ids.filter((id) => /node_modules[\\/]@radix-ui[\\/]react-dismissable-layer[\\/]/.test(id)),
        reachesLayers,
      );
      if (reachesLayers.size === 0) this.error('charter-chunk-groups: found no module of the Radix layers (renamed?)');
      namedFrom([path.resolve(root, 'index.html'), ...landingLazy], landingModules, 'the landing page');
    },
  };
  const groups = [
    // The few icons the landing page shows, and those sign-in and the app's frame show, each in one small file rather
    // than one file an icon; the rest of the app's icons in one. What draws them (createLucideIcon) in a file of its
    // own: left with the Button that uses an icon, it made the Button's file and the icons' import each other, and the
    // icons ran before React was there.
    {
      name: 'icon-base',
      test: (id: string) => /lucide-react[\\/]dist[\\/]esm[\\/]/.test(id) && !isIcon(id) && !/lucide-react\.mjs$/.test(id),
    },
    { name: 'landing-icons', test: (id: string) => isIcon(id) && landingModules.has(id) },
    { name: 'first-icons', test: (id: string) => isIcon(id) && signInModules.has(id) },
    { name: 'icons', test: isIcon },
    // Data fetching and validation: the app's entry and every page use them, the landing page neither. Apart, so the
    // signed-in pages' start (which has React Query, src/app/app-libraries.ts) evaluates no Zod.
    { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
    { name: 'zod-core', test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/ },
    { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
    // One file per domain of the contracts (users, companies, orders…): a page evaluates the schemas of the domains it
    // uses, not every schema two pages use (one file of them was a ~110 ms task on a fast machine, building Zod
    // schemas the dashboard never uses). The shared modules with no Zod (labels, rules) in one file of their own.
    {
      name: (id: string) => {
        const domain = /packages[\\/]shared[\\/]src[\\/](\w+)[\\/]/.exec(id)?.[1];
        if (!domain || signInContracts.has(id) || landingModules.has(id)) return null;
        return reachesZod.has(id) ? `contracts-${domain}` : 'shared-rules';
      },
      minShareCount: 2,
    },
    // Up to 4 KB a module (hooks, ui parts, small panels), none that loads Zod or a Radix layer: a bigger one (a chart,
    // the task detail) stays with the pages that show it rather than loading with every signed-in page. One file per
    // feature (and one for the ui parts, one for lib): in one file for all, the dashboard evaluated the cart's, the
    // bookings' and the orders' hooks and the schemas they import.
    {
      name: (id: string) => {
        const area = /apps[\\/]web[\\/]src[\\/](?:features[\\/](\w[\w-]*)|components[\\/](\w+)|(\w+))[\\/]/.exec(id);
        return area && !initial.has(id) && !reachesZod.has(id) && !reachesLayers.has(id) ? `shared-${area[1] ?? area[2] ?? area[3]}` : null;
      },
      minShareCount: 2,
      maxModuleSize: 4096,
    },
  ].map((group) => ({ ...group, includeDependenciesRecursively: false }));
  return { plugin, groups };
}

const chunks = chunkGroups();

export default defineConfig({
  plugins: [react(), tailwindcss(), spaShellFallback(), chunks.plugin],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    // Fonts stay files: a font inlined as a data: URL cannot be preloaded, and arrives only after the first layout.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    // Read by scripts/route-shells.ts (which then removes it), to name each route's chunks in its shell.
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        app: path.resolve(import.meta.dirname, 'app.html'),
      },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
});
