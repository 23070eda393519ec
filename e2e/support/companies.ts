import { expect, type Page } from './test';

/**
 * An Indian food exporter over the GST turnover, incorporated in April 2023: a plan with many purchasable and overdue
 * obligations, which the cart, Add All and the assistants' journeys need. Created through the API as the signed-in
 * founder; answers its id. `select` makes it the selected company for the next page load.
 */
export async function createFoodExporter(page: Page, name: string, { select = false } = {}): Promise<string> {
  const created = await page.request.post('/api/companies', {
    data: {
      name,
      country: 'India',
      state: 'Maharashtra',
      entity_type: 'Private Limited',
      industry: 'Food & Beverage',
      incorporation_date: '2023-04-10',
      turnover: 3_000_000,
      num_employees: 12,
      is_exporter: true,
      is_food_business: true,
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  if (select) await selectCompany(page, id);
  return id;
}

/** Makes this company the selected one for the next page load (what the company switcher stores). */
export async function selectCompany(page: Page, companyId: string): Promise<void> {
  await page.evaluate((id) => window.localStorage.setItem('selectedCompanyId', id), companyId);
}

/**
 * An Indian private company in Karnataka incorporated in April 2023 (₹25 lakh turnover, 9 employees): late one-off
 * filings, monthly returns and far-off annual ones. The body POST /api/companies takes.
 */
export function indianPrivateCompany(name: string, industry = 'Food & Beverage') {
  return {
    name,
    country: 'India',
    state: 'Karnataka',
    entity_type: 'Private Limited',
    industry,
    incorporation_date: '2023-04-10',
    turnover: 2_500_000,
    num_employees: 9,
  };
}

/** Opens the compliance page's what-if panel (folded until asked for) and waits for its facts. */
export async function openWhatIf(page: Page) {
  await page.getByRole('button', { name: 'Try a change' }).click();
  await expect(page.getByTestId('what-if-facts')).toBeVisible();
}
