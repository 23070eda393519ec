import { expect, test } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { paidServiceOrder } from '../support/orders';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: a founder with a paid order sees their own figures on /analytics and the order's pipeline on /workflows`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Meera Analytics' : 'Arjun Metrics';
    await signUpAndSignIn(page, request, founder);
    const company = `${founder.split(' ')[0]} Insights Private Limited`;
    const orderId = await paidServiceOrder(page, company);
    const tasks = ((await (await page.request.get(`/api/orders/${orderId}/tasks`)).json()) as { tasks: { title: string }[] }).tasks;
    const services = ((await (await request.get('/api/services')).json()) as { services: unknown[] }).services;
    expect(tasks.length).toBeGreaterThan(0);

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    // The cards are this founder's figures: one paid order being worked on, none completed, one person.
    await expect(page.getByTestId('metric-Active workflows')).toHaveText('1');
    await expect(page.getByTestId('metric-Completed workflows')).toHaveText('0');
    await expect(page.getByTestId('metric-Users')).toHaveText('1');
    await expect(page.getByTestId('metric-Services')).toHaveText(String(services.length));
    // Nothing completed yet: the processing time says why it has no figure instead of inventing one.
    await expect(page.getByTestId('metric-Processing time')).toHaveText('No data');
    await expect(page.getByText('No completed order yet', { exact: false })).toBeVisible();
    await expect(page.getByTestId('metric-Uptime')).toHaveText(/^\d+(\.\d+)?%$/);
    // The charts are images with a summary, and every minute is in a table for screen readers.
    await expect(page.getByRole('img', { name: /^Request latency over the last hour/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Latency per minute' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Latency per minute' }).getByRole('row')).toHaveCount(61);
    // Compliance status of the company, and the order's tasks in operational intelligence.
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { order: { company_id: string } };
    const health = (await (await page.request.get(`/api/companies/${order.order.company_id}/compliance/health`)).json()) as {
      score: number;
    };
    const status = page.getByRole('list', { name: 'Compliance status of your companies' }).getByRole('listitem');
    await expect(status).toHaveCount(1);
    await expect(status).toContainText(company);
    await expect(status).toContainText(`${health.score}% health score`);
    await expect(page.getByText(`(${tasks.length} in all)`)).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, `170-analytics-${label}`);

    await page.getByRole('link', { name: 'Workflows' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
    await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
    const pipeline = page.getByRole('list', { name: /^Tasks of CH-\d+ by status$/ });
    await expect(pipeline).toBeVisible();
    for (const task of tasks) await expect(pipeline.getByText(task.title, { exact: true })).toBeVisible();
    await expect(page.getByText(`0 of ${tasks.length} tasks completed`)).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, `171-workflows-${label}`);
    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  });
}
