import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
