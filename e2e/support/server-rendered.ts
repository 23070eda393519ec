import { expect, type Page } from '@playwright/test';

/**
 * The dashboard and compliance pages arrive drawn by the server (issue 14), plain HTML until the app has hydrated them
 * (its first commit lifts #root's data-server-rendered). A step that reads what the app does (local storage, focus) or scrolls to
 * an element waits for that.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', { timeout: 10_000 });
}
