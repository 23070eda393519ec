import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { freshBaseUrl, journeyServerUrl, journeyWorkers, loginCodeCooldownSeconds } from './support/env';

/** The production build on a fresh embedded database of its own. */
function server(url: string) {
  return {
    command: 'node ../apps/server/dist/main.js',
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'development',
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'charter-e2e-')),
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      RATE_LIMIT_MAX: '100000',
      // Every journey signs in from 127.0.0.1: more than the 20 codes an hour one address gets by default.
      LOGIN_CODES_PER_IP_PER_HOUR: '1000',
      LOGIN_CODE_COOLDOWN_SECONDS: String(loginCodeCooldownSeconds),
      LOG_LEVEL: 'warn',
    },
  };
}

/** Journeys run in Debian's Chromium against the production build, on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/playwright',
  // Files are shared out among the workers; a file's journeys run in order on one worker and its server.
  fullyParallel: false,
  workers: journeyWorkers,
  retries: 0,
  // A journey is one test of many steps (sign-up, payment, a throttled upload, axe scans): on a loaded two-core CI
  // machine the longest took over 60 s while every step was within its own 10 s expectation.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    // Recording a trace for every journey (to keep the failing ones) cost a fifth to a third of each journey's time.
    // To debug a failure, run it again with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'journeys', testIgnore: /registry-directory/ },
    // Starts from a server whose company directory is empty, as every fresh install is.
    { name: 'fresh-directory', testMatch: /registry-directory/ },
  ],
  // Every server starts empty: journeys that search the registry import the sample through the admin route first.
  webServer: [...Array.from({ length: journeyWorkers }, (_, index) => server(journeyServerUrl(index))), server(freshBaseUrl)],
});
