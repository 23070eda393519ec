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
  test(`${label} px: what a paid order has paid for, the refund as tasks complete, a cancellation request in the admin's queue`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Meera Pillai' : 'Arjun Rao';
    const reason = `${founder}: we are registering in another state first.`;
    await signUpAndSignIn(page, request, founder);
    await paidServiceOrder(page, `${founder.split(' ')[1]} Foods Private Limited`);

    // A GST registration of ₹1,798.80: ₹1,499 fee, ₹0 government fees, ₹269.82 tax, ₹29.98 platform fee.
    const card = page.getByRole('region', { name: 'What you have paid for' });
    await expect(card.getByText('0 of 3 tasks completed (0% of the work)', { exact: false })).toBeVisible();
    await expect(card.getByTestId('refund-if-cancelled')).toHaveText('₹1,768.82');

    // The first document task (1 of the 5 weights: the filing weighs 3) earns a fifth of the fee and its tax.
    const first = page.getByRole('list', { name: 'Tasks of this order' }).getByRole('listitem').first();
    // The box follows the server's answer, so click it and wait for the figures rather than check() it. Completing
    // it lowers the refund, so the founder is asked first; saying not yet changes nothing.
    await first.getByRole('checkbox').click();
    const confirm = page.getByRole('dialog', { name: /^Mark “Share: .*” as done\?$/ });
    await expect(confirm).toContainText('the refund if you cancel goes down');
    await confirm.getByRole('button', { name: 'Not yet' }).click();
    await expect(confirm).toBeHidden();
    await expect(first.getByRole('checkbox')).not.toBeChecked();
    await expect(card.getByTestId('refund-if-cancelled')).toHaveText('₹1,768.82');
    await first.getByRole('checkbox').click();
    await confirm.getByRole('button', { name: 'Mark as done' }).click();
    await expect(first.getByRole('checkbox')).toBeChecked();
    await expect(card.getByText('1 of 3 tasks completed (20% of the work)', { exact: false })).toBeVisible();
    await expect(card.getByTestId('refund-if-cancelled')).toHaveText('₹1,415.06');
    await snap(page, `110-order-milestones-${label}`);

    await card.getByRole('button', { name: 'Request cancellation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request cancellation' });
    await expect(dialog.getByText('₹1,415.06')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Say why you want to cancel, so our team can help.');
    await dialog.getByLabel('Why do you want to cancel?').fill(reason);
    await snap(page, `111-order-cancellation-dialog-${label}`);
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Cancellation requested', { exact: true })).toBeVisible();
    await expect(card.getByText(/You asked to cancel on .*, when it came to ₹1,415\.06/)).toBeVisible();
    await expect(page.getByText('Cancellation requested', { exact: true }).last()).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, `112-order-cancellation-requested-${label}`);

    // Staff see it in the back office's Orders tab (their own browser session).
    const staff = await staffPage(browser, viewport);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    const queued = staff.getByRole('listitem').filter({ hasText: reason });
    await expect(queued).toBeVisible();
    await expect(queued).toContainText('Refund quoted ₹1,415.06 of ₹1,798.80');
    await expect(queued).toContainText(`${founder.split(' ')[1]} Foods Private Limited`);
    expect(await blockingAxeViolations(staff)).toEqual([]);
    await snap(staff, `113-admin-cancellation-queue-${label}`);

    // Withdrawn, it leaves the queue and the button to ask again is back.
    await card.getByRole('button', { name: 'Withdraw the request' }).click();
    await expect(page.getByText('Cancellation request withdrawn')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Request cancellation' })).toBeVisible();
    await staff.reload();
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await expect(staff.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);
    await staff.context().close();
  });
}
