import { expect, test, type Page } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { nextWeekdayIn } from '../support/bookings';
import { waitForMail } from '../support/mailbox';
import { paidServiceOrder } from '../support/orders';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { staffPage } from '../support/staff';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The founder's /tasks screen with the task selected: its detail panel. */
async function founderTask(page: Page, taskId: string, title: string) {
  await page.goto(`/tasks?task=${taskId}`);
  const detail = page.getByRole('region', { name: title });
  await expect(detail).toBeVisible();
  return detail;
}

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: staff review a submitted task while the founder's /tasks shows each state, then confirm a booking`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Leela Menon' : 'Arjun Bose';
    const company = `${founder.split(' ')[1]} Review Labs Private Limited`;
    const email = await signUpAndSignIn(page, request, founder);
    const orderId = await paidServiceOrder(page, company);

    // The founder starts the first task and uploads a document: it is submitted.
    const first = page.getByRole('list', { name: 'Tasks of this order' }).getByRole('listitem').first();
    const title = (await first.locator('p').first().textContent())!;
    await first.getByRole('button', { name: 'Start Task' }).click();
    await expect(first.getByText('In progress', { exact: true })).toBeVisible();
    await first.getByTestId(/^upload-input-/).setInputFiles({ name: 'pan-card.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(first.getByText('Submitted', { exact: true })).toBeVisible();
    const tasks = (await (await page.request.get(`/api/orders/${orderId}/tasks`)).json()) as { tasks: { id: string; title: string }[] };
    const taskId = tasks.tasks.find((task) => task.title === title)!.id;

    let detail = await founderTask(page, taskId, title);
    await expect(detail.getByText('Submitted', { exact: true })).toBeVisible();

    // Staff find it in the Orders tab's review queue.
    const admin = await staffPage(browser, viewport);
    await admin.getByRole('tab', { name: 'Orders' }).click();
    const reviewSearch = admin.getByRole('search', { name: 'Tasks to review' });
    await reviewSearch.getByLabel('Search').fill(company);
    await reviewSearch.getByRole('button', { name: 'Search' }).click();
    const queue = admin.getByRole('list', { name: 'Tasks' });
    await expect(queue.getByRole('listitem')).toHaveCount(1);
    await expect(queue.getByText(title)).toBeVisible();
    await expect(queue.getByText('Submitted', { exact: true })).toBeVisible();
    await snap(admin, `150-admin-review-queue-${label}`);

    await queue.getByRole('button', { name: new RegExp(`^Open ${title}`) }).click();
    const dialog = admin.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('link', { name: 'Download pan-card.pdf' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Start review' }).click();
    await expect(admin.getByText('Review started')).toBeVisible();
    await expect(dialog.getByText('Under review', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();

    // The founder sees it under review, waiting for approval, and can no longer upload.
    detail = await founderTask(page, taskId, title);
    await expect(detail.getByText('Under review', { exact: true })).toBeVisible();
    await expect(detail.getByText('Waiting for admin approval.')).toBeVisible();
    await expect(detail.getByTestId(/^upload-input-/)).toHaveCount(0);
    await snap(page, `151-founder-task-under-review-${label}`);

    // Staff assign it, comment, and approve.
    await dialog.getByLabel('Assigned to').selectOption({ label: 'Demo Admin' });
    await expect(admin.getByText('Task assigned to Demo Admin')).toBeVisible();
    // Send back asks what to change before it sends anything.
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await dialog.getByRole('button', { name: 'Send back to customer' }).click();
    await expect(dialog.getByText('Say what needs to change: the customer sees this comment.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByLabel('Comment to the customer').fill('Your PAN card is clear. Approved.');
    await dialog.getByRole('button', { name: 'Add Comment' }).click();
    await expect(admin.getByText('Comment added')).toBeVisible();
    await expect(dialog.getByText('Your PAN card is clear. Approved.')).toBeVisible();
    expect(await blockingAxeViolations(admin)).toEqual([]);
    await snap(admin, `152-admin-task-review-dialog-${label}`, { fullPage: false });
    // Approving earns part of the fee (the customer's refund goes down): the back office asks first.
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText(/the customer’s refund if they cancel goes down/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(admin.getByText('Task approved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(queue.getByRole('listitem')).toHaveCount(0);
    await expect(admin.getByText('No tasks match these filters.')).toBeVisible();

    // The founder sees it completed, with the agent's comment and name, and was mailed.
    detail = await founderTask(page, taskId, title);
    await expect(detail.getByText('Completed', { exact: true })).toBeVisible();
    await expect(detail.getByText('Your PAN card is clear. Approved.')).toBeVisible();
    await expect(detail.getByText('Charter agent', { exact: true })).toBeVisible();
    await expect(detail.getByTestId('task-assignment')).toContainText('Demo Admin (Charter)');
    await waitForMail(request, email, new RegExp(`^Approved: ${title}$`));
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, `153-founder-task-approved-${label}`);

    // Charter's filing is staff's to close (issue 27): under All tasks, Start work, then Mark as done once confirmed.
    await reviewSearch.getByLabel('Status').selectOption('all');
    await reviewSearch.getByRole('button', { name: 'Search' }).click();
    await queue.getByRole('button', { name: /^Open GST Registration \(/ }).click();
    const filing = admin.getByRole('dialog', { name: 'GST Registration', exact: true });
    await expect(filing.getByText('Who does it: Charter’s team', { exact: false })).toBeVisible();
    await filing.getByRole('button', { name: 'Start work' }).click();
    await expect(admin.getByText('Work started')).toBeVisible();
    await expect(filing.getByText('In progress', { exact: true })).toBeVisible();
    await filing.getByRole('button', { name: 'Mark as done' }).click();
    await expect(filing.getByText(/the customer’s refund if they cancel goes down/)).toBeVisible();
    await filing.getByRole('button', { name: 'Yes, mark as done' }).click();
    await expect(admin.getByText('Task marked as done')).toBeVisible();
    await expect(filing).toBeHidden();
    // The founder sees it done, still with nothing to press.
    await page.goto(`/orders/${orderId}`);
    const filed = page.getByRole('list', { name: 'Tasks of this order' }).getByRole('listitem').filter({ hasText: 'Our team prepares' });
    await expect(filed.getByText('Completed', { exact: true })).toBeVisible();
    await expect(filed.getByRole('button', { name: 'Reopen Task' })).toHaveCount(0);

    // A consultation request; staff confirm it with a note; the founder sees both on /bookings and gets a mail.
    // 15:00 in India's zone (staff's, the consultation hours'), on a day they work: named, because a request without a
    // zone is read in the founder's stored one, which this browser set to its own on the first screen.
    const tomorrow = nextWeekdayIn('Asia/Kolkata');
    const booked = await page.request.post('/api/bookings', {
      data: {
        service_name: 'GST Registration',
        contact_name: founder,
        contact_email: email,
        contact_phone: '+91 98450 12345',
        preferred_date: tomorrow,
        preferred_time: '15:00',
        time_zone: 'Asia/Kolkata',
        message: 'Questions about GST on exports.',
      },
    });
    expect(booked.status()).toBe(201);
    await admin.getByRole('tab', { name: 'Bookings' }).click();
    await admin.getByLabel('Status').selectOption('pending');
    const bookings = admin.getByRole('list', { name: 'Bookings' });
    const card = bookings.getByRole('listitem').filter({ hasText: email });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await snap(admin, `154-admin-bookings-${label}`);
    await card.getByRole('button', { name: /^Manage booking/ }).click();
    const manage = admin.getByRole('dialog', { name: 'GST Registration' });
    // A pending booking can be confirmed or cancelled, not completed.
    await expect(manage.getByLabel('Status').locator('option')).toHaveText(['Pending', 'Confirmed', 'Cancelled']);
    await manage.getByLabel('Status').selectOption('confirmed');
    await manage.getByLabel('Notes for the customer').fill('Priya will call you at 15:00 IST.');
    await snap(admin, `155-admin-booking-dialog-${label}`, { fullPage: false });
    await manage.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Booking confirmed. The customer has been emailed.')).toBeVisible();
    await expect(manage).toBeHidden();
    await expect(card).toHaveCount(0); // it left the pending filter
    await admin.getByLabel('Status').selectOption('confirmed');
    await expect(bookings.getByRole('listitem').filter({ hasText: email }).getByText('Priya will call you at 15:00 IST.')).toBeVisible();
    expect(await blockingAxeViolations(admin)).toEqual([]);

    await waitForMail(request, email, /^Your consultation is confirmed: GST Registration$/);
    await page.goto('/bookings');
    const cards = page.getByRole('list', { name: 'Your bookings' });
    await expect(cards.getByText('Confirmed')).toBeVisible();
    await cards.getByRole('button').click();
    const details = page.getByRole('dialog', { name: 'GST Registration' });
    await expect(details.getByText('Priya will call you at 15:00 IST.')).toBeVisible();
    await snap(page, `156-founder-booking-confirmed-${label}`, { fullPage: false });
    await admin.context().close();
  });
}
