import { expect, test } from '../support/test';
import { desktop, phone, snapWindow } from '../support/screenshots';
import { appHasTakenOver } from '../support/server-rendered';
import { signUpAndSignIn } from '../support/sign-in';
import { openWhatIf } from '../support/companies';

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: a requirement's details say why it applies, with the company's own figures`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page, request, label === '1280' ? 'Divya Iyer' : 'Kiran Shah');
    const created = await page.request.post('/api/companies', {
      data: {
        name: `Why Foods ${label} Private Limited`,
        country: 'India',
        state: 'Karnataka',
        entity_type: 'Private Limited',
        industry: 'Food & Beverage',
        incorporation_date: '2023-05-02',
        turnover: 4_500_000,
        num_employees: 22,
        past_filings: 'filed',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/compliance');
    // Drawn for the request's guessed viewport, the list takes this window's layout once the app is there.
    await appHasTakenOver(page);
    const details = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'EPF registration' }) })
      .first();
    await details.locator('summary').click();
    const why = details.getByTestId('why-this-applies');
    await expect(why).toContainText('Why this applies to you');
    await expect(why).toContainText('Because you have 22 employees (20 or more)');
    await expect(details.getByText(/Checked against the source on/)).toBeVisible();
    await why.scrollIntoViewIfNeeded();
    await snapWindow(page, `75-why-this-applies-${label}`);

    // A year ahead: the date is in the address and nothing can be marked done there.
    const nextYear = `${new Date().getFullYear() + 1}-${String(new Date().getMonth() + 1).padStart(2, '0')}-15`;
    await page.getByLabel('Show obligations as of').fill(nextYear);
    await expect(page).toHaveURL(new RegExp(`as_of=${nextYear}`));
    await expect(page.getByText(/Showing the obligations and the score as they will stand on this date/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to today' }).click();
    await expect(page).not.toHaveURL(/as_of=/);

    // What if the company had 8 employees? ESIC and EPF would no longer apply; Apply saves it.
    await openWhatIf(page);
    await page.getByLabel('Employees').fill('8');
    await page.getByRole('button', { name: 'See what changes' }).click();
    const result = page.getByTestId('what-if-result');
    await expect(result.getByRole('heading', { name: /Would no longer apply/ })).toBeVisible();
    await expect(result).toContainText('ESIC registration');
    await result.scrollIntoViewIfNeeded();
    await snapWindow(page, `76-what-if-${label}`);
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(page.getByText('Saved: your obligations are updated')).toBeVisible();
    await expect(page.locator('summary', { hasText: 'EPF registration' })).toHaveCount(0);
  });
}

test('an unknown fact that decides an obligation is answered in place', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Meena Rao');
  const created = await page.request.post('/api/companies', {
    data: {
      name: 'Unknown Staff Private Limited',
      country: 'India',
      state: 'Kerala',
      entity_type: 'Private Limited',
      industry: 'Consulting',
      incorporation_date: '2024-04-02',
      turnover: 1_500_000,
      past_filings: 'filed',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/compliance');
  await appHasTakenOver(page);
  const details = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'ESIC registration' }) })
    .first();
  await details.locator('summary').click();
  await details.getByLabel('Employees').fill('12');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: your obligations are updated')).toBeVisible();
  const esic = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'ESIC registration' }) })
    .first();
  await esic.locator('summary').click();
  await expect(esic.getByTestId('why-this-applies')).toContainText('Because you have 12 employees (10 or more)');
});
