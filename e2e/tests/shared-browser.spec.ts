import { expect, test } from '../support/test';
import { appHasTakenOver } from '../support/server-rendered';
import { signUpAndSignIn } from '../support/sign-in';

test('on a shared browser, the next user sees nothing the previous one left behind', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'Anita First');
  const created = await page.request.post('/api/companies', {
    data: { name: 'First User Foods Private Limited', country: 'India', state: 'Goa', entity_type: 'Private Limited', industry: 'Retail' },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  await page.goto('/compliance');
  await expect(page.getByTestId('company-switcher')).toContainText('First User Foods');
  await appHasTakenOver(page);
  expect(await page.evaluate(() => localStorage.getItem('selectedCompanyId'))).toBe(companyId);

  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => [localStorage.getItem('selectedCompanyId'), localStorage.getItem('businessInfo')])).toEqual([
    null,
    null,
  ]);

  await signUpAndSignIn(page, request, 'Bilal Second');
  await page.goto('/compliance');
  await expect(page.getByRole('heading', { name: 'No Company Yet' })).toBeVisible();
  await expect(page.getByTestId('company-switcher')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedCompanyId'))).toBeNull();
});
