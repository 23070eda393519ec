import { expect, test, type Locator, type Page } from '../support/test';
import { appHasTakenOver } from '../support/server-rendered';
import { desktop, phone, snap, snapBothWidths, snapWindow } from '../support/screenshots';
import { importSampleDirectory } from '../support/registry';
import { signUpAndSignIn } from '../support/sign-in';
import { indianPrivateCompany } from '../support/companies';

/** An Indian private company incorporated in 2023: late one-off filings, monthly returns and far-off annual ones. */
const company = indianPrivateCompany('Daily Screens Foods Private Limited');

async function signUpWithCompany(page: Page, request: Parameters<typeof signUpAndSignIn>[1], name: string): Promise<string> {
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, name);
  const created = await page.request.post('/api/companies', { data: company });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const group = (page: Page, key: 'overdue' | 'soon' | 'later' | 'done') => page.getByTestId(`requirement-group-${key}`);

async function groupHeadings(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="requirement-group-"] h3').allInnerTexts();
}

/** True when the element's box lies inside the viewport's width: nothing of it is cut at either edge. */
async function fitsWidth(locator: Locator, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

test('the compliance list is grouped, folds what is done, and keeps its filter through a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpWithCompany(page, request, 'Grace Groups');
  await page.goto('/compliance');
  await expect(page).toHaveTitle(`Compliance · ${company.name} · Charter`);

  // Overdue, the next 30 days, later; no Done group while nothing is done.
  await expect(group(page, 'overdue')).toBeVisible();
  expect(await groupHeadings(page)).toEqual([
    expect.stringMatching(/^Overdue\s*\d+/),
    expect.stringMatching(/^Due in the next 30 days\s*\d+/),
    expect.stringMatching(/^Later\s*\d+/),
  ]);
  await expect(group(page, 'done')).toHaveCount(0);
  await expect(group(page, 'overdue').getByText('Overdue', { exact: true }).first()).toBeVisible();
  const overdueCount = Number(
    await group(page, 'overdue')
      .locator('h3 .rounded-full')
      .first()
      .innerText()
      .then((t) => t.split(/\s/)[0]),
  );
  expect(overdueCount).toBeGreaterThan(1);

  // The law's text, the penalty and the source wait behind each row's Details.
  const firstDetails = group(page, 'overdue')
    .getByText(/^Details/)
    .first();
  const firstSource = group(page, 'overdue')
    .getByRole('link', { name: /^Source/ })
    .first();
  await expect(firstSource).toBeHidden();
  await firstDetails.click();
  await expect(firstSource).toBeVisible();
  await firstDetails.click();

  // Marking an overdue filing done keeps it in place with Reopen, until the next visit folds it into Done.
  const firstOverdue = group(page, 'overdue').getByRole('button', { name: 'Mark done' }).first();
  const firstOverdueName = await page.locator(`[id="${await firstOverdue.getAttribute('aria-describedby')}"]`).innerText();
  await firstOverdue.click();
  await expect(group(page, 'overdue').getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.reload();
  const done = group(page, 'done');
  const doneToggle = done.getByRole('button', { name: /^Done\s*1 item/ });
  await expect(doneToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(firstOverdueName, { exact: true })).toBeHidden();
  await expect(group(page, 'overdue').getByRole('button', { name: 'Mark done' })).toHaveCount(overdueCount - 1);
  await snapBothWidths(page, '60-compliance-grouped', { fullPage: false });
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'compliance page height', description: `${viewport.width} px wide: ${height} px tall` });
  }
  await page.setViewportSize(desktop);
  await doneToggle.click();
  await expect(doneToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(done.getByText(firstOverdueName, { exact: true })).toBeVisible();
  await expect(done.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The filter is in the address: a reload keeps it, and only the matching group is left.
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: /Overdue/ })
    .click();
  await expect(page).toHaveURL(/[?&]status=overdue\b/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /Overdue/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await groupHeadings(page)).toEqual([expect.stringMatching(/^Overdue/)]);

  // Completed opens Done by itself; All drops the parameter again.
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: /Completed/ })
    .click();
  await expect(page).toHaveURL(/[?&]status=completed\b/);
  await expect(group(page, 'done').getByRole('button', { name: /^Done/ })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /All/ }).click();
  await expect(page).not.toHaveURL(/status=/);

  // At 375 px the groups hold cards, the filter still comes from the address, and nothing scrolls sideways.
  await page.setViewportSize(phone);
  await page.goto('/compliance?status=pending');
  await expect(group(page, 'soon')).toBeVisible();
  expect(await groupHeadings(page)).toEqual([expect.stringMatching(/^Due in the next 30 days/), expect.stringMatching(/^Later/)]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, '61-compliance-pending-375', { fullPage: false });
});

