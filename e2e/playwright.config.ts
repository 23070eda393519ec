import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { baseUrl, e2ePort, freshBaseUrl, freshPort } from './support/env';

/** The production build on a fresh embedded database of its own. */
function server(port: number, url: string) {
  return {
    command: 'node ../apps/server/dist/main.js',
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
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
      LOG_LEVEL: 'warn',
    },
  };
}

/** Journeys run in Debian's Chromium against the production build, on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey is one test of many steps (sign-up, payment, a throttled upload, axe scans): on a loaded two-core CI
  // machine the longest took over 60 s while every step was within its own 10 s expectation.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: baseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'journeys', testIgnore: /registry-directory/ },
    // Starts from a server whose company directory is empty, as every fresh install is.
    { name: 'fresh-directory', testMatch: /registry-directory/, use: { baseURL: freshBaseUrl } },
  ],
  // Both servers start empty: journeys that search the registry import the sample through the admin route first.
  webServer: [server(e2ePort, baseUrl), server(freshPort, freshBaseUrl)],
});
