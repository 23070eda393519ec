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
 * Rolldown's own code splitting (a chunk for each set of pages that share modules), with one exception: lucide's icons
 * go in one file rather than one file an icon. Each icon is some 300 bytes, and a page shows a dozen or more: as files of
 * their own they were a request each, most of a page's requests. What draws them (createLucideIcon) is in a file of its
 * own: left in a chunk with a component that uses an icon, that chunk and the icons' would import each other.
 */
const lucide = /lucide-react[\\/]dist[\\/]esm[\\/]/;
const lucideIcon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const iconGroups = [
  { name: 'icon-base', test: (id: string) => lucide.test(id) && !lucideIcon.test(id) },
  { name: 'icons', test: lucideIcon },
  // Only the modules named: following their imports would pull React into the icons' files.
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

export default defineConfig({
  plugins: [react(), tailwindcss(), spaShellFallback()],
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
      output: { codeSplitting: { groups: iconGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
});