test('the dashboard lists priorities overdue first, then by due date (issue 30)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const companyId = await signUpWithCompany(page, request, 'Omar Order');
  await page.goto('/dashboard');
  await expect(page).toHaveTitle(`Dashboard · ${company.name} · Charter`);

  const items = page.getByTestId('priority-item');
  await expect(items).toHaveCount(3);
  // The three open obligations that have been late longest, oldest first: the same three the compliance list dates earliest.
  const list = (await (await page.request.get(`/api/companies/${companyId}/compliance`)).json()) as {
    requirements: { name: string; status: string; due_date: string | null }[];
  };
  const overdue = list.requirements.filter((item) => item.status === 'overdue');
  expect(overdue.length).toBeGreaterThanOrEqual(3);
  const earliest = overdue.map((item) => item.due_date!).sort()[2]!;
  const texts = await items.allInnerTexts();
  const dates = texts.map((text) => {
    const item = overdue.find((entry) => text.startsWith(entry.name));
    expect(item, text).toBeDefined();
    expect(text).toMatch(/days overdue/);
    return item!.due_date!;
  });
  expect(dates).toEqual([...dates].sort());
  expect(dates.every((date) => date <= earliest)).toBe(true);
  // Nothing needs explaining: the list reads in date order.
  await expect(page.getByTestId('priority-reason')).toHaveCount(0);
  await snapBothWidths(page, '62-dashboard-priorities');
  await page.setViewportSize(phone);
  expect(await fitsWidth(items.nth(0), phone.width)).toBe(true);
});

test('every route names its tab, and the signed-in frame starts with a skip link to the main content', async ({ page, request }) => {
  test.setTimeout(120_000);
  const companyId = await signUpWithCompany(page, request, 'Tara Titles');

  const titles: [string, string][] = [
    ['/dashboard', `Dashboard · ${company.name} · Charter`],
    ['/compliance', `Compliance · ${company.name} · Charter`],
    ['/products', 'Products · Charter'],
    ['/services', 'Products · Charter'],
    ['/cart', 'Cart · Charter'],
    ['/orders', 'Orders · Charter'],
    [`/companies/${companyId}/settings`, `Members · ${company.name} · Charter`],
    [`/companies/${companyId}/settings?tab=activity`, `Activity · ${company.name} · Charter`],
    [`/companies/${companyId}/settings?tab=details`, `Details · ${company.name} · Charter`],
    ['/no-such-page', 'Page not found · Charter'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    // The panels render just after the welcome (deferred): tab from the page as it stands once they are in.
    await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
    // The app's skip link, which moves focus without a hash in the URL: the server's drawing of the page has a plain
    // anchor (it works without scripts, and adds #main-content), and the app takes over from it.
    await appHasTakenOver(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    if (viewport === phone) await snap(page, '63-skip-link-375', { fullPage: false });
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main-content');
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  // At 375 px a toast shows at the top and leaves the wizard's Continue button clear.
  await importSampleDirectory(request);
  await page.setViewportSize(phone);
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await dialog.getByRole('button', { name: 'India' }).click();
  await dialog.getByRole('button', { name: 'Already Registered' }).click();
  await dialog.getByLabel('Search the MCA registry').fill('sample spice');
  await dialog.getByLabel('Search the MCA registry').press('Enter');
  await dialog.getByRole('button', { name: /SAMPLE SPICE TRADERS PRIVATE LIMITED/ }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Company data loaded successfully!' });
  await expect(toast).toBeVisible();
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await continueButton.scrollIntoViewIfNeeded();
  // Measured once the toast has slid in (it enters from above the top edge).
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
  const [toastBox, continueBox] = [await toast.boundingBox(), await continueButton.boundingBox()];
  expect(toastBox && continueBox).toBeTruthy();
  expect(toastBox!.y + toastBox!.height <= continueBox!.y || continueBox!.y + continueBox!.height <= toastBox!.y).toBe(true);
  expect(toastBox!.y).toBeGreaterThanOrEqual(64);
  await snapWindow(page, '66-wizard-toast-375');
});

test('signed-out screens and the admin have their own titles; the admin tab row fits 375 px', async ({ page }) => {
  const signedOutTitles: [string, string][] = [
    ['/login', 'Log in · Charter'],
    ['/signup', 'Sign up · Charter'],
    ['/verify-email', 'Verify email · Charter'],
    ['/reset-password', 'Reset password · Charter'],
    ['/admin/login', 'Admin sign in · Charter'],
  ];
  for (const [path, title] of signedOutTitles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Switching the tab on the login screen retitles it.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveTitle('Sign up · Charter');

  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
  await expect(page).toHaveTitle('Admin · Charter');

  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(tabs).toHaveCount(10);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeVisible();
      expect(await fitsWidth(tab, viewport.width), `${await tab.innerText()} fits ${viewport.width} px`).toBe(true);
      // Not cut inside the tab either: its label is as wide as the text needs.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  }
  await page.setViewportSize(phone);
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await expect(page.getByRole('heading', { name: 'Compliance rules' })).toBeVisible();
  await snap(page, '64-admin-tabs-375', { fullPage: false });
});

test('the landing Get Started bar stays clear of the footer and, once dismissed, stays away after a reload', async ({ page }) => {
  const bar = page.getByRole('complementary', { name: 'Get started' });
  const copyright = page.getByText(/Charter\. All rights reserved\./);
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(bar).toBeVisible();

    // At the very bottom the footer shows whole: the bar has stepped aside.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
    await expect(copyright).toBeInViewport();
    await snapWindow(page, `65-landing-footer${viewport === phone ? '-375' : ''}`);
  }

  await page.setViewportSize(phone);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(400); // the bar would slide in within 300 ms
  await expect(bar).toBeHidden();

  // Only for this visit: a new tab offers it again.
  const fresh = await page.context().newPage();
  await fresh.setViewportSize(phone);
  await fresh.goto('/');
  await fresh.evaluate(() => window.scrollTo(0, 1200));
  await expect(fresh.getByRole('complementary', { name: 'Get started' })).toBeVisible();
  await fresh.close();
});
