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
    expect(tasks.length).toBeGreaterThan(0);

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    // The selected company's own figures (issue 30): its obligations against the compliance list's counts.
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { order: { company_id: string } };
    const list = (await (await page.request.get(`/api/companies/${order.order.company_id}/compliance`)).json()) as {
      requirements: { status: string }[];
    };
    await expect(page.getByText(`${company}: figures from its own filings, orders and payments.`)).toBeVisible();
    await expect(page.getByTestId('metric-Overdue now')).toHaveText(
      String(list.requirements.filter((item) => item.status === 'overdue').length),
    );
    // Nothing completed yet: the turnaround says why it has no figure instead of inventing one.
    await expect(page.getByTestId('metric-Order turnaround')).toHaveText('No data');
    await expect(page.getByText('No completed order yet', { exact: false })).toBeVisible();
    await expect(page.getByTestId('orders-processing')).toHaveText('1');
    await expect(page.getByRole('table', { name: 'Money spent by month' }).getByRole('row')).toHaveCount(2);
    // The server's own figures are staff's now.
    await expect(page.getByText('System performance')).toHaveCount(0);
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
