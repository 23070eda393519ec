import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { baseUrl, e2ePort } from './support/env';

const dataDir = mkdtempSync(path.join(tmpdir(), 'charter-e2e-'));

/** Journeys run in Debian's Chromium against the production build, on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: baseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // The registry directory gets the sample MCA master data so the wizard's search has something to find.
    command:
      'node ../apps/server/dist/registry-import.js ../apps/server/test/fixtures/mca-master-sample.csv && node ../apps/server/dist/main.js',
    url: `${baseUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
