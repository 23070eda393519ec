import { expect, test, serverUrlFor } from '../support/test';
import { nextWeekdayIn } from '../support/bookings';
import { paidServiceOrder } from '../support/orders';
import { phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { staffPage } from '../support/staff';

/** Issue 30, "the founder's day without frictions": each item walked as a founder (and staff) would. */
const wide = { width: 1366, height: 900 };

/** Day/month/year of a priority item's due date ("10 May 2023 · …") as a sortable number. */
function dueKey(text: string): number {
  const match = /(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})/.exec(text);
  expect(match, text).not.toBeNull();
  const month = 'JanFebMarAprMayJunJulAugSepOctNovDec'.indexOf(match![2]!) / 3;
  return Number(match![3]) * 10_000 + month * 100 + Number(match![1]);
}

test('after paying for a new company it is the selected one, and the success page opens its order', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  await signUpAndSignIn(page, request, 'Selma Switch');
  // A company the founder already has, selected.
  const first = await page.request.post('/api/companies', {
    data: {
      name: 'Selma Bakes Private Limited',
      country: 'India',
      state: 'Karnataka',
      entity_type: 'Private Limited',
      industry: 'Technology',
    },
  });
  expect(first.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByTestId('company-switcher')).toContainText('Selma Bakes Private Limited');

  // A new USA LLC through the wizard, paid on the hosted checkout.
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Add Company' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await dialog.getByRole('button', { name: 'USA' }).click();
  await dialog.getByRole('button', { name: 'Company Incorporation' }).click();
  await dialog.getByText('LLC', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Company name').fill('Selma Robotics LLC');
  await dialog.getByLabel('State', { exact: true }).selectOption('Delaware');
  await dialog.getByText('Member-managed', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const member = dialog.getByRole('group', { name: 'Member 1' });
  await member.getByLabel('Full name').fill('Selma Switch');
  await member.getByLabel('Phone').fill('+1 302 555 0101');
  await member.getByLabel('Email').fill('selma@example.com');
  await member.getByLabel('Ownership (%)').fill('100');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Pay $497' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await page.getByRole('button', { name: 'Pay $497' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('company-switcher')).toContainText('Selma Robotics LLC');
  await snap(page, '300-payment-success-selects-company-1366');
  await page.setViewportSize(phone);
  await snap(page, '300-payment-success-selects-company-375');
  await page.setViewportSize(wide);
  const toOrder = page.getByRole('link', { name: /^View order CH-\d+$/ });
  await toOrder.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Order CH-/ })).toBeVisible();
  await expect(page.getByText('Selma Robotics LLC').first()).toBeVisible();
  // The dashboard now opens on the new company.
  await page.goto('/dashboard');
  await expect(page.getByTestId('company-switcher')).toContainText('Selma Robotics LLC');
});

