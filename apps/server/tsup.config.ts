import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'admin-create': 'src/scripts/admin-create.ts',
    'registry-import': 'src/scripts/registry-import.ts',
    migrate: 'src/scripts/migrate.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  // Workspace packages ship TypeScript source; bundle them into the server build.
  noExternal: [/^@charter\//],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
