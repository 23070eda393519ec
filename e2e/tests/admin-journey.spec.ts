import { expect, test } from '../support/test';
import { snap } from '../support/screenshots';

test('an admin signs in with the demo credentials, sees the statistics and logs out', async ({ page }) => {
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');

  await page.getByLabel('Email').fill('admin@charter.local');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid admin credentials' })).toBeVisible();

  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await snap(page, '10-admin-login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  for (const tab of ['Users', 'Services', 'Compliance', 'Logic Builder', 'Orders']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByText('Compliance rules')).toBeVisible();
  await snap(page, '11-admin-dashboard');

  await page.getByTestId('admin-logout').click();
  await page.waitForURL('**/admin/login');
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
});
