import type { Page } from '@playwright/test';

/**
 * Screenshots for people to look at (e2e/artifacts), taken when `E2E_SCREENSHOTS=1` (`npm run test:e2e:screenshots`).
 * The test runs skip them: no journey compares them, and a failing journey keeps its own screenshot and trace
 * (playwright.config.ts). Full page by default; a very long page (a compliance table) reads better as what the
 * window shows.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  // From the top, so a sticky header is drawn where it belongs rather than where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/${name}.png`, fullPage });
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 812 };

/** The same screen at desktop width and at 375 px (`<name>` and `<name>-375`), leaving the page at desktop width. */
export async function snapBothWidths(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (screenshotsWanted) {
    await page.setViewportSize(desktop);
    await snap(page, name, options);
    await page.setViewportSize(phone);
    await snap(page, `${name}-375`, options);
  }
  await page.setViewportSize(desktop);
}

/** What the window shows now, where it is scrolled to (a panel, a toast, a footer), as `artifacts/<name>.png`. */
export async function snapWindow(page: Page, name: string): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path: `artifacts/${name}.png` });
}
