import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` narrows it.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      { test: { name: 'compliance', root: './packages/compliance', include: ['src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], env: { TZ: 'UTC' } },
      },
      './apps/server/vitest.config.ts',
    ],
  },
});
