import { expect, test, type Browser, type Page } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { staffPage } from '../support/staff';

async function servicesTab(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const staff = await staffPage(browser, viewport);
  await staff.getByRole('tab', { name: 'Services' }).click();
  await expect(staff.getByText(/^\d+ services$/)).toBeVisible();
  return staff;
}

/** What a founder finds on /products when searching for a name. */
async function searchProducts(page: Page, name: string) {
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
}

/** Issue 12 §2 Services: staff add a service, a founder finds it on /products; deleted, it is gone. At 1280 and 375 px. */
for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: an admin adds a service, a founder finds it on /products, the admin deletes it and it is gone`, async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers, a founder's sign-up and a dozen saves: longer than the default minute on a shared machine.
    test.setTimeout(180_000);
    const name = `Export Promotion Council Membership ${label}`;
    const staff = await servicesTab(browser, viewport);
    await snap(staff, `130-admin-services-${label}`, { fullPage: false });

    // The form checks what the server checks, with the messages under each field.
    await staff.getByRole('button', { name: 'Add service' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add service' });
    await expect(dialog.getByLabel('Country')).toHaveValue('India');
    await expect(dialog.getByLabel('Category')).toHaveValue('Tax');
    await expect(dialog.getByLabel('Currency')).toHaveValue('INR');
    await expect(dialog.getByLabel('Status')).toHaveValue('active');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(dialog.getByText('Name must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Enter the professional fee')).toBeVisible();
    await expect(dialog.getByText('Processing time is required')).toBeVisible();

    await dialog.getByLabel('Name').fill(name);
    await dialog
      .getByLabel('Description')
      .fill('Registration-cum-membership certificate from the export promotion council for your products.');
    await dialog.getByLabel('Country').selectOption('UK');
    // The currency follows the country; one that does not match is refused.
    await expect(dialog.getByLabel('Currency')).toHaveValue('GBP');
    await dialog.getByLabel('Currency').selectOption('INR');
    await dialog.getByLabel('Category').selectOption('Corporate');
    await dialog.getByLabel('Professional fee (INR)').fill('-5');
    await dialog.getByLabel('Processing time').fill('5–7 working days');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(dialog.getByText('UK services are priced in GBP')).toBeVisible();
    await expect(dialog.getByText('Enter an amount like 4999 or 4999.50')).toBeVisible();
    await snap(staff, `131-admin-service-form-errors-${label}`, { fullPage: false });

    await dialog.getByLabel('Currency').selectOption('GBP');
    await dialog.getByLabel('Professional fee (GBP)').fill('250');
    await dialog.getByLabel('Tax (% of the professional fee)').fill('20');
    await expect(dialog.getByText('£305')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(staff.getByText('Service added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = staff.getByTestId('admin-service-row').filter({ hasText: name });
    await expect(row).toContainText('£305');
    await expect(row).toContainText('Active');
    expect(await blockingAxeViolations(staff)).toEqual([]);
    await snap(staff, `132-admin-service-added-${label}`, { fullPage: false });

    // A founder finds it on /products at once, at its price.
    await signUpAndSignIn(page, request, label === '1280' ? 'Kavya Menon' : 'Rohan Iyer');
    await searchProducts(page, name);
    await expect(page.getByRole('region', { name: 'UK Corporate' }).getByText(name)).toBeVisible();
    await expect(page.getByRole('region', { name: 'UK Corporate' })).toContainText('£305');
    await snap(page, `133-products-new-service-${label}`, { fullPage: false });

    // Edited, the founder sees the new price.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit service' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Professional fee (GBP)').fill('300');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByText('Service updated successfully')).toBeVisible();
    await expect(row).toContainText('£366');
    await searchProducts(page, name);
    await expect(page.getByRole('region', { name: 'UK Corporate' })).toContainText('£366');

    // Deleted after confirming: no order names it, so it is gone for good, from the list and from /products.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = staff.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText('No order names it, so it is deleted for good.');
    await snap(staff, `134-admin-service-delete-confirm-${label}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete service' }).click();
    await expect(staff.getByText('Service deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    await searchProducts(page, name);
    await expect(page.getByText(`No services match “${name}”.`)).toBeVisible();

    // A seeded service is archived rather than deleted (a restart does not bring it back), and can be restored.
    const seeded = 'UK Business Bank Account Assistance';
    await staff.getByRole('searchbox', { name: 'Search' }).fill(seeded);
    const seededRow = staff.getByTestId('admin-service-row').filter({ hasText: seeded });
    await expect(staff.getByTestId('admin-service-row')).toHaveCount(1);
    await seededRow.getByRole('button', { name: `Delete ${seeded}` }).click();
    await staff
      .getByRole('alertdialog', { name: `Delete ${seeded}?` })
      .getByRole('button', { name: 'Archive service' })
      .click();
    await expect(staff.getByText('Service archived')).toBeVisible();
    await expect(seededRow).toContainText('Archived');
    await searchProducts(page, seeded);
    await expect(page.getByText(`No services match “${seeded}”.`)).toBeVisible();
    expect(await blockingAxeViolations(staff)).toEqual([]);
    await snap(staff, `135-admin-service-archived-${label}`, { fullPage: false });
    await seededRow.getByRole('button', { name: `Restore ${seeded}` }).click();
    await expect(staff.getByText('Service restored')).toBeVisible();
    await expect(seededRow).toContainText('Active');
    await searchProducts(page, seeded);
    await expect(page.getByRole('region', { name: 'UK Banking' }).getByText(seeded)).toBeVisible();
    await staff.context().close();
  });
}
