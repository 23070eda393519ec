import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's build of src/entry-server.tsx: ES modules for Node with everything they use bundled in, so
 * the API server can import them without the web app's dependencies (apps/server/src/http/server-rendering.ts). The
 * routes' screens stay chunks of their own, as in the browser: the server loads only those of the pages it draws.
 * Beside dist, not in it: it is code for the server, not a file to serve.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // React's production builds (the CommonJS entries pick one at run time otherwise, and both would be bundled).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: path.resolve(import.meta.dirname, 'src/entry-server.tsx'),
    outDir: path.resolve(import.meta.dirname, 'dist-ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
