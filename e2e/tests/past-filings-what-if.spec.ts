import { expect, test, type Page } from '../support/test';
import { snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { openWhatIf } from '../support/companies';

// Issue 28 §2–3: an existing company's past one-time filings are assumed done visibly and can be changed one by one;
// what-if has a control for every fact of the profile, and none of them ends in a raw error.

const wide = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };

async function addCompany(page: Page, data: Record<string, unknown>): Promise<string> {
  const created = await page.request.post('/api/companies', { data });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('adding an existing company shows its past filings as assumed done; "Not filed yet" makes one overdue with its late fee', async ({
  page,
  request,
}) => {
  await page.setViewportSize(wide);
  await signUpAndSignIn(page, request, 'Meera Pillai');
  await addCompany(page, {
    name: 'Old Mill Private Limited',
    country: 'India',
    state: 'Karnataka',
    entity_type: 'Private Limited',
    industry: 'Textiles',
    incorporation_date: '2019-04-01',
    turnover: 8_000_000,
    num_employees: 14,
    past_filings: 'filed',
  });
  await page.goto('/compliance');

  const assumedGroup = page.getByRole('heading', { name: /Assumed done: due before you added the company/ });
  await expect(assumedGroup).toBeVisible();
  const notes = page.getByTestId('assumed-done');
  expect(await notes.count()).toBeGreaterThan(2);
  const inc20a = 'INC-20A declaration for commencement of business';
  const row = page.locator('tr').filter({ has: page.getByText(inc20a, { exact: true }) });
  await expect(row.getByText('Assumed done', { exact: true })).toBeVisible();
  await expect(row.getByText('Late fees so far')).toHaveCount(0);
  await snap(page, '160-compliance-assumed-done', { fullPage: false });
  await row.getByTestId('assumed-done').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'artifacts/160b-compliance-assumed-done-row.png' }).catch(() => undefined);

  await row.getByRole('button', { name: `Change whether ${inc20a} was filed` }).click();
  await expect(row.getByRole('group', { name: `Was ${inc20a} filed?` })).toBeVisible();
  await row.getByRole('button', { name: 'Not filed yet' }).click();
  await expect(page.getByText(`Noted: ${inc20a} is on your list as overdue from its due date`)).toBeVisible();

  // Now overdue from its real date (180 days after incorporation, s.10A), with the ₹50,000 penalty as its late fee.
  const overdueRow = page.locator('tr').filter({ has: page.getByText(inc20a, { exact: true }) });
  await expect(overdueRow.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(overdueRow.getByText('28 Sep 2019')).toBeVisible();
  await expect(overdueRow.getByText(/Late fees so far:\s*₹50,000/)).toBeVisible();
  await expect(overdueRow.getByTestId('assumed-done')).toHaveCount(0);
  // The others are still assumed: one answer is about one filing.
  await expect(notes.first()).toBeVisible();
  await overdueRow.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'artifacts/161-compliance-not-filed-overdue.png' }).catch(() => undefined);

  await page.setViewportSize(phone);
  const card = page.locator('li').filter({ has: page.getByText('Appointment of the first auditor by the Board', { exact: true }) });
  await expect(card.getByText('Assumed done', { exact: true })).toBeVisible();
  await card.getByTestId('assumed-done').scrollIntoViewIfNeeded();
  // Cards off screen are laid out only once near it (content-visibility): let the scroll paint them.
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'artifacts/162-compliance-assumed-done-375.png' }).catch(() => undefined);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** Changes one fact, asks what changes, and expects an answer with no error anywhere; then resets the form. */
async function tryFact(page: Page, what: string, change: () => Promise<unknown>) {
  await test.step(what, async () => {
    await change();
    await page.getByRole('button', { name: 'See what changes' }).click();
    await expect(page.getByTestId('what-if-result')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('what-if-result')).toHaveCount(0);
  });
}

