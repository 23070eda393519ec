import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { pdfText, renderFirstPage } from '../support/pdf';
import { phone, screenshotsWanted, snapWindow } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

/** A GSTIN registered in Karnataka (code 29) with a valid check character; the demo supplier is in Karnataka too. */
const GSTIN = '29ABCDE1234F1ZW';
const laptop = { width: 1366, height: 900 };

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; size: number }[];
}

async function receiptMail(request: APIRequestContext, to: string): Promise<MailboxMessage> {
  await waitForMail(request, to, /^Receipt for order/);
  const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as { messages: MailboxMessage[] };
  return messages.find((message) => message.to === to && message.subject.startsWith('Receipt for order'))!;
}

/** The order page's Invoices card, scrolled into view. */
async function invoicesCard(page: Page) {
  const card = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Invoices', exact: true }) })
    .last();
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('a founder buys an India service with a GSTIN, pays in the sandbox, downloads the tax invoice, and the receipt mail carries it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(laptop);
  const email = await signUpAndSignIn(page, request, 'Kaveri Nair');
  const created = await page.request.post('/api/companies', {
    data: { name: 'Nair Foods Private Limited', country: 'India', state: 'Karnataka', entity_type: 'Private Limited', industry: 'Food' },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  expect((await page.request.post(`/api/cart/add?service_id=in-gst-registration&quantity=1&company_id=${companyId}`)).status()).toBe(200);

  // Checkout: the invoice details, checked as the server checks them before anything is paid.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const details = page.getByRole('group', { name: 'Invoice details (optional)' });
  await details.getByLabel('Name on the invoice').fill('Kaveri Foods LLP');
  await details.getByLabel('GSTIN').fill('29ABCDE1234F1ZX');
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await pay.click();
  await expect(details.getByText(/check character/i)).toBeVisible();
  await details.getByLabel('GSTIN').fill(GSTIN);
  await details.getByLabel('Billing address').fill('14 Residency Road, Bengaluru 560025');
  await details.getByLabel('State (place of supply)').selectOption('Karnataka');
  await pay.click();

  await expect(page).toHaveURL(/\/pay\//);
  await page
    .getByRole('dialog', { name: 'Sandbox payment' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // The Invoices list: the tax invoice issued with the payment, its PDF a download.
  const invoices = page.getByRole('list', { name: 'Invoices and credit notes' });
  const invoice = invoices.getByRole('listitem');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText(/Tax invoice CH\/\d{2}-\d{2}\/\d{6}/);
  const number = (await invoice.locator('p').first().textContent())!.replace('Tax invoice ', '').trim();
  await expect(invoice).toContainText('₹');

  const download = page.waitForEvent('download');
  await invoice.getByRole('link', { name: `Download tax invoice ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
  const text = await pdfText(bytes);
  for (const expected of [
    'Tax invoice',
    number,
    'Kaveri Foods LLP',
    `GSTIN: ${GSTIN}`,
    '14 Residency Road',
    'Karnataka (code 29)',
    'CGST',
  ]) {
    expect(text, `the invoice PDF says ${expected}`).toContain(expected);
  }
  if (screenshotsWanted) await renderFirstPage(bytes, 'artifacts/97-invoice-pdf-page-1.png');

  // The payment mail names the invoice and carries it (the dev mailbox lists its attachment by name).
  const mail = await receiptMail(request, email);
  expect(mail.text).toContain(`Your tax invoice ${number} is attached as a PDF.`);
  expect(mail.attachments).toEqual([
    { filename: `invoice-${number.replaceAll('/', '-')}.pdf`, content_type: 'application/pdf', size: expect.any(Number) },
  ]);

  await invoicesCard(page);
  await snapWindow(page, '97-order-invoices-1366');
  await page.setViewportSize(phone);
  await invoicesCard(page);
  await expect(invoice).toBeInViewport();
  // The number is whole on a phone (wrapped under the title, not cut off).
  const title = invoice.locator('p').first();
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(title).toContainText(number);
  await snapWindow(page, '97-order-invoices-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test('the India incorporation wizard takes the same billing details; the invoice names the GSTIN given there', async ({
  page,
  request,
}) => {
  await page.setViewportSize(laptop);
  await signUpAndSignIn(page, request, 'Suresh Gowda');
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Create Your First Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await dialog.getByRole('button', { name: 'India' }).click();
  await dialog.getByRole('button', { name: 'Company Incorporation' }).click();
  await dialog.getByText('One Person Company (OPC)', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Company name').fill('Gowda Silk (OPC) Private Limited');
  await dialog.getByLabel('State or union territory').selectOption('Karnataka');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const director = dialog.getByRole('group', { name: 'Director 1' });
  await director.getByLabel('Full name').fill('Suresh Gowda');
  await director.getByLabel('Phone').fill('+91 98450 00001');
  await director.getByLabel('Email').fill('suresh@example.com');
  // What the law needs of an OPC: a resident director who subscribes, and a nominee who consents (INC-3).
  await director.getByRole('checkbox', { name: /Resident in India/ }).check();
  await director.getByLabel('Shares subscribed').fill('10000');
  const nominee = dialog.getByRole('group', { name: 'Nominee' });
  await nominee.getByLabel('Full name').fill('Lakshmi Gowda');
  await nominee.getByLabel('Phone').fill('+91 98450 00002');
  await nominee.getByLabel('Email').fill('lakshmi@example.com');
  await nominee.getByRole('checkbox', { name: /consents to be the nominee/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Review and pay: the fees, then the optional invoice details (the checkout's form).
  const total = dialog.getByTestId('incorporation-total');
  await expect(total).toHaveText(/^₹[\d,]+$/);
  const details = dialog.getByRole('group', { name: 'Invoice details (optional)' });
  await details.getByLabel('Name on the invoice').fill('Gowda Holdings LLP');
  await details.getByLabel('GSTIN').fill(GSTIN);
  // A state that is not the GSTIN's is refused before paying.
  await details.getByLabel('State (place of supply)').selectOption('Kerala');
  const pay = dialog.getByRole('button', { name: /^Pay ₹/ });
  await pay.click();
  await expect(details.getByText('This GSTIN is registered in Karnataka: choose that state, or leave it empty.')).toBeVisible();
  await details.getByLabel('State (place of supply)').selectOption('');
  await pay.click();

  await expect(page).toHaveURL(/\/pay\//);
  await page
    .getByRole('dialog', { name: 'Sandbox payment' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  const list = (await (await page.request.get(`/api/orders/${orderId}/invoices`)).json()) as {
    documents: { number: string; download_url: string }[];
  };
  expect(list.documents).toHaveLength(1);
  const pdf = await page.request.get(list.documents[0]!.download_url);
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Gowda Holdings LLP');
  expect(text).toContain(`GSTIN: ${GSTIN}`);
  expect(text).toContain('Gowda Silk (OPC) Private Limited');
});
