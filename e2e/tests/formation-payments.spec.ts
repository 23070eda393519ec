import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

async function openIncorporation(page: Page, country: 'India' | 'USA') {
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Create Your First Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await dialog.getByRole('button', { name: country }).click();
  await dialog.getByRole('button', { name: 'Company Incorporation' }).click();
  return dialog;
}

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: India Private Limited → sandbox popup Pay → the paid order in /orders with its receipt`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Kavya Menon' : 'Rohan Das';
    await signUpAndSignIn(page, request, founder);
    const companyName = `${founder.split(' ')[1]} Spices Private Limited`;

    const dialog = await openIncorporation(page, 'India');
    await expect(dialog.getByRole('heading', { name: 'Entity type' })).toBeVisible();
    await dialog.getByText('Private Limited', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Step 2 needs a name and a state.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please enter the company name and choose a state');
    await dialog.getByLabel('Company name').fill(companyName);
    await dialog.getByLabel('State or union territory').selectOption('Delhi');
    await dialog.getByLabel('Authorised capital').selectOption('1');
    await dialog.getByLabel('Number of directors').fill('2');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Step 3: every person's name, phone and email.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please fill in every person’s name, phone and email');
    for (const [index, name] of [founder, 'Anita Sharma'].entries()) {
      const person = dialog.getByRole('group', { name: `Director ${index + 1}` });
      await person.getByLabel('Full name').fill(name);
      await person.getByLabel('Phone').fill(`+91 98100 0000${index}`);
      await person.getByLabel('Email').fill(`director${index}@example.com`);
    }
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Step 4 shows the server's quote: Delhi ₹1 lakh stamp duty 360, two DSCs, total ₹11,559.
    await expect(dialog.getByTestId('incorporation-total')).toHaveText('₹11,559');
    await expect(dialog.getByText('Government fees', { exact: true })).toBeVisible();
    await snap(page, `80-incorporation-review-${label}`);
    await dialog.getByRole('button', { name: 'Pay ₹11,559' }).click();

    // The paying page opens the sandbox popup at once.
    await expect(page).toHaveURL(/\/pay\//);
    const popup = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(popup.getByTestId('sandbox-amount')).toHaveText('₹11,559');
    await snap(page, `81-sandbox-popup-${label}`);
    // Closing the popup only stops processing; paying again opens the same checkout.
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    // Declined by the bank: the page says so beside the button, and the next Pay opens a fresh checkout (issue 27).
    await page.getByRole('button', { name: 'Pay ₹11,559' }).click();
    await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment declined — try again or use another method.' })).toBeVisible();
    await snap(page, `81-pay-declined-${label}`);
    await expect(page.getByRole('dialog', { name: 'Sandbox payment' })).toBeHidden();
    await page.getByRole('button', { name: 'Pay ₹11,559' }).click();
    await expect(page.getByText('Payment declined — try again or use another method.')).toBeHidden();
    await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay ₹11,559' }).click();
    await expect(page.getByText('Payment successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    // Both attempts are on the order, newest first, with how they ended.
    const attempts = page.getByRole('list', { name: 'Payment attempts' }).getByRole('listitem');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.nth(0)).toContainText('Succeeded');
    await expect(attempts.nth(1)).toContainText('Declined');

    // The order: paid, its timeline, the formation tasks and the receipt (written by the fulfilment job).
    await expect(page.getByRole('heading', { name: /^Order CH-/ })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    // The page looks again until the fulfilment job has written the receipt.
    await expect(page.getByText(/^receipt-CH-\d+\.pdf$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('SPICe+ filing')).toBeVisible();
    await expect(page.getByText('Payment received')).toBeVisible();
    await snap(page, `82-order-paid-${label}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download' }).first().click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('button', { name: new RegExp(companyName) })
      .click();
    await expect(page.getByRole('heading', { name: /^Order CH-/ })).toBeVisible();
    await expect(page.getByText(/^receipt-CH-\d+\.pdf$/)).toBeVisible();
    await snap(page, `83-orders-${label}`);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('USA LLC → sandbox hosted checkout → /checkout/success → View Orders; Decline → Payment Failed', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Grace Hopper');
  const dialog = await openIncorporation(page, 'USA');
  await dialog.getByText('LLC', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Company name').fill('Harbor Compilers LLC');
  await dialog.getByLabel('State', { exact: true }).selectOption('Delaware');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const member = dialog.getByRole('group', { name: 'Member 1' });
  await member.getByLabel('Full name').fill('Grace Hopper');
  await member.getByLabel('Phone').fill('+1 302 555 0100');
  await member.getByLabel('Email').fill('grace@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('incorporation-total')).toHaveText('$497');
  await dialog.getByRole('button', { name: 'Pay $497' }).click();

  // The sandbox's hosted page: Decline first.
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByText('Sandbox checkout — no real money')).toBeVisible();
  await snap(page, '84-sandbox-hosted-checkout');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sbx_/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText("We couldn't verify your payment. Please check your orders or contact support.")).toBeVisible();
  await snap(page, '85-payment-failed');

  // Try again → a fresh checkout (not the declined one) → Decline once more (issue 27).
  const declined = new URL(page.url()).searchParams.get('session_id')!;
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  expect(page.url()).not.toContain(declined);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();

  // Check Orders → the unpaid order → Pay now → a fresh checkout → Pay.
  await page.getByRole('link', { name: 'Check Orders' }).click();
  await page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('button', { name: /Harbor Compilers LLC/ })
    .click();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await page.getByRole('button', { name: 'Pay $497' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await snap(page, '86-payment-successful');
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('button', { name: /Harbor Compilers LLC/ })
    .click();
  // The list row and the selected order's panel both carry the badge: read it in the panel.
  const selected = page.getByRole('region', { name: /^Order / });
  await expect(selected.getByText('Paid', { exact: true })).toBeVisible();
  await expect(selected.getByText('State filing', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('the payment result page without a session says so', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'Lost Visitor');
  await page.goto('/checkout/success');
  await expect(page.getByRole('heading', { name: 'Invalid payment session' })).toBeVisible();
});
