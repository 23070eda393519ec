import { expect, test } from '../support/test';
import { loginCodeCooldownSeconds } from '../support/env';
import { codeIn, waitForMail } from '../support/mailbox';
import { paidServiceOrder } from '../support/orders';
import { desktop, snapBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

test('a founder asks to delete the account, sees the date and what the law keeps, is signed out, signs in again and cancels', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  const email = await signUpAndSignIn(page, request, 'Dalia Deleter');
  // A paid order: its invoice is a record the law keeps.
  await paidServiceOrder(page, 'Dalia Deleter Ventures Private Limited');

  await page.goto('/settings');
  const zone = page.locator('#delete-account');
  await expect(zone.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  await expect(zone).toContainText(/If you ask now, it is deleted on \d{1,2} \w+ \d{4}\./);
  await expect(zone).toContainText('Deleted with it, as you are their only member: Dalia Deleter Ventures Private Limited.');
  // The invoice of the order, kept until the end of the eighth financial year after its own (India).
  const retention = zone.getByTestId('retention');
  await expect(retention).toContainText(/Invoice \S+ of \d{1,2} \w+ \d{4} — kept until 31 March 20\d\d/);
  await expect(retention).toContainText('Companies Act 2013, section 128(5)');
  await snapBothWidths(page, '90-account-deletion');

  const confirm = zone.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await zone.getByLabel('Type your email address to confirm').fill(email);
  await confirm.click();
  // Every session ends, this one too: the screen says when, and how to cancel.
  await expect(zone.getByRole('status')).toContainText(/Your account will be deleted on \d{1,2} \w+ \d{4}\. You are signed out everywhere/);
  await snapBothWidths(page, '91-account-deletion-asked');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await zone.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login/);
  const scheduled = await waitForMail(request, email, /will be deleted on/);
  expect(scheduled.subject).toMatch(/^Your Charter account will be deleted on \d{1,2} \w+ \d{4}$/);

  // Signing in during the grace period works; the settings show the scheduled deletion with a cancel button.
  await page.waitForTimeout(loginCodeCooldownSeconds * 1000 + 500);
  expect((await page.request.post('/api/auth/login-email', { data: { email } })).ok()).toBe(true);
  const otp = codeIn(await waitForMail(request, email, /login code/i, { atLeast: 2 }));
  expect((await page.request.post('/api/auth/verify-otp', { data: { email, otp } })).ok()).toBe(true);
  await page.goto('/settings');
  await expect(zone.getByRole('status')).toContainText(/Your account is scheduled for deletion on \d{1,2} \w+ \d{4}\./);
  await snapBothWidths(page, '92-account-deletion-scheduled');
  await zone.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(page.getByText('The deletion was cancelled. Your account stays.')).toBeVisible();
  await expect(zone.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await waitForMail(request, email, /was cancelled/);
});

test('an owner schedules the company’s deletion from its settings, sees the date, and cancels it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Omar Owner');
  const name = 'Closing Down Traders Private Limited';
  const created = await page.request.post('/api/companies', {
    data: { name, country: 'India', state: 'Karnataka', entity_type: 'Private Limited', industry: 'Technology' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/companies/${id}/settings?tab=details`);
  const zone = page.locator('#delete-company');
  await expect(zone.getByRole('heading', { name: 'Delete this company' })).toBeVisible();
  await expect(zone).toContainText(/If you ask now, it is deleted on \d{1,2} \w+ \d{4}\./);
  await expect(zone.getByTestId('retention')).toContainText('There are no invoices or payments to keep');
  await zone.getByLabel('Type the company name to confirm').fill(name.toLowerCase());
  await zone.getByRole('button', { name: 'Delete this company' }).click();
  await expect(zone.getByRole('status')).toContainText(new RegExp(`${name} is scheduled for deletion on \\d{1,2} \\w+ \\d{4}\\.`));
  await snapBothWidths(page, '93-company-deletion-scheduled');
  await zone.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(page.getByText('The deletion was cancelled. The company stays.')).toBeVisible();
  await expect(zone.getByRole('button', { name: 'Delete this company' })).toBeVisible();
});