test('what-if: every fact of an Indian company has a control, and each gives an answer without an error', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  await signUpAndSignIn(page, request, 'Rohan Mehta');
  await addCompany(page, {
    name: 'Every Fact Private Limited',
    country: 'India',
    state: 'Karnataka',
    entity_type: 'Private Limited',
    industry: 'Consulting',
    incorporation_date: '2023-04-03',
    turnover: 3_000_000,
    num_employees: 12,
    past_filings: 'filed',
  });
  await page.goto('/compliance');
  const facts = page.getByTestId('what-if-facts');
  // Folded until asked for: none of its controls is on the page.
  await expect(facts).toHaveCount(0);
  await openWhatIf(page);
  // The less common facts are folded under "More facts".
  await expect(facts.getByLabel('Entity type')).toBeHidden();
  await facts.getByText(/^More facts/).click();

  await tryFact(page, 'entity type', () => facts.getByLabel('Entity type').selectOption('OPC'));
  await tryFact(page, 'registered state', () => facts.getByLabel('Registered state').selectOption('Maharashtra'));
  await tryFact(page, 'industry', () => facts.getByLabel('Industry').fill('Software'));
  await tryFact(page, 'incorporation date', () => facts.getByLabel('Incorporation date').fill('2022-04-01'));
  await tryFact(page, 'turnover', () => facts.getByLabel('Annual turnover (INR)').fill('60000000'));
  await tryFact(page, 'paid-up capital', () => facts.getByLabel('Paid-up capital (INR)').fill('500000'));
  await tryFact(page, 'employees', () => facts.getByLabel('Employees').fill('25'));
  await tryFact(page, 'business model', () => facts.getByLabel('Sells mostly to').selectOption('b2c'));
  await tryFact(page, 'GST filing', () => facts.getByLabel('GST returns').selectOption('quarterly'));
  await tryFact(page, 'financial year end', () => facts.getByLabel('Financial year ends').selectOption('12-31'));
  await tryFact(page, 'last AGM', () => facts.getByLabel('Last AGM held on').fill('2025-09-30'));
  await tryFact(page, 'small company', () => facts.getByLabel('Small company (s.2(85))').selectOption('no'));
  await tryFact(page, 'deposits', () => facts.getByLabel(/Takes deposits/).selectOption('yes'));
  await tryFact(page, 'exporter', () => facts.getByLabel('Exporter', { exact: true }).check());
  await tryFact(page, 'clients abroad', () => facts.getByLabel('Has clients abroad').check());
  await tryFact(page, 'another state', () => facts.getByLabel('Also operate in').selectOption('Goa'));

  // Dependent facts: food manufacturing waits for the food business, and leaves with it.
  const manufacturing = facts.getByLabel('Manufactures or processes food');
  await expect(manufacturing).toBeDisabled();
  await expect(facts.getByText('Only for a food business: tick that first.')).toBeVisible();
  await tryFact(page, 'food business and food manufacturing', async () => {
    await facts.getByLabel('Food business', { exact: true }).check();
    await manufacturing.check();
  });
  await facts.getByLabel('Food business', { exact: true }).check();
  await manufacturing.check();
  await facts.getByLabel('Food business', { exact: true }).uncheck();
  await expect(manufacturing).not.toBeChecked();
  await expect(manufacturing).toBeDisabled();
  // Back where it started: nothing to ask about.
  await expect(page.getByRole('button', { name: 'See what changes' })).toBeDisabled();

  // An LLP has partners and a contribution, and no small-company test.
  await facts.getByLabel('Entity type').selectOption('LLP');
  await expect(facts.getByLabel('Small company (s.2(85))')).toHaveCount(0);
  await tryFact(page, 'LLP partners', async () => {
    await facts.getByLabel('Entity type').selectOption('LLP');
    await facts.getByLabel('Partners', { exact: true }).fill('3');
    await facts.getByLabel('Partners’ contribution (INR)').fill('200000');
  });

  // What the form cannot send is said next to the fact, in words, and nothing is sent.
  await facts.getByLabel('Employees').fill('');
  await facts.getByLabel('Incorporation date').fill('2099-01-01');
  await expect(facts.getByText('The incorporation date cannot be in the future')).toBeVisible();
  await expect(page.getByRole('button', { name: 'See what changes' })).toBeDisabled();
  await snap(page, '163-what-if-every-fact', { fullPage: false });
  await facts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/163b-what-if-every-fact.png', fullPage: true }).catch(() => undefined);
  await page.setViewportSize(phone);
  await facts.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'artifacts/164-what-if-375.png' }).catch(() => undefined);
});

