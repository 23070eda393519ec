import { defineConfig } from 'vitest/config';

// `npm run test:scale`: real processes on PostgreSQL and Redis (apps/server/test/scale); not part of `npm test`.
export default defineConfig({
  test: {
    name: 'scale',
    include: ['apps/server/test/scale/**/*.test.ts'],
    env: { TZ: 'UTC' },
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
