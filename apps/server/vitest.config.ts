import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server's tests (`server`). They run on PostgreSQL when DATABASE_URL is set (CI, the production engine) and on
 * the embedded PGlite otherwise (`npm test` on a machine without a server).
 */
export const serverTests = {
  root: import.meta.dirname,
  // Test files share a worker's loaded modules instead of importing the whole server again, file by file (that import
  // was a third of the run). Every file still builds its own app on its own database; nothing here mocks a module.
  isolate: false,
  globalSetup: ['./test/global-setup.ts'],
  env: { TZ: 'UTC' },
  testTimeout: 30_000,
  hookTimeout: 120_000,
} satisfies TestProjectInlineConfiguration['test'];

/**
 * What really differs on PGlite, run there too when the rest runs on PostgreSQL (`server-pglite`): the database
 * client and migrations, pg-boss on PGlite's single connection (mail outbox, replans, readiness), the crash children,
 * concurrent sign-ins on one connection, and pg_trgm search. The journeys run the whole app on PGlite as well.
 */
export const pgliteSubset = [
  'src/db/**/*.test.ts',
  'src/modules/mail/mail-outbox.int.test.ts',
  'src/modules/mail/mail-at-rest.int.test.ts',
  'src/modules/orders/payment-crash.int.test.ts',
  'src/modules/system/system.routes.int.test.ts',
  'src/modules/auth/login-code-race.int.test.ts',
  'src/modules/compliance/compliance-admin.routes.int.test.ts',
  'src/modules/registry/registry-directory.int.test.ts',
];

export default defineConfig({
  test: { name: 'server', include: ['src/**/*.test.ts'], ...serverTests },
});
