import { expect, test } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { codeIn, waitForMail } from '../support/mailbox';
import { paidServiceOrder } from '../support/orders';
import { loginCodeCooldownSeconds } from '../support/env';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { staffPage } from '../support/staff';

const DISABLED = 'This account has been disabled. Please contact support.';

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: the dashboard charts the last 30 days; an admin finds a founder, disables them (signed out at once) and enables them again`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Nandini Kulkarni' : 'Tomas Okafor';
    const email = await signUpAndSignIn(page, request, founder);
    const signedInAt = Date.now();
    const companyName = `${founder.split(' ')[1]} Analytics Private Limited`;
    await paidServiceOrder(page, companyName);

    // Staff, in their own browser session.
    const staff = await staffPage(browser, viewport);

    // Dashboard: live figures and the last 30 days as bar charts (with their figures for screen readers).
    await expect(staff.getByText('Active services')).toBeVisible();
    const signups = staff.getByRole('img', { name: /^Sign-ups per day, .*: \d+ in total/ });
    await expect(signups).toBeVisible();
    await expect(staff.getByRole('img', { name: /^Orders per day, / })).toBeVisible();
    // One bar per day, each carrying its day and figure (the chart library adds rects of its own, e.g. its clip path).
    await expect(signups.locator('rect[data-date]')).toHaveCount(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(Number(await signups.locator(`rect[data-date="${today}"]`).getAttribute('data-value'))).toBeGreaterThanOrEqual(1);
    await expect(staff.getByRole('table', { name: 'Sign-ups per day (UTC days)' })).toBeAttached();
    const ordersToday = staff.getByRole('img', { name: /^Orders per day, / }).locator(`rect[data-date="${today}"]`);
    expect(Number(await ordersToday.getAttribute('data-value'))).toBeGreaterThanOrEqual(1);
    // The paid GST registration is INR revenue, shown in its own currency.
    await expect(staff.getByTestId('revenue-by-currency')).toContainText('₹');
    expect(await blockingAxeViolations(staff)).toEqual([]);
    await snap(staff, `adm-users-01-dashboard-${label}`);

    // Users: find the founder by email.
    await staff.getByRole('tab', { name: 'Users' }).click();
    await expect(staff.getByTestId('user-stats')).toBeVisible();
    await staff.getByLabel('Search').fill(email);
    const row = staff.getByTestId('admin-user-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(staff.getByTestId('admin-user-row')).toHaveCount(1);
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('Founder')).toBeVisible();
    expect(await blockingAxeViolations(staff)).toEqual([]);
    await snap(staff, `adm-users-02-list-${label}`);

    await row.getByRole('button', { name: `View ${founder}` }).click();
    const dialog = staff.getByRole('dialog', { name: founder });
    await expect(dialog.getByText('Last sign-in')).toBeVisible();
    const company = dialog.getByRole('listitem').filter({ hasText: companyName }).first();
    await expect(company.getByText('owner')).toBeVisible();
    await expect(dialog.getByText('Payment paid')).toBeVisible();
    await expect(dialog.getByText('I am Founder')).toBeVisible();
    await dialog.getByRole('button', { name: 'Disable user' }).click();
    await expect(dialog.getByText(`Disable ${founder}? Every session of theirs ends at once`)).toBeVisible();
    await snap(staff, `adm-users-03-confirm-disable-${label}`);
    await dialog.getByRole('button', { name: 'Yes, disable' }).click();
    await expect(staff.getByText(`${founder} is disabled and signed out everywhere.`)).toBeVisible();
    await expect(dialog.getByText('Disabled', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enable user' })).toBeVisible();
    await snap(staff, `adm-users-04-disabled-${label}`);

    // The founder's open page: its next call answers 401, and they are signed out. That call may come before the click
    // (the page's own refresh, or opening the phone's menu): the founder lands signed out either way.
    const signedOut = page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    const nextCall = async () => {
      if (label === '375') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    };
    await Promise.race([nextCall().catch(() => signedOut), signedOut]);
    await signedOut;
    // And they cannot sign in while disabled.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Login Code' }).click();
    await expect(page.getByText(DISABLED).first()).toBeVisible();
    await expect(page.getByText('Please verify your email first')).toHaveCount(0);
    await snap(page, `adm-users-05-founder-refused-${label}`);

    // Staff enable them again.
    await dialog.getByRole('button', { name: 'Enable user' }).click();
    await dialog.getByRole('button', { name: 'Yes, enable' }).click();
    await expect(staff.getByText(`${founder} can sign in again.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Disable user' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Active')).toBeVisible();
    await snap(staff, `adm-users-06-enabled-${label}`);

    // The founder signs in again (once the cool-down between login codes has passed since their last one).
    await page.waitForTimeout(Math.max(0, signedInAt + loginCodeCooldownSeconds * 1000 + 500 - Date.now()));
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Login Code' }).click();
    await page.getByRole('dialog', { name: 'Email Sent!' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Login code').fill(codeIn(await waitForMail(request, email, /login code/i, { atLeast: 2 })));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await staff.context().close();
  });
}
