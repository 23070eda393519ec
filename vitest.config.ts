import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { pgliteSubset, serverTests } from './apps/server/vitest.config';

// One Vitest run covers every workspace; `--project <name>` narrows it. With DATABASE_URL the server's tests run on
// PostgreSQL, and the part of them that differs on the embedded engine runs on PGlite as well (`server-pglite`).
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core to its main process, which mostly waits: on a two-core
    // machine that ran every file on one core.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], env: { TZ: 'UTC' }, isolate: false } },
      { test: { name: 'compliance', root: './packages/compliance', include: ['src/**/*.test.ts'], env: { TZ: 'UTC' }, isolate: false } },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], env: { TZ: 'UTC' } },
      },
      './apps/server/vitest.config.ts',
      ...(process.env.DATABASE_URL ? [{ test: { name: 'server-pglite', include: pgliteSubset, ...serverTests } }] : []),
    ],
  },
});