test('what-if: a US LLC and a UK company have their own facts, each answered without an error', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(wide);
  await signUpAndSignIn(page, request, 'Jordan Lee');
  await addCompany(page, {
    name: 'Harbor Goods LLC',
    country: 'USA',
    state: 'Delaware',
    entity_type: 'LLC',
    industry: 'Retail',
    incorporation_date: '2023-03-01',
    turnover: 400_000,
    num_employees: 3,
  });
  await page.goto('/compliance');
  const facts = page.getByTestId('what-if-facts');
  await openWhatIf(page);
  await facts.getByText(/^More facts/).click();
  await tryFact(page, 'members', () => facts.getByLabel('Members', { exact: true }).fill('2'));
  await tryFact(page, 'foreign-owned', () => facts.getByLabel('Foreign-owned').selectOption('yes'));
  await tryFact(page, 'C-Corp', () => facts.getByLabel('Entity type').selectOption('C-Corp'));
  await tryFact(page, 'another state', () => facts.getByLabel('Also operate in').selectOption('California'));
  await expect(facts.getByLabel('GST returns')).toHaveCount(0);

  const ukId = await addCompany(page, {
    name: 'Thames Works Ltd',
    country: 'UK',
    state: 'England and Wales',
    entity_type: 'Ltd',
    industry: 'Consulting',
    incorporation_date: '2022-05-10',
    turnover: 120_000,
    num_employees: 4,
  });
  await page.evaluate((id) => window.localStorage.setItem('selectedCompanyId', id), ukId);
  await page.goto('/compliance');
  await expect(page.getByTestId('company-switcher')).toContainText('Thames Works Ltd');
  await openWhatIf(page);
  await facts.getByText(/^More facts/).click();
  await tryFact(page, 'financial year end', () => facts.getByLabel('Financial year ends').selectOption('03-31'));
  await tryFact(page, 'VAT registered', () => facts.getByLabel('VAT registered').selectOption('yes'));
  await tryFact(page, 'employees', () => facts.getByLabel('Employees').fill('40'));
});

test('before incorporation, "as of" explains instead of listing obligations', async ({ page, request }) => {
  await page.setViewportSize(wide);
  await signUpAndSignIn(page, request, 'Ira Sen');
  await addCompany(page, {
    name: 'Early Days Private Limited',
    country: 'India',
    state: 'Karnataka',
    entity_type: 'Private Limited',
    industry: 'Consulting',
    is_formation: true,
  });
  const ahead = `${new Date().getFullYear() + 1}-03-15`;
  await page.goto(`/compliance?as_of=${ahead}`);
  const explained = page.getByTestId('forming-as-of');
  await expect(explained).toContainText('Early Days Private Limited is still being formed');
  await expect(page.getByText('Early Days Private Limited is not incorporated yet, so no date can be planned ahead.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements', exact: true })).toHaveCount(0);
  await expect(page.getByText('INC-20A declaration for commencement of business')).toHaveCount(0);
  await snap(page, '165-compliance-forming-as-of', { fullPage: false });
  await explained.getByRole('button', { name: 'Back to today' }).click();
  await expect(page).not.toHaveURL(/as_of=/);
  await expect(page.getByText('INC-20A declaration for commencement of business').first()).toBeVisible();

  // An incorporated company: a date before its incorporation is refused in words next to the picker.
  const id = await addCompany(page, {
    name: 'Settled Works Private Limited',
    country: 'India',
    state: 'Karnataka',
    entity_type: 'Private Limited',
    industry: 'Consulting',
    incorporation_date: '2024-04-02',
  });
  await page.evaluate((companyId) => window.localStorage.setItem('selectedCompanyId', companyId), id);
  await page.goto('/compliance?as_of=2024-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'was incorporated on 2024-04-02; pick a date from then on' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements', exact: true })).toHaveCount(0);
});
