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
 * on a phone's network. Instead: every icon in one chunk (6 KB compressed), React Query and Zod in one, the shared
 * contracts in one, and the app's own modules that two or more lazy pages share in one.
 */
function chunkGroups() {
  // What the two HTML entries import statically: their own chunks carry it. Followed through barrels (lucide-react,
  // @charter/shared), so it overstates; that only keeps a module out of the lazy pages' group, never puts one in.
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'charter-chunk-groups',
    buildEnd() {
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (id.endsWith('.html')) visit(id);
    },
  };
  const groups = [
    // With the helpers the icons are built by: split from them, the icons ran before React had loaded.
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
    // Data fetching and validation: the app's entry and every page use them, the landing page neither.
    { name: 'query-zod', test: /node_modules[\\/](@tanstack|zod)[\\/]/ },
    { name: 'contracts', test: /packages[\\/]shared[\\/]src[\\/]/, minShareCount: 2 },
    {
      name: 'shared',
      test: (id: string) => /apps[\\/]web[\\/]src[\\/]/.test(id) && !initial.has(id),
      minShareCount: 2,
    },
  ].map((group) => ({ ...group, includeDependenciesRecursively: false }));
  return { plugin, groups };
}

const chunks = chunkGroups();

export default defineConfig({
  plugins: [react(), tailwindcss(), spaShellFallback(), chunks.plugin],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    // Read by scripts/route-shells.ts (which then removes it), to name each route's chunks in its shell.
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        app: path.resolve(import.meta.dirname, 'app.html'),
        // Named by the dashboard and compliance shells only (scripts/route-shells.tsx).
        'early-requests': path.resolve(import.meta.dirname, 'src/early-requests.ts'),
      },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
});
