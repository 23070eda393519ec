import { expect, test, type Page, serverUrlFor } from '../support/test';
import { desktop, phone, snap, snapBothWidths } from '../support/screenshots';
import { sampleCsvPath } from '../support/registry';
import { signUpAndSignIn } from '../support/sign-in';

/** From /compliance with no company yet to step 2 of the India existing-company wizard. */
async function openIndiaWizard(page: Page) {
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Create Your First Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await dialog.getByRole('button', { name: 'India' }).click();
  await dialog.getByRole('button', { name: 'Already Registered' }).click();
  await expect(dialog.getByRole('heading', { name: 'Basic information' })).toBeVisible();
  return dialog;
}

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

// One server whose directory starts empty (the fresh-directory project): the first journey needs it empty, the second fills it.
test.describe.serial('the company directory, from a fresh install', () => {
  test('an empty directory says so and the founder enters the company by hand, on a phone', async ({ page, request }) => {
    await page.setViewportSize(phone);
    await signUpAndSignIn(page, request, 'Meera Pillai');
    const dialog = await openIndiaWizard(page);

    // A plain note instead of a search box that could only answer "No companies found".
    await expect(
      dialog.getByText('The company directory has no data yet on this server — enter your company’s details below.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Search the MCA registry')).toHaveCount(0);
    await snapBothWidths(page, '60-wizard-empty-directory');
    await page.setViewportSize(phone);
    await noHorizontalScroll(page);

    await dialog.getByRole('button', { name: 'Enter details manually' }).click();
    await expect(dialog.getByLabel('Company name')).toBeFocused();
    await page.keyboard.type('Meera Handlooms Private Limited');
    await dialog.getByLabel('Entity type').selectOption('Private Limited');
    await dialog.getByRole('combobox', { name: 'State', exact: true }).selectOption('Kerala');
    await dialog.getByLabel('Industry').selectOption('Textiles & Apparel');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Business type' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Incorporation details' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Business scale' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText('Meera Handlooms Private Limited created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('an admin imports the MCA master data from the back office; then a founder’s search finds a company', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    await page.setViewportSize(desktop);
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Use demo credentials' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin');
    // The sign-in toast would cover the panel in the screenshots.
    await expect(page.getByText('Admin login successful!')).toBeHidden({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Company directory' }).click();
    await expect(page.getByTestId('directory-count')).toHaveText('0');
    await expect(page.getByText('The directory is empty')).toBeVisible();
    await snapBothWidths(page, '61-admin-directory-empty');

    await page.getByLabel('MCA master data (CSV)').setInputFiles(sampleCsvPath);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported 4 companies.' })).toHaveText(
      'Imported 4 companies. Skipped 1 row (first: line 6, no id or name).',
    );
    await expect(page.getByTestId('directory-count')).toHaveText('4');
    await snapBothWidths(page, '62-admin-directory-imported');
    await page.setViewportSize(phone);
    await noHorizontalScroll(page);

    // The founder uses a browser of their own (the admin session stays in this one).
    const founderContext = await browser.newContext({ viewport: phone, baseURL: serverUrlFor(testInfo) });
    const founder = await founderContext.newPage();
    try {
      await signUpAndSignIn(founder, request, 'Arjun Menon');
      const dialog = await openIndiaWizard(founder);
      const searchBox = dialog.getByLabel('Search the MCA registry');
      const searchButton = dialog.getByRole('button', { name: 'Search', exact: true });

      // At 375 px the box sits above its button, as wide as the card.
      await searchBox.fill('no such company zz');
      const box = (await searchBox.boundingBox())!;
      const button = (await searchButton.boundingBox())!;
      expect(button.y).toBeGreaterThanOrEqual(box.y + box.height);
      expect(box.width).toBeGreaterThan(250);

      await searchBox.press('Enter');
      await expect(dialog.getByRole('status').filter({ hasText: 'No companies found' })).toContainText(
        'No companies found. Try a different name, or enter your company’s details below.',
      );
      await snap(founder, '63-wizard-no-results-375');

      // A public company is found but not loaded: Charter does not track it, and the founder is told so.
      await searchBox.fill('sample finance');
      await searchBox.press('Enter');
      await dialog.getByRole('button', { name: /SAMPLE FINANCE LIMITED/ }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'Public limited companies are not supported yet — Charter tracks Private Limited, OPC and LLP.',
      );
      await expect(dialog.getByRole('button', { name: 'Enter details manually' })).toHaveCount(0);
      await expect(dialog.getByLabel('Company name')).toBeEditable();
      await expect(dialog.getByLabel('Company name')).toHaveValue('');
      await snap(founder, '64-wizard-public-company-375');

      await searchBox.fill('sample spice');
      await searchBox.press('Enter');
      await dialog.getByRole('button', { name: /SAMPLE SPICE TRADERS PRIVATE LIMITED/ }).click();
      await expect(founder.getByText('Company data loaded successfully!')).toBeVisible();
      await expect(dialog.getByText('Name, state and entity type are locked to the registry record.')).toBeVisible();
      await expect(dialog.getByLabel('Company name')).toHaveValue('SAMPLE SPICE TRADERS PRIVATE LIMITED');
      await expect(dialog.getByLabel('Company name')).not.toBeEditable();
      await snap(founder, '65-wizard-registry-loaded-375');
      await founder.setViewportSize(desktop);
      await snap(founder, '65-wizard-registry-loaded');
    } finally {
      await founderContext.close();
    }
  });
});
