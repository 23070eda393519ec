import type { Page } from '@playwright/test';

/** Full-page screenshots kept as test artifacts (e2e/artifacts), for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `artifacts/${name}.png`, fullPage: true });
}
