import type { Page } from '@playwright/test';

/**
 * Screenshots kept as test artifacts (e2e/artifacts), for people to look at. Full page by default; a very long page
 * (a compliance table) reads better as what the window shows.
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  // From the top, so a sticky header is drawn where it belongs rather than where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/${name}.png`, fullPage });
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 812 };

/** The same screen at desktop width and at 375 px (`<name>` and `<name>-375`), leaving the page at desktop width. */
export async function snapBothWidths(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.setViewportSize(desktop);
  await snap(page, name, options);
  await page.setViewportSize(phone);
  await snap(page, `${name}-375`, options);
  await page.setViewportSize(desktop);
}
