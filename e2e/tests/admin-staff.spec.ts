import { expect, test, type Page, serverUrlFor } from '../support/test';
import { desktop, phone, snap } from '../support/screenshots';
import { signInAsDemoStaff } from '../support/staff';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const viewport of [desktop, phone]) {
  test(`${viewport.width} px: an admin adds a colleague, disables them (their open session ends), and the Audit tab shows both`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const suffix = `${viewport.width}-${Date.now()}`;
    const colleague = { name: `Nia Patel ${viewport.width}`, email: `nia-${suffix}@charter.test`, password: 'nia-password-1' };

    await signInAsDemoStaff(page);
    await page.getByRole('tab', { name: 'Staff' }).click();
    await expect(page.getByRole('list', { name: 'Staff accounts' }).getByText('admin@charter.local')).toBeVisible();

    await page.getByRole('button', { name: 'Add staff account' }).click();
    const create = page.getByRole('dialog', { name: 'Add staff account' });
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await create.getByLabel('Name').fill(colleague.name);
    await create.getByLabel('Email').fill(colleague.email);
    await create.getByLabel('Password').fill('short');
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(create.getByText(/at least 8 characters/i).first()).toBeVisible();
    await create.getByLabel('Password').fill(colleague.password);
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Staff account created for ${colleague.email}`)).toBeVisible();
    const row = page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: colleague.email });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Last active: Never/)).toBeVisible();
    await snap(page, `80-admin-staff-${viewport.width}`);

    // The colleague signs in in their own browser.
    const theirs = await browser.newContext({ viewport, baseURL: serverUrlFor(test.info()) });
    const colleaguePage = await theirs.newPage();
    await signIn(colleaguePage, colleague.email, colleague.password);
    await colleaguePage.waitForURL('**/admin');
    await expect(colleaguePage.getByRole('tab', { name: 'Dashboard' })).toBeVisible();

    await row.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('dialog', { name: `Disable ${colleague.name}?` });
    await expect(confirm.getByText('Their open sessions end now')).toBeVisible();
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText(`${colleague.name} can no longer sign in`)).toBeVisible();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

    // Their open page is signed out on its next request, and signing in again says why it fails.
    await colleaguePage.reload();
    await colleaguePage.waitForURL('**/admin/login');
    await signIn(colleaguePage, colleague.email, colleague.password);
    await expect(colleaguePage.getByRole('alert').filter({ hasText: 'This staff account is disabled' })).toBeVisible();
    await theirs.close();

    await page.getByRole('tab', { name: 'Audit' }).click();
    const log = page.getByRole('list', { name: 'Staff actions, newest first' });
    const disabled = log.getByRole('listitem').filter({ hasText: 'Admin · disabled' }).filter({ hasText: colleague.email }).first();
    await expect(disabled).toBeVisible();
    await expect(disabled.getByText('status: enabled → disabled')).toBeVisible();
    await expect(
      log.getByRole('listitem').filter({ hasText: 'Admin · created' }).filter({ hasText: colleague.email }).first(),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('admin.created');
    await expect(log.getByRole('listitem').filter({ hasText: 'Admin · disabled' })).toHaveCount(0);
    await expect(log.getByRole('listitem').filter({ hasText: colleague.email }).first()).toBeVisible();
    await snap(page, `81-admin-audit-${viewport.width}`);
  });
}
