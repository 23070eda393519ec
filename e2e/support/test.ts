import { test as base, type TestInfo } from '@playwright/test';
import { freshBaseUrl, journeyServerUrl } from './env';

/** The server this journey's worker drives (see env.ts): the fresh-directory project's own, or the worker's. */
export function serverUrlFor(testInfo: TestInfo): string {
  return testInfo.project.name === 'fresh-directory' ? freshBaseUrl : journeyServerUrl(testInfo.parallelIndex);
}

/** Playwright's `test`, aimed at the worker's own server. Journeys import `test` and `expect` from here. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrlFor(testInfo)),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
