import { expect, test, type Page } from '../support/test';
import { desktop, phone, snapBothWidths, snapWindow } from '../support/screenshots';
import { appHasTakenOver } from '../support/server-rendered';
import { signUpAndSignIn } from '../support/sign-in';

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const customTitle = `Export realisation statement ${Date.now().toString(36)}`;

test('an admin deactivates a statutory rule and adds a custom one; a matching founder sees both changes and is told', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // The founder: an Indian exporter with 25 employees (EPF contributions apply).
  await page.setViewportSize(phone);
  await signUpAndSignIn(page, request, 'Farah Exporter');
  const created = await page.request.post('/api/companies', {
    data: {
      name: 'Farah Exports Private Limited',
      country: 'India',
      state: 'Gujarat',
      entity_type: 'Private Limited',
      industry: 'Textiles & Apparel',
      incorporation_date: '2023-05-10',
      num_employees: 25,
      is_exporter: true,
    },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  await page.goto('/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance Requirements' })).toBeVisible();
  await expect(page.getByText('EPF contribution and ECR').first()).toBeVisible();
  await expect(page.getByText(customTitle)).toHaveCount(0);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: desktop });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/login');
  await admin.getByRole('button', { name: 'Use demo credentials' }).click();
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL('**/admin');
  await expect(admin.getByText('Admin login successful!')).toBeHidden({ timeout: 15_000 });
  await admin.getByRole('tab', { name: 'Compliance' }).click();
  await expect(admin.getByRole('heading', { name: 'Compliance rules' })).toBeVisible();
  await expect(admin.getByText(/^Showing 30 of \d+ rules$/)).toBeVisible();
  await snapBothWidths(admin, '70-admin-compliance-rules');
  await admin.setViewportSize(phone);
  await noHorizontalScroll(admin);
  await admin.setViewportSize(desktop);

  // (a) Deactivate EPF contributions.
  await admin.getByLabel('Search rules').fill('EPF contribution');
  const epfRow = admin.getByTestId('compliance-rule-row').filter({ hasText: 'EPF contribution and ECR' });
  await expect(epfRow).toHaveCount(1);
  await expect(epfRow).toContainText('IN-LAB-02');
  await epfRow.getByRole('button', { name: 'Edit EPF contribution and ECR' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit IN-LAB-02' });
  await expect(edit.getByLabel('Title')).toHaveValue('EPF contribution and ECR');
  await edit.getByRole('switch', { name: /Active/ }).uncheck();
  await snapBothWidths(admin, '71-admin-compliance-statutory-dialog', { fullPage: false });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Compliance rule updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(epfRow).toContainText('Inactive');
  await expect(epfRow).toContainText('Edited');

  // (b) A custom rule for Indian exporters, due each 30 June after the financial year.
  await admin.getByLabel('Search rules').fill('');
  await admin.getByRole('button', { name: 'New custom rule' }).click();
  const form = admin.getByRole('dialog', { name: 'New custom rule' });
  // An unknown-fact mistake is named before anything is sent.
  await form.getByRole('radio', { name: 'JSON (nested conditions)' }).check();
  await form.getByLabel('Condition as JSON').fill('{"all": [{"field": "revenue", "op": ">", "value": 1}]}');
  await form.getByLabel('Title', { exact: true }).fill(customTitle);
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByRole('alert')).toContainText('applies_when.all.0.field: Unknown fact "revenue"');

  await form.getByRole('radio', { name: 'Only when…' }).check();
  await form.getByLabel('Test 1: fact').selectOption('is_exporter');
  await form.getByLabel('Test 1: operator').selectOption('==');
  await form.getByLabel('Test 1: value').selectOption('true');
  await form.getByLabel('Description').fill('A yearly statement of export proceeds realised, for the bank.');
  await form.getByLabel('Category').selectOption('Regulatory');
  await form.getByLabel('Impact level').selectOption('high');
  await form.getByLabel('Kind').selectOption('schedule');
  await snapBothWidths(admin, '72-admin-compliance-custom-dialog', { fullPage: false });
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(admin.getByText('Compliance rule added')).toBeVisible();
  await expect(form).toBeHidden();
  await admin.getByLabel('Kind').selectOption('custom');
  const customRow = admin.getByTestId('compliance-rule-row').filter({ hasText: customTitle });
  await expect(customRow).toContainText('Custom rule');
  await expect(customRow).toContainText('Yearly: 1 date each April–March year');
  await snapBothWidths(admin, '73-admin-compliance-custom-listed');

  // The founder's plan follows once the re-plan job has run (it is not part of the admin's request).
  await expect(async () => {
    await page.reload();
    // The server draws the page first (issue 14); what is read and scrolled to here is the app's.
    await appHasTakenOver(page);
    await expect(page.getByText(customTitle).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('EPF contribution and ECR')).toHaveCount(0);
  await page.getByText(customTitle).first().scrollIntoViewIfNeeded();
  await snapWindow(page, '74-founder-compliance-after-rule-change-375');
  await page.setViewportSize(desktop);
  await page.getByText(customTitle).first().scrollIntoViewIfNeeded();
  await snapWindow(page, '74-founder-compliance-after-rule-change');

  // And the company's activity says what changed for it.
  await page.goto(`/companies/${companyId}/settings`);
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText(`${customTitle} added, due 30 Jun 2027`);
  await expect(activity).toContainText('EPF contribution and ECR no longer applies');
  await expect(activity).toContainText('Charter withdrew this rule. Filings already completed stay in your history.');
  await snapBothWidths(page, '75-founder-activity-rule-changes');
  await page.setViewportSize(phone);
  await noHorizontalScroll(page);

  // Deleting the custom rule asks first.
  await customRow.getByRole('button', { name: `Delete ${customTitle}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Delete ${customTitle}?` });
  await confirm.getByRole('button', { name: 'Delete rule' }).click();
  await expect(admin.getByText('Compliance rule deleted')).toBeVisible();
  await expect(customRow).toHaveCount(0);

  // Re-activated, EPF contributions are planned again (and later journeys on this server see the catalogue as shipped).
  await admin.getByLabel('Kind').selectOption('');
  await admin.getByLabel('Search rules').fill('EPF contribution');
  await epfRow.getByRole('button', { name: 'Edit EPF contribution and ECR' }).click();
  await edit.getByRole('switch', { name: /Active/ }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Compliance rule updated')).toBeVisible();
  await expect(epfRow).toContainText('Active');
  await expect(epfRow).not.toContainText('Edited');
  await adminContext.close();
});