test('the dashboard lists priorities overdue first, then by due date, and a task’s badge shows its own status', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  await signUpAndSignIn(page, request, 'Dara Dates');
  const orderId = await paidServiceOrder(page, 'Dara Dates Private Limited');
  // The founder shares a document: the task is Submitted, and the dashboard says so.
  const tasks = (
    (await (await page.request.get(`/api/orders/${orderId}/tasks`)).json()) as {
      tasks: { id: string; title: string; performer: string; status: string }[];
    }
  ).tasks;
  const share = tasks.find((task) => task.performer === 'founder')!;
  const uploaded = await page.request.post(`/api/orders/${orderId}/tasks/${share.id}/documents`, {
    multipart: { file: { name: 'pan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await page.goto('/dashboard');
  const items = page.getByTestId('priority-item');
  await expect(items).toHaveCount(3);
  const texts = await items.allInnerTexts();
  const keys = texts.map(dueKey);
  // Overdue items are the earliest dated, so overdue-first-then-by-date reads as dates ascending.
  expect(keys).toEqual([...keys].sort((a, b) => a - b));
  await expect(page.getByTestId('priority-reason')).toHaveCount(0);

  const card = page.getByRole('region', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: share.title });
  await expect(card.getByTestId('task-status-badge')).toHaveText('Submitted');
  await snap(page, '301-dashboard-priorities-1366');
  await page.setViewportSize(phone);
  await expect(card.getByTestId('task-status-badge')).toHaveText('Submitted');
  await snap(page, '301-dashboard-priorities-375');
});

test('a founder’s analytics shows their own business; the server’s figures are staff’s, in the back office', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  await signUpAndSignIn(page, request, 'Anu Figures');
  const orderId = await paidServiceOrder(page, 'Anu Figures Private Limited');
  const order = ((await (await page.request.get(`/api/orders/${orderId}`)).json()) as { order: { total_amount: number } }).order;

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your obligations' })).toBeVisible();
  // Nothing marked done yet: no figure is invented for on time or late, and the card says why.
  await expect(page.getByTestId('metric-Done on time')).toHaveText('No data');
  await expect(page.getByText('Nothing marked done yet', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('metric-Overdue now')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('metric-Due in 90 days')).toHaveText(/^\d+$/);
  // The paid order: processing, and its amount in this month's spending.
  await expect(page.getByTestId('orders-processing')).toHaveText('1');
  const spent = page.getByRole('table', { name: 'Money spent by month' });
  await expect(spent.getByRole('row')).toHaveCount(2);
  await expect(spent).toContainText(`₹${order.total_amount.toLocaleString('en-IN')}`);
  await expect(page.getByTestId('metric-Order turnaround')).toHaveText('No data');
  // None of the server's own figures.
  for (const text of ['p95', 'p99', 'Data accuracy', 'System performance', 'Uptime']) {
    await expect(page.getByText(text, { exact: false })).toHaveCount(0);
  }
  await snap(page, '302-founder-analytics-1366');
  await page.setViewportSize(phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await snap(page, '302-founder-analytics-375');

  // Another founder's company is not theirs to read.
  const otherCompany = ((await (await page.request.get('/api/companies')).json()) as { id: string }[])[0]!.id;
  const stranger = await browser.newContext({ baseURL: serverUrlFor(test.info()) });
  const strangerPage = await stranger.newPage();
  await signUpAndSignIn(strangerPage, request, 'Nosy Neighbour');
  expect((await strangerPage.request.get(`/api/analytics/metrics?company_id=${otherCompany}`)).status()).toBe(404);
  await stranger.close();

  // Staff see the service's health on the back office's dashboard.
  const staff = await staffPage(browser, wide);
  await expect(staff.getByRole('heading', { name: 'Service health' })).toBeVisible();
  await expect(staff.getByTestId('service-uptime')).toContainText(/Uptime: \d+(\.\d+)?%/);
  await expect(staff.getByRole('img', { name: /^Request latency over the last hour/ })).toBeVisible();
  await expect(staff.getByText('Latency p95')).toBeVisible();
  await snap(staff, '303-admin-service-health-1366');
  await staff.setViewportSize(phone);
  await snap(staff, '303-admin-service-health-375');
  await staff.context().close();
});

test.describe('bookings in the founder’s time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a founder in New York is offered staff’s hours in their own time; staff read it in India’s', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(wide);
    const email = await signUpAndSignIn(page, request, 'Nora York');
    await page.request.post('/api/companies', {
      data: {
        name: 'Nora York Private Limited',
        country: 'India',
        state: 'Karnataka',
        entity_type: 'Private Limited',
        industry: 'Technology',
      },
    });
    await page.goto('/services');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('importer');
    await page.getByRole('button', { name: /Importer-Exporter Code/ }).click();
    await page.getByRole('dialog', { name: 'Importer-Exporter Code (IEC)' }).getByRole('button', { name: 'Book Consultation' }).click();
    const form = page.getByRole('dialog', { name: 'Book Consultation' });
    await expect(form.getByTestId('booking-zone-note')).toHaveText(
      /^Times are in your time zone, America\/New_York \(GMT-[45]\)\. Our team takes consultations Monday to Friday, 09:00–19:00 \(Asia\/Kolkata\)\.$/,
    );
    // A weekday in New York: its morning is India's afternoon; its afternoon (India's night) is not offered.
    const day = nextWeekdayIn('America/New_York');
    await form.getByLabel('Date').selectOption(day);
    const times = await form.getByLabel('Time').locator('option').allInnerTexts();
    expect(times).toContain('08:00');
    expect(times).not.toContain('12:00');
    await form.getByLabel('Phone Number').fill('+1 212 555 0100');
    await form.getByLabel('Time').selectOption('08:00');
    await snap(page, '304-booking-form-new-york-1366', { fullPage: false });
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();

    // The server refuses a time outside the hours, whatever the form offered.
    const refused = await page.request.post('/api/bookings', {
      data: {
        contact_name: 'Nora York',
        contact_email: email,
        contact_phone: '+1 212 555 0100',
        preferred_date: day,
        preferred_time: '12:00',
        time_zone: 'America/New_York',
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      detail: 'We take consultations Monday to Friday, 09:00–19:00 (Asia/Kolkata). Please choose a time within those hours.',
    });

    await page.goto('/bookings');
    const when = page.getByTestId('booking-when');
    await expect(when).toHaveCount(1);
    await expect(when).toHaveText(/^(Mon|Tue|Wed|Thu|Fri), \d{1,2} \w{3} \d{4} · 08:00 GMT-[45] \(America\/New_York\)$/);
    await snap(page, '305-founder-bookings-1366');
    await page.setViewportSize(phone);
    await snap(page, '305-founder-bookings-375');

    const staff = await staffPage(browser, wide);
    await staff.getByRole('tab', { name: 'Bookings' }).click();
    const card = staff.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: email });
    await expect(card.getByTestId('admin-booking-when')).toHaveText(
      /^\w{3}, \d{1,2} \w{3} \d{4} · 1[78]:30 GMT\+5:30 \(Asia\/Kolkata\); the customer chose \w{3}, \d{1,2} \w{3} \d{4} · 08:00 GMT-[45] \(America\/New_York\)$/,
    );
    await snap(staff, '306-admin-bookings-1366');
    await staff.setViewportSize(phone);
    await snap(staff, '306-admin-bookings-375');
    await staff.context().close();
  });
});
