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

export default defineConfig({
  plugins: [react(), tailwindcss(), spaShellFallback()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    // Read by scripts/route-shells.ts (which then removes it), to name each route's chunks in its shell.
    manifest: true,
    rollupOptions: {
      input: { index: path.resolve(import.meta.dirname, 'index.html'), app: path.resolve(import.meta.dirname, 'app.html') },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
});
