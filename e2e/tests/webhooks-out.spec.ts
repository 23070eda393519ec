import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { desktop, snapBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { indianPrivateCompany } from '../support/companies';

const company = indianPrivateCompany('Hooked Ledgers Private Limited', 'Technology');

test('an owner adds a webhook, marks a filing done, and sees the signed delivery in the endpoint’s log', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The receiver: on loopback, which the journeys' server (NODE_ENV=development) may deliver to.
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const receiver = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/charter`;
  try {
    await page.setViewportSize(desktop);
    await signUpAndSignIn(page, request, 'Harini Owner');
    const created = await page.request.post('/api/companies', { data: company });
    expect(created.status()).toBe(201);
    const { id: companyId } = (await created.json()) as { id: string };

    await page.goto(`/companies/${companyId}/settings?tab=webhooks`);
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Choose at least one event')).toBeVisible();
    await page.getByLabel('Endpoint URL').fill(hookUrl);
    // Every event is offered, the daily scan's due soon and overdue too (left unchecked: a noon scan would add deliveries).
    await expect(page.getByRole('checkbox', { name: 'Obligation due soon (7 and 1 days before)' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Obligation overdue' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Obligation completed' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
    await expect(endpoints).toContainText(hookUrl);

    // A filing marked done on the compliance page is the event.
    await page.goto('/compliance');
    await page.getByRole('button', { name: 'Mark done' }).first().click();
    await expect(page.getByRole('button', { name: 'Reopen' }).first()).toBeVisible();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    expect(received[0]!.headers['charter-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'obligation.completed', company_id: companyId });

    await page.goto(`/companies/${companyId}/settings?tab=webhooks`);
    await page.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('list', { name: 'Delivery log' });
    await expect(log).toContainText('Obligation completed');
    await expect(log).toContainText('Delivered');
    await expect(log).toContainText('HTTP 200 · 1 attempt');
    await snapBothWidths(page, '82-webhook-delivery-log');

    await log.getByRole('button', { name: 'Redeliver' }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]!.headers['charter-webhook-id']).toBe(received[0]!.headers['charter-webhook-id']);
  } finally {
    receiver.close();
  }
});
