import type { Browser, Page } from '@playwright/test';
import { serverUrlFor, test } from './test';

/** Signs the page in to the back office with the demo credentials its login screen offers, and waits for /admin. */
export async function signInAsDemoStaff(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
}

/** A second browser (its own cookies) signed in to the back office: staff working beside a founder. */
export async function staffPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: serverUrlFor(test.info()) });
  const page = await context.newPage();
  await signInAsDemoStaff(page);
  return page;
}
