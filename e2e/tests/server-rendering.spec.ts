import { expect, test, type Page } from '../support/test';
import { phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { indianPrivateCompany } from '../support/companies';

/**
 * Issue 14: a founder with one company gets the dashboard and the compliance page drawn by the server, so they show
 * before any script has run; the app hydrates that markup (issue 33: React adopts it rather than drawing the page
 * again), and the page then works as always.
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

/** What went wrong in the page: a hydration that did not match is reported as an error (React's reportError). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Marks the server's element, to find out afterwards whether the app kept it (hydrated) or drew its own. */
async function markDrawn(page: Page, selector: string): Promise<void> {
  await page.evaluate((css) => {
    (document.querySelector(css) as HTMLElement & { drawnByServer?: boolean }).drawnByServer = true;
  }, selector);
}

const stillDrawnByServer = (page: Page, selector: string) =>
  page.evaluate((css) => Boolean(document.querySelector<HTMLElement & { drawnByServer?: boolean }>(css)?.drawnByServer), selector);

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

  const errors = pageErrors(page);
  const drawn = page.locator('#root[data-server-rendered]');
  await expect(drawn.getByRole('heading', { name: 'Welcome back, Divya' })).toBeVisible();
  await expect(drawn.getByText('Drawn Pages Foods Private Limited').first()).toBeVisible();
  await expect(drawn.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  // Nothing can be pressed before the app is there to answer it; links work as in any page.
  await expect(drawn.getByRole('button', { name: 'Logout' })).toBeDisabled();
  await snap(page, 'drawn-dashboard-before-scripts', { fullPage: false });
  await markDrawn(page, 'h1');

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  await expect(page.getByRole('heading', { name: 'Welcome back, Divya' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  // Hydrated: the heading is the server's own element, not one the app drew again, and nothing failed to match.
  expect(await stillDrawnByServer(page, 'h1')).toBe(true);
  expect(errors).toEqual([]);
  // The page came with the answers it was drawn from: the app asked for none of them again.
  expect(calls.filter((call) => /^\/(auth\/me|companies|dashboard)(\?|$)/.test(call))).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
  await expect(page.getByRole('heading', { name: 'Compliance Requirements' })).toBeVisible();
});

test('the compliance page is drawn with its filter, and marking a filing done works once the app is there', async ({ page, request }) => {
  test.setTimeout(120_000);
  await founderWithOneCompany(page, request);
  const release = await holdScripts(page);
  const calls = apiCalls(page);
  await page.goto('/compliance?status=pending', { waitUntil: 'commit' });

  const errors = pageErrors(page);
  const drawn = page.locator('#root[data-server-rendered]');
  await expect(drawn.getByRole('heading', { name: 'Compliance Requirements' })).toBeVisible();
  await expect(drawn.getByText('Compliance health')).toBeVisible();
  await expect(drawn.locator('[data-testid^="requirement-group-"]').first()).toBeVisible();
  // Nothing can be pressed, or typed, before the app is there to answer it.
  await expect(drawn.getByRole('button', { name: 'Mark done' }).first()).toBeDisabled();
  await expect(drawn.getByLabel('Show obligations as of')).toBeDisabled();
  await snap(page, 'drawn-compliance-before-scripts', { fullPage: false });
  await markDrawn(page, '[data-testid^="requirement-group-"]');

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  const markDone = page.getByRole('button', { name: 'Mark done' }).first();
  await expect(markDone).toBeEnabled();
  // Hydrated: the list is the server's own markup, kept, and nothing failed to match.
  expect(await stillDrawnByServer(page, '[data-testid^="requirement-group-"]')).toBe(true);
  expect(errors).toEqual([]);
  // Drawn from the list, the health, the cart and my reminder settings, the page asked for none of them again.
  expect(
    calls.filter((call) => /^\/(auth\/me|companies(\/[^/?]+\/(compliance|compliance\/health|notifications))?|cart)(\?|$)/.test(call)),
  ).toEqual([]);
  await markDone.click();
  // Under the Pending filter the filing leaves the list; the counts say where it went.
  await expect(page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Completed 1' })).toBeVisible();
});

test('with two companies, the server draws the one the founder selected, and the app hydrates it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await founderWithOneCompany(page, request);
  const second = await page.request.post('/api/companies', { data: indianPrivateCompany('Second Drawn Spices Private Limited') });
  expect(second.status()).toBe(201);
  // The newest company is shown first; the founder switches to the other one.
  await page.goto('/dashboard');
  const switcher = page.getByTestId('company-switcher');
  await expect(switcher).toContainText('Second Drawn Spices Private Limited');
  await switcher.click();
  await page.getByRole('menuitemradio', { name: /Drawn Pages Foods Private Limited/ }).click();
  await expect(switcher).toContainText('Drawn Pages Foods Private Limited');

  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  const errors = pageErrors(page);
  const drawn = page.locator('#root[data-server-rendered]');
  await expect(drawn.getByTestId('company-switcher')).toContainText('Drawn Pages Foods Private Limited');
  await markDrawn(page, 'h1');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  await expect(switcher).toContainText('Drawn Pages Foods Private Limited');
  expect(await stillDrawnByServer(page, 'h1')).toBe(true);
  expect(errors).toEqual([]);
});

test('the company switcher’s menu loads when the founder first reaches for it, and works from the keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  await founderWithOneCompany(page, request);
  const second = await page.request.post('/api/companies', { data: indianPrivateCompany('Second Keyed Spices Private Limited') });
  expect(second.status()).toBe(201);
  const menuFiles: string[] = [];
  page.on('request', (sent) => {
    if (/company-switcher-menu-[\w-]+\.js$/.test(sent.url())) menuFiles.push(sent.url());
  });
  const errors = pageErrors(page);
  await page.goto('/dashboard');
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  const switcher = page.getByTestId('company-switcher');
  await expect(switcher).toContainText('Second Keyed Spices Private Limited');
  await expect(switcher).toHaveAttribute('aria-haspopup', 'menu');
  // Not part of the page's start.
  expect(menuFiles).toEqual([]);

  // Enter opens it; Escape closes it and gives the focus back to the switcher.
  await switcher.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  expect(menuFiles).toHaveLength(1);
  await expect(menu.getByRole('menuitemradio', { name: /Second Keyed Spices/ })).toHaveAttribute('aria-checked', 'true');
  await snap(page, '140-company-switcher-opened-by-keyboard-375');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(switcher).toBeFocused();

  // Arrow Down opens it too, with the focus in the menu: the arrows and Enter choose the other company.
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  const other = menu.getByRole('menuitemradio', { name: /Drawn Pages Foods/ });
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(other).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(switcher).toContainText('Drawn Pages Foods Private Limited');
  expect(errors).toEqual([]);
});
