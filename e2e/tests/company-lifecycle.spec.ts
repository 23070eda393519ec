import { expect, test, type Page } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await blockingAxeViolations(page)).toEqual([]);
}

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: an old company opens with a truthful score, survives a reload mid-wizard, cannot be added twice, is edited and archived`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Meera Nair' : 'Arjun Rao';
    await signUpAndSignIn(page, request, founder);
    const companyName = `${founder.split(' ')[1]} Handlooms Private Limited`;

    // The wizard, typed by hand; a reload on step 3 keeps everything typed.
    await page.goto('/compliance');
    await page.getByRole('button', { name: 'Create Your First Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    await dialog.getByRole('button', { name: 'India' }).click();
    await dialog.getByRole('button', { name: 'Already Registered' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please fill all required fields')).toBeVisible();
    await dialog.getByLabel('Company name').fill(companyName);
    await dialog.getByLabel('Entity type').selectOption('Private Limited');
    await dialog.getByLabel('State').selectOption('Kerala');
    await dialog.getByLabel('Industry').selectOption('Textiles & Apparel');
    // The message goes as the fields are filled, not on the next click.
    await expect(dialog.getByText('Please fill all required fields')).toBeHidden();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Business type' })).toBeVisible();
    await dialog.getByLabel('Exporter').check();

    await page.reload();
    await expect(dialog.getByRole('heading', { name: 'Business type' })).toBeVisible();
    await expect(dialog.getByLabel('Exporter')).toBeChecked();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Company name')).toHaveValue(companyName);
    await expect(dialog.getByLabel('State')).toHaveValue('Kerala');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Incorporated in 2018: asked about the filings due back then, "yes" preselected.
    await expect(dialog.getByRole('heading', { name: 'Incorporation details' })).toBeVisible();
    await expect(dialog.getByTestId('past-filings-question')).toBeHidden();
    await dialog.getByLabel('Incorporation date').fill('2018-03-12');
    await expect(dialog.getByTestId('past-filings-question')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Yes, all made' })).toBeChecked();
    await snap(page, `30-wizard-past-filings-${label}`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Number of employees').fill('14');
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await expect(dialog).toBeHidden();

    // The dashboard opens without the incorporation-era filings at the top and without the question.
    await page.goto('/dashboard');
    const score = page.getByTestId('dashboard-compliance-score');
    await expect(score).toBeVisible();
    await expect(page.getByText(/first auditor/i)).toHaveCount(0);
    await expect(page.getByText(/days overdue/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: /due before you added this company/ })).toHaveCount(0);
    expect(Number.parseInt(await score.innerText(), 10)).toBeGreaterThanOrEqual(80);
    await snap(page, `31-dashboard-old-company-${label}`);

    // The same company again: refused, with a way to open the one that exists.
    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: /Add company/i }).click();
    await dialog.getByRole('button', { name: 'India' }).click();
    await dialog.getByRole('button', { name: 'Already Registered' }).click();
    await dialog.getByLabel('Company name').fill(companyName.toUpperCase());
    await dialog.getByLabel('Entity type').selectOption('Private Limited');
    await dialog.getByLabel('State').selectOption('Kerala');
    await dialog.getByLabel('Industry').selectOption('Textiles & Apparel');
    // Said at step 2 already, from the founder's own list (the server refuses it as well: see the API tests).
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(`You have already added ${companyName}. Open it instead of adding it twice.`)).toBeVisible();
    await snap(page, `32-duplicate-refused-${label}`);
    await dialog.getByRole('button', { name: 'Open the existing company' }).click();
    await expect(dialog).toBeHidden();

    // Company settings → Details: edit a fact; the page says what that did to the obligations.
    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: 'Company settings' }).click();
    await page.getByRole('tab', { name: 'Details' }).click();
    const details = page.getByRole('form', { name: 'Company details' });
    await expect(details.getByLabel('Legal name')).toHaveValue(companyName);
    await details.getByLabel('Number of employees').fill('25');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('profile-saved')).toContainText('Saved 1 change');
    await expect(page.getByTestId('profile-saved')).toContainText(/Now applies:|stay the same/);
    await expectNoSeriousAxeViolations(page);
    await snap(page, `33-company-details-saved-${label}`);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText(/changed Employees from 14 to 25/)).toBeVisible();

    // Archive: confirmed by typing the name; the company leaves the switcher.
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Archive company' }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${companyName}?` });
    await expect(confirm.getByRole('button', { name: 'Archive company' })).toBeDisabled();
    await confirm.getByLabel('Company name').fill(companyName.toLowerCase());
    await snap(page, `34-archive-confirm-${label}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Archive company' }).click();
    await expect(page.getByText(`${companyName} was archived`)).toBeVisible();
    await page.waitForURL('**/dashboard');
    // It was the founder's only company: the switcher goes and the dashboard offers to add one.
    await expect(page.getByTestId('company-switcher')).toHaveCount(0);
    await expect(page.getByText(companyName)).toHaveCount(0);
    await snap(page, `35-after-archive-${label}`);
  });
}
