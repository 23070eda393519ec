import { expect, test } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { snap } from '../support/screenshots';
import { importSampleDirectory } from '../support/registry';
import { signUpAndSignIn } from '../support/sign-in';

test('a founder adds an existing company found in the MCA registry, sees its obligations and marks one done', async ({ page, request }) => {
  await importSampleDirectory(request);
  await signUpAndSignIn(page, request, 'Kavya Iyer');

  await page.goto('/compliance');
  await expect(page.getByRole('heading', { name: 'No Company Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Company' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await expect(dialog.getByRole('button', { name: /Singapore/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'India' }).click();
  await dialog.getByRole('button', { name: 'Already Registered' }).click();
  await expect(dialog.getByRole('heading', { name: 'Basic information' })).toBeVisible();

  await dialog.getByLabel('Search the MCA registry').fill('sample spice');
  await dialog.getByLabel('Search the MCA registry').press('Enter');
  await dialog.getByRole('button', { name: /SAMPLE SPICE TRADERS PRIVATE LIMITED/ }).click();
  await expect(page.getByText('Company data loaded successfully!')).toBeVisible();
  await expect(dialog.getByLabel('Company name')).toHaveValue('SAMPLE SPICE TRADERS PRIVATE LIMITED');
  await expect(dialog.getByLabel('Company name')).not.toBeEditable();
  await dialog.getByLabel('Industry').selectOption('Food & Beverage');
  await snap(page, '20-wizard-registry');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('heading', { name: 'Business type' })).toBeVisible();
  await dialog.getByLabel('Exporter').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Incorporation details' })).toBeVisible();
  await expect(dialog.getByLabel('Incorporation date')).toHaveValue('2019-06-15');
  // A company this old is asked about its incorporation-era filings ("yes" preselected); this founder is not sure.
  await expect(dialog.getByRole('radio', { name: 'Yes, all made' })).toBeChecked();
  await dialog.getByText('Not sure, ask me later').click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Business scale' })).toBeVisible();
  await dialog.getByLabel(/Annual turnover/).fill('4500000');
  await dialog.getByLabel('Number of employees').fill('12');
  await dialog.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByText('SAMPLE SPICE TRADERS PRIVATE LIMITED created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Compliance Requirements' })).toBeVisible();
  const rows = page.getByRole('button', { name: 'Mark done' });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5);
  await expect(page.getByText(/MGT-7/).first()).toBeVisible();
  await expect(page.getByText('Required').first()).toBeVisible();

  expect(await blockingAxeViolations(page)).toEqual([]);

  const score = page.getByTestId('compliance-score');
  const before = await score.innerText();
  await snap(page, '21-compliance');
  await rows.first().click();
  await expect(score).not.toHaveText(before);
  await expect(page.getByRole('button', { name: 'Reopen' }).first()).toBeVisible();
  await snap(page, '22-compliance-after-mark-done');

  // The incorporation-era filings (due in 2019) can be confirmed in one step.
  const pastFilings = page.getByRole('region', { name: /one-time filings? (was|were) due before you added this company/ });
  await expect(pastFilings).toBeVisible();
  const scoreBeforeConfirming = await score.innerText();
  await pastFilings.getByRole('button', { name: /as done/ }).click();
  await expect(page.getByText(/^Marked \d+ filings? as done$/)).toBeVisible();
  await expect(pastFilings).toBeHidden();
  await expect(score).not.toHaveText(scoreBeforeConfirming);
  await snap(page, '22b-compliance-past-filings-confirmed');

  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, '23-compliance-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('dashboard-compliance-score')).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
  await snap(page, '24-dashboard-compliance');

  // The company's details say which facts came from the MCA registry (the server decided, from the consented record).
  await page.getByTestId('company-switcher').click();
  await page.getByRole('menuitem', { name: 'Company settings' }).click();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByText('SAMPLE SPICE TRADERS PRIVATE LIMITED').last()).toBeVisible();
  expect(await page.getByTestId('from-registry').count()).toBeGreaterThanOrEqual(4);
  await snap(page, '25-company-details-registry');
});
