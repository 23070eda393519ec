import { expect, test, type Browser } from '@playwright/test';

/**
 * What must not regress without a stopwatch: the compressed bytes of JavaScript a browser downloads for the landing
 * page and for sign-in, as Chromium downloads them (brotli, from the build's precompressed twins), from the transfer
 * sizes it reports.
 */
const budgetsKb = {
  // Issue 14: the landing page stays at or under 90 KB.
  '/': 90,
  // Issue 14 asks for 120 KB; today's figure is held here so it cannot grow while the split that reaches 120 is built.
  '/login': 180,
};

async function transferredKb(browser: Browser, path: string): Promise<{ total: number; files: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  await context.close();
  return { total: all.reduce((sum, size) => sum + size, 0) / 1024, files: all.length };
}

for (const [path, budget] of Object.entries(budgetsKb)) {
  test(`${path} downloads at most ${budget} KB of compressed JavaScript`, async ({ browser }) => {
    const { total, files } = await transferredKb(browser, path);
    console.log(`${path}: ${total.toFixed(1)} KB in ${files} files`);
    expect(files).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budget);
  });
}
