import { expect, test, type Page } from '../support/test';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

/** An Indian company two years old whose early filings were not made: its list opens with overdue obligations. */
async function companyWithOverdueFilings(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/companies', {
    data: {
      name,
      country: 'India',
      state: 'Maharashtra',
      entity_type: 'Private Limited',
      industry: 'Technology',
      incorporation_date: '2024-04-10',
      turnover: 30_000_000,
      num_employees: 12,
      business_model: 'b2b',
      past_filings: 'not_filed',
    },
  });
  expect(response.status()).toBe(201);
}

/** Issue 10: from an overdue obligation to a paid service order, at 1280 and 375 px. */
for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: an overdue obligation → Add to Cart → /cart → /checkout → sandbox pay → the order in /orders`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Nisha Kapoor' : 'Arjun Bose';
    await signUpAndSignIn(page, request, founder);
    await companyWithOverdueFilings(page, `${founder.split(' ')[1]} Analytics Private Limited`);

    await page.goto('/compliance?status=overdue');
    const overdue = page.getByRole(label === '1280' ? 'table' : 'list', { name: 'Overdue: compliance requirements' });
    await expect(overdue).toBeVisible();
    const firstBuy = overdue.getByRole('button', { name: 'Add to Cart' }).first();
    await firstBuy.click();
    await expect(page.getByText(/added to cart!$/)).toBeVisible();
    await expect(overdue.getByRole('link', { name: 'In Cart' }).first()).toBeVisible();
    await snap(page, `90-compliance-in-cart-${label}`);

    // A second, different service is refused: the one-product dialog, from the server's rule as well as the page's.
    await overdue.getByRole('button', { name: 'Add to Cart' }).first().click();
    const oneProduct = page.getByRole('dialog', { name: 'One product per order' });
    await expect(oneProduct.getByRole('link', { name: 'Complete Order' })).toBeVisible();
    await snap(page, `91-one-product-${label}`);
    await oneProduct.getByRole('link', { name: 'View Cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const items = page.getByRole('list', { name: 'Items in your cart' });
    await expect(items.getByRole('listitem')).toHaveCount(1);
    const total = await page.getByTestId('cart-total').textContent();
    const serviceName = (await items.getByRole('listitem').locator('p').first().textContent())!;
    expect(total).toMatch(/^₹[\d,]+(\.\d\d)?$/);
    await snap(page, `92-cart-${label}`);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order items' }).getByRole('listitem')).toHaveCount(1);
    await snap(page, `93-checkout-${label}`);
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    await expect(page).toHaveURL(/\/pay\//);
    const popup = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(popup.getByTestId('sandbox-amount')).toHaveText(total!);
    await popup.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByText('Payment successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Government fees (at cost)')).toBeVisible();
    // Fulfilment plans the service's tasks and empties the cart.
    await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
    await snap(page, `94-service-order-${label}`);
    // The order in /orders, paid, under the service's name.
    await page.goto('/orders');
    const orders = page.getByRole('list', { name: 'Your orders' });
    await expect(orders.getByRole('button', { name: new RegExp(serviceName.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await expect(orders.getByText('Paid', { exact: true })).toHaveCount(1);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
}

test('the services page: search, a service’s fee breakdown, In Cart, and the one-product dialog', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Leela Iyer');
  await companyWithOverdueFilings(page, 'Iyer Foods Private Limited');
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggested services' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search services' }).fill('importer');
  const results = page.getByRole('button', { name: /Importer-Exporter Code/ });
  await expect(results).toHaveCount(1);
  await results.click();
  const detail = page.getByRole('dialog', { name: 'Importer-Exporter Code (IEC)' });
  await expect(detail.getByText('DGFT application fee of ₹500')).toBeVisible();
  await expect(detail.getByText('Tax (18% of the professional fee)')).toBeVisible();
  await snap(page, '95-service-detail');
  await detail.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(detail.getByRole('button', { name: 'In Cart' })).toBeDisabled();
  await expect(detail.getByRole('link', { name: 'View Cart' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('In your cart: Importer-Exporter Code (IEC)')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search services' }).fill('TRADEMARK application');
  await page.getByRole('button', { name: /^Trademark Application \(one class\)/ }).click();
  await page.getByRole('dialog', { name: 'Trademark Application (one class)' }).getByRole('button', { name: 'Add to Cart' }).click();
  const oneProduct = page.getByRole('dialog', { name: 'One product per order' });
  await expect(oneProduct.getByText('In your cart: Importer-Exporter Code (IEC)')).toBeVisible();
  await snap(page, '96-one-product-dialog');
  await oneProduct.getByRole('button', { name: 'Cancel' }).click();
  await expect(oneProduct).toBeHidden();
});
