import { expect, test } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { desktop, phone, snap } from '../support/screenshots';
import { paidServiceOrder } from '../support/orders';
import { signUpAndSignIn } from '../support/sign-in';
import { staffPage } from '../support/staff';

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: staff find a paid order by its number, post an update the founder sees, add a task, cancel it and refund`, async ({
    page,
    request,
    browser,
  }) => {
    // Two sessions, a payment, five writes and two reloads: longer than the default minute on a shared machine.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Kavya Menon' : 'Rohan Das';
    const company = `${founder.split(' ')[1]} Exports Private Limited`;
    await signUpAndSignIn(page, request, founder);
    const orderId = await paidServiceOrder(page, company);
    const orderNumber = ((await (await page.request.get(`/api/orders/${orderId}`)).json()) as { order: { order_number: string } }).order
      .order_number;

    // The founder asks to cancel: the refund quoted now is what staff will refund.
    const reason = `${founder}: the export deal fell through.`;
    const asked = await page.request.post(`/api/orders/${orderId}/cancellation`, { data: { reason } });
    expect(asked.status()).toBe(201);

    // Staff, in their own browser session, search for the order by its number (and see it in the queue).
    const staff = await staffPage(browser, viewport);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    const queued = staff.getByRole('listitem').filter({ hasText: reason });
    await expect(queued).toContainText('Refund quoted ₹1,768.82 of ₹1,798.80');
    await staff.getByLabel('Order number or customer email').fill(orderNumber);
    await staff.getByRole('search', { name: 'Orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(staff.getByText('Page 1 of 1 · 1 order', { exact: true })).toBeVisible();
    const open = staff.getByRole('button', { name: `Open order ${orderNumber}` });
    await expect(open).toBeVisible();
    await expect(staff.getByText('Cancellation requested', { exact: true }).filter({ visible: true })).toBeVisible();
    await snap(staff, `120-admin-orders-search-${label}`);
    // On a phone staff come from the queue's Review button; on a desktop from the search result.
    if (label === '375') await queued.getByRole('button', { name: `Review order ${orderNumber}` }).click();
    else await open.click();

    const dialog = staff.getByRole('dialog', { name: `Order ${orderNumber}` });
    await expect(dialog.getByText(company).first()).toBeVisible();
    await expect(dialog.getByText('₹1,768.82 back (0 of 3 tasks done)')).toBeVisible();
    await expect(dialog.getByText(`${founder} asked to cancel on`, { exact: false })).toContainText('quoted ₹1,768.82');
    await expect(dialog.getByRole('list', { name: 'Tasks of this order' }).getByRole('listitem')).toHaveCount(3);
    expect(await blockingAxeViolations(staff)).toEqual([]);
    await snap(staff, `121-admin-order-dialog-${label}`, { fullPage: false });

    // A timeline note the founder then sees with the agent label.
    const updates = dialog.getByRole('form', { name: 'Post a timeline update' });
    await updates.getByRole('button', { name: 'Post update' }).click();
    await expect(updates.getByRole('alert')).toHaveText('Please fill in all required fields');
    await updates.getByLabel('Update title').fill('GST application drafted');
    await updates.getByLabel('What the customer should know').fill('We drafted your REG-01 and will file it once your PAN is in.');
    await updates.getByRole('button', { name: 'Post update' }).click();
    await expect(staff.getByText('Timeline update added', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Timeline of this order' })).toContainText('GST application drafted');

    await page.reload();
    const founderNote = page.getByRole('listitem').filter({ hasText: 'GST application drafted' });
    await expect(founderNote).toContainText('We drafted your REG-01');
    await expect(founderNote).toContainText('Agent ·');
    await snap(page, `122-founder-sees-agent-update-${label}`);

    // A task, due in a week: required fields first.
    const addTask = dialog.getByRole('form', { name: 'Add a task' });
    await addTask.getByRole('button', { name: 'Add task' }).click();
    await expect(addTask.getByRole('alert')).toHaveText('Please fill in all required fields');
    await addTask.getByLabel('Task title (required)').fill('Share the rent agreement');
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await addTask.getByLabel('Due date (required)').fill(due);
    await addTask.getByRole('button', { name: 'Add task' }).click();
    await expect(staff.getByText('Task added', { exact: true })).toBeVisible();
    const tasks = dialog.getByRole('list', { name: 'Tasks of this order' });
    await expect(tasks.getByRole('listitem')).toHaveCount(4);
    await expect(tasks.getByRole('listitem').last()).toContainText('High priority');

    // Cancel: the confirmation shows the refund milestone pricing gives today, and the provider refunds it.
    await dialog.getByLabel('New status').selectOption('cancelled');
    await dialog.getByRole('button', { name: 'Update status' }).click();
    const confirm = staff.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await expect(confirm.getByTestId('refund-on-cancel')).toHaveText('₹1,768.82');
    await snap(staff, `123-admin-cancel-confirm-${label}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Cancel and refund ₹1,768.82' }).click();
    await expect(staff.getByText('Order cancelled and ₹1,768.82 refunded')).toBeVisible();
    await expect(dialog.getByTestId('refund-summary')).toContainText('Refunded ₹1,768.82');
    await expect(dialog.getByText('This order is cancelled: its status can no longer change.')).toBeVisible();
    expect(await blockingAxeViolations(staff)).toEqual([]);
    await snap(staff, `124-admin-order-refunded-${label}`, { fullPage: false });

    // The founder's order says so, and the new task is on it.
    await page.reload();
    await expect(page.getByText('Share the rent agreement').first()).toBeVisible();
    const cancelled = page.getByRole('listitem').filter({ hasText: 'Order cancelled' });
    await expect(cancelled).toContainText('refunded ₹1,768.82');
    await snap(page, `125-founder-order-cancelled-${label}`);

    // The list says it too, and the request has left the queue (accepted).
    await staff.keyboard.press('Escape');
    await expect(staff.getByText('Refunded', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(queued).toHaveCount(0);
    await staff.context().close();
  });
}
