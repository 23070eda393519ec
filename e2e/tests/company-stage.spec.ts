import { expect, test } from '../support/test';
import { desktop, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { openWhatIf } from '../support/companies';
import { staffPage } from '../support/staff';

// Issue 28 §2/§3: exclusive obligations settled by one question, the forming stage until staff record the
// incorporation, and what-if without dead ends.

test('the MGT-7 / MGT-7A question is asked once, and the answer changes the list', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Asha Kulkarni');
  const created = await page.request.post('/api/companies', {
    data: {
      name: 'Unsized Works Private Limited',
      country: 'India',
      state: 'Karnataka',
      entity_type: 'Private Limited',
      industry: 'Consulting',
      incorporation_date: '2024-04-02',
      past_filings: 'filed',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/compliance');
  const questions = page.getByTestId('open-question');
  const small = questions.filter({ hasText: 'Is the company a small company?' });
  await expect(small).toHaveCount(1);
  await expect(small).toContainText('MGT-7A');
  await expect(page.getByText('MGT-7A annual return (small company)').first()).toBeVisible();
  await expect(page.getByText('Assumed').first()).toBeVisible();
  await snap(page, '150-compliance-open-question');

  await small.getByRole('button', { name: 'No' }).click();
  await expect(page.getByText('Saved: your obligations are updated')).toBeVisible();
  await expect(questions.filter({ hasText: 'Is the company a small company?' })).toHaveCount(0);
  await expect(page.getByText('MGT-7 annual return', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('MGT-7A annual return (small company)')).toHaveCount(0);
  await snap(page, '151-compliance-question-answered');
});

test('what if: unticking the food business shows what changes, with no raw error', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Dev Shetty');
  const created = await page.request.post('/api/companies', {
    data: {
      name: 'Dairy Lane Private Limited',
      country: 'India',
      state: 'Karnataka',
      entity_type: 'Private Limited',
      industry: 'Food & Beverage',
      incorporation_date: '2024-04-02',
      turnover: 3_000_000,
      is_food_business: true,
      has_manufacturing: true,
      past_filings: 'filed',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/compliance');
  await openWhatIf(page);
  await page.getByLabel('Food business').uncheck();
  await page.getByRole('button', { name: 'See what changes' }).click();
  const result = page.getByTestId('what-if-result');
  await expect(result).toContainText('Would no longer apply');
  await expect(result).toContainText('FSSAI half-yearly return (Form D-2)');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await snap(page, '152-what-if-food-unticked');
});

test('a forming company shows its formation steps and what follows incorporation; staff record the date and the full calendar starts', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Nikhil Bose');
  // The formation order as the India wizard creates it (Delhi, ₹1 lakh capital, two resident directors who subscribe
  // the memorandum), at the total the server quotes, paid in the sandbox popup.
  const formation = {
    service_type: 'incorporation',
    entity_type: 'Private Limited',
    company_name: 'Bose Forming Private Limited',
    state: 'Delhi',
    authorized_capital: 1,
    directors: [1, 2].map((i) => ({
      name: `Director ${i}`,
      phone: `+91 98765 4321${i}`,
      email: `director${i}@example.com`,
      resident_in_india: true,
    })),
    subscribers: [1, 2].map((i) => ({ name: `Director ${i}`, shares: 5_000 })),
  };
  const quote = await page.request.post('/api/incorporation/quote', { data: formation });
  expect(quote.status(), await quote.text()).toBe(200);
  const { total_amount } = (await quote.json()) as { total_amount: number };
  const created = await page.request.post('/api/incorporation/create', { data: { ...formation, currency: 'INR', total_amount } });
  expect(created.status(), await created.text()).toBe(200);
  const orderId = ((await created.json()) as { order_id: string }).order_id;
  await page.goto(`/pay/${orderId}`);
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const orderNumber = ((await (await page.request.get(`/api/orders/${orderId}`)).json()) as { order: { order_number: string } }).order
    .order_number;

  await page.goto('/compliance');
  await expect(page.getByTestId('forming-stage')).toContainText('Bose Forming Private Limited is being formed');
  await expect(page.getByTestId('compliance-score')).toHaveText('Not yet incorporated');
  await expect(page.getByText('INC-20A declaration for commencement of business').first()).toBeVisible();
  await expect(page.getByText('After incorporation').first()).toBeVisible();
  await expect(page.getByText('Annual general meeting (AGM)')).toHaveCount(0);
  await snap(page, '153-compliance-forming');
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-compliance-score')).toHaveText('Not yet incorporated');

  const staff = await staffPage(browser, desktop);
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await staff.getByLabel('Order number or customer email').fill(orderNumber);
  await staff.getByRole('search', { name: 'Orders' }).getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('button', { name: `Open order ${orderNumber}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByText('is being formed')).toBeVisible();
  await dialog.getByLabel('Incorporation date').fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Record incorporation' }).click();
  await expect(staff.getByText(/Incorporation recorded/)).toBeVisible();
  await snap(staff, '155-admin-incorporation-recorded', { fullPage: false });
  await staff.context().close();

  await page.goto('/compliance');
  await expect(page.getByTestId('forming-stage')).toHaveCount(0);
  await expect(page.getByTestId('compliance-score')).toHaveText(/%$/);
  await expect(page.getByText('Annual general meeting (AGM)').first()).toBeVisible();
  await snap(page, '154-compliance-incorporated');
});
