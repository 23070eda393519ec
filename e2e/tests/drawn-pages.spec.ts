import { expect, test, type Page } from '../support/test';
import { phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { indianPrivateCompany } from '../support/companies';

/**
 * Issue 14: a founder with one company gets the dashboard and the compliance page drawn by the server, so they show
 * before any script has run; the app takes over once it has the same data, and the page then works as always.
 */
async function founderWithOneCompany(page: Page, request: Parameters<typeof signUpAndSignIn>[1]) {
  await page.setViewportSize(phone);
  await signUpAndSignIn(page, request, 'Divya Drawn');
  const created = await page.request.post('/api/companies', {
    data: indianPrivateCompany('Drawn Pages Foods Private Limited'),
  });
  expect(created.status()).toBe(201);
}

/** The API calls the page makes from now on, by path and query. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname.slice(4) + url.search);
  });
  return calls;
}

/** Holds every script back until released, so what shows is the server's page alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the dashboard shows the founder’s company before its scripts, then the app takes over', async ({ page, request }) => {
  test.setTimeout(120_000);
  await founderWithOneCompany(page, request);
  const release = await holdScripts(page);
  const calls = apiCalls(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });

  const drawn = page.locator('#prerendered');
  await expect(drawn.getByRole('heading', { name: 'Welcome back, Divya' })).toBeVisible();
  await expect(drawn.getByText('Drawn Pages Foods Private Limited').first()).toBeVisible();
  await expect(drawn.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  // Nothing can be pressed before the app is there to answer it.
  await expect(drawn.getByRole('button', { name: 'Logout' })).toBeDisabled();
  await expect(page.locator('#root')).toBeHidden();
  await snap(page, 'drawn-dashboard-before-scripts', { fullPage: false });

  release();
  await expect(drawn).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome back, Divya' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  // The page came with the answers it was drawn from: the app asked for none of them again.
  expect(calls.filter((call) => /^\/(auth\/me|companies|dashboard)(\?|$)/.test(call))).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
  await expect(page.getByRole('heading', { name: 'Compliance Requirements' })).toBeVisible();
});

test('the compliance page is drawn with its filter, and marking a filing done works once the app is there', async ({ page, request }) => {
  test.setTimeout(120_000);
  await founderWithOneCompany(page, request);
  // What the app's page holds at the moment the drawing leaves (before any paint): the whole list, not a page without it.
  await page.addInitScript(() => {
    const record = window as unknown as { groupsAtHandOver?: number };
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (record.groupsAtHandOver === undefined && root && !root.hidden && !document.getElementById('prerendered'))
        record.groupsAtHandOver = root.querySelectorAll('[data-testid^="requirement-group-"]').length;
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });
  const release = await holdScripts(page);
  const calls = apiCalls(page);
  await page.goto('/compliance?status=pending', { waitUntil: 'commit' });

  const drawn = page.locator('#prerendered');
  await expect(drawn.getByRole('heading', { name: 'Compliance Requirements' })).toBeVisible();
  await expect(drawn.getByText('Compliance health')).toBeVisible();
  await expect(drawn.getByRole('button', { name: 'Mark done' }).first()).toBeDisabled();
  // Nor can anything be typed that the app would not see.
  await expect(drawn.getByLabel('Show obligations as of')).toBeDisabled();
  await snap(page, 'drawn-compliance-before-scripts', { fullPage: false });

  release();
  await expect(drawn).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { groupsAtHandOver?: number }).groupsAtHandOver)).toBeGreaterThan(0);
  const markDone = page.getByRole('button', { name: 'Mark done' }).first();
  await expect(markDone).toBeEnabled();
  // Drawn from the list, the health, the cart and my reminder settings, the page asked for none of them again.
  expect(
    calls.filter((call) => /^\/(auth\/me|companies(\/[^/?]+\/(compliance|compliance\/health|notifications))?|cart)(\?|$)/.test(call)),
  ).toEqual([]);
  await markDone.click();
  // Under the Pending filter the filing leaves the list; the counts say where it went.
  await expect(page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Completed 1' })).toBeVisible();
});
