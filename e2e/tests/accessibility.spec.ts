import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { snap } from '../support/screenshots';

for (const path of ['/', '/login', '/admin/login']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the landing page is pre-rendered: its content is there without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Start Company/ }).first()).toHaveAttribute('href', '/login');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await snap(page, '00-landing-no-js');
  await context.close();
});

test('the landing page at 375 px has no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, '00-landing-mobile');
});
