import { expect, type Page } from '@playwright/test';

/** A paid GST registration for a new company of the signed-in founder: checked out by the API, paid in the sandbox popup. */
export async function paidServiceOrder(page: Page, companyName: string): Promise<string> {
  const created = await page.request.post('/api/companies', {
    data: { name: companyName, country: 'India', state: 'Karnataka', entity_type: 'Private Limited', industry: 'Technology' },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  expect((await page.request.post(`/api/cart/add?service_id=in-gst-registration&quantity=1&company_id=${companyId}`)).status()).toBe(200);
  const checkout = await page.request.post('/api/checkout/create', {
    data: { origin_url: new URL(page.url()).origin, company_id: companyId },
  });
  expect(checkout.status()).toBe(200);
  const orderId = ((await checkout.json()) as { order_id: string }).order_id;
  await page.goto(`/pay/${orderId}`);
  const popup = page.getByRole('dialog', { name: 'Sandbox payment' });
  await popup.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  // Fulfilment plans the service's tasks.
  await expect(page.getByRole('list', { name: 'Tasks of this order' })).toBeVisible({ timeout: 15_000 });
  return orderId;
}
