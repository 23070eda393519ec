import { expect, test } from '../support/test';
import { desktop, snapBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { indianPrivateCompany } from '../support/companies';

const company = indianPrivateCompany('Keyed Ledgers Private Limited', 'Technology');

test('an owner creates an API key, calls the API with it from outside the browser, sees the call, and revokes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndSignIn(page, request, 'Kiran Owner');
  const created = await page.request.post('/api/companies', { data: company });
  expect(created.status()).toBe(201);
  const { id: companyId } = (await created.json()) as { id: string };

  await page.goto(`/companies/${companyId}/settings`);
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Give the key a name')).toBeVisible();
  await expect(page.getByText('Choose at least one scope')).toBeVisible();

  await page.getByLabel('Key name').fill('Accounting ERP');
  await page.getByRole('checkbox', { name: /Read obligations/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretField = page.getByLabel('New API key');
  await expect(secretField).toHaveValue(/^chk_/);
  const secret = await secretField.inputValue();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const keys = page.getByRole('list', { name: 'API keys' });
  await expect(keys).toContainText('Accounting ERP');
  await expect(keys).toContainText('Never used');
  await snapBothWidths(page, '80-api-key-created');

  // The `request` fixture carries no browser cookie: the key alone authenticates, as from a finance team's script.
  const obligations = await request.get(`/api/companies/${companyId}/compliance`, { headers: { authorization: `Bearer ${secret}` } });
  expect(obligations.status()).toBe(200);
  expect(((await obligations.json()) as { requirements: unknown[] }).requirements.length).toBeGreaterThan(0);
  const outOfScope = await request.get(`/api/companies/${companyId}/members`, { headers: { authorization: `Bearer ${secret}` } });
  expect(outOfScope.status()).toBe(403);

  // The secret is gone once acknowledged; the list shows the call.
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretField).toHaveCount(0);
  await page.reload();
  await expect(keys).toContainText(/Last used .* from /);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('API key “Accounting ERP” (Kiran Owner) called GET /api/companies/:id/compliance (200)')).toBeVisible();

  await page.getByRole('tab', { name: 'API keys' }).click();
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await expect(keys).toContainText('Revoked');
  await expect(page.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(0);
  const refused = await request.get(`/api/companies/${companyId}/compliance`, { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await snapBothWidths(page, '81-api-key-revoked');
});
