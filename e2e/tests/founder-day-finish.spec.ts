import { blockingAxeViolations } from '../support/axe';
import { createFoodExporter } from '../support/companies';
import { nextWeekdayIn } from '../support/bookings';
import { linkIn, waitForMail } from '../support/mailbox';
import { paidServiceOrder } from '../support/orders';
import { snap, snapWindow } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { expect, serverUrlFor, test, type Locator, type Page } from '../support/test';
import { staffPage } from '../support/staff';

/**
 * Issue 30, what was left: requirement cards itemise the platform fee; so do the assistant's cards; a viewer who tries
 * to manage members reads the 403 as a sentence; the founder's time zone is stored and bookings are shown in it (staff
 * in theirs); the dashboard's Pending tab counts only tasks not started; long emails and country marks fit a phone.
 */

const laptop = { width: 1366, height: 768 };
const phone = { width: 375, height: 812 };
const widths = [
  ['1366', laptop],
  ['375', phone],
] as const;

/** Elements whose content runs past their own box (a card whose contents spill over what follows it). */
async function overflowing(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((items) =>
    items
      .filter((item) => item.scrollHeight > item.clientHeight + 1 || item.scrollWidth > item.clientWidth + 1)
      .map((item) => `${item.textContent?.slice(0, 40)}: ${item.scrollHeight} > ${item.clientHeight}`),
  );
}

test('§1 requirement cards below 1280 px itemise the platform fee the cart charges; no card spills over Done', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(laptop);
  await signUpAndSignIn(page, request, 'Kavya Menon');
  const companyId = await createFoodExporter(page, 'Menon Spice Exports Private Limited', { select: true });
  // The plan's fee for each requirement is the catalogue's serviceFees figure for the service that fulfils it.
  const plan = (await (await page.request.get(`/api/companies/${companyId}/compliance`)).json()) as {
    requirements: { name: string; product_id: string | null; price: number | null; platform_fee: number | null }[];
  };
  const services = (await (await page.request.get('/api/services')).json()) as {
    services: { id: string; price: number; platform_fee: number }[];
  };
  const forSale = plan.requirements.filter((requirement) => requirement.product_id !== null && requirement.price !== null);
  expect(forSale.length).toBeGreaterThan(3);
  for (const requirement of forSale) {
    const service = services.services.find((item) => item.id === requirement.product_id)!;
    expect(requirement.platform_fee, requirement.name).toBe(service.platform_fee);
  }

  // One filing done, so the Done group is on the page below the cards.
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Mark done' }).first().click();
  await expect(page.getByRole('button', { name: 'Reopen' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('requirement-group-done')).toBeVisible();
  // At 1366 px the table itemises it in the row.
  await expect(page.getByRole('main').locator('table').getByTestId('platform-fee').first()).toContainText(
    /^incl\. ₹[\d,]+(\.\d\d)? platform fee$/,
  );
  await snapWindow(page, '320-compliance-fee-table-1366');

  await page.setViewportSize(phone);
  const cards = page
    .getByRole('main')
    .locator('ul[aria-label] > li')
    .filter({ has: page.getByRole('button', { name: 'Mark done' }) });
  await expect(cards.first()).toBeVisible();
  const withFee = cards.filter({ has: page.getByTestId('platform-fee') });
  expect(await withFee.count()).toBeGreaterThan(3);
  // The first card's fee is its requirement's figure, formatted as the cart formats it.
  const first = withFee.first();
  const name = (await first.locator('p').first().textContent())!.trim();
  const requirement = forSale.find((item) => item.name === name)!;
  expect(requirement, name).toBeDefined();
  const fee = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(requirement.platform_fee) ? 0 : 2,
  }).format(requirement.platform_fee!);
  await expect(first.getByTestId('platform-fee')).toHaveText(`incl. ${fee} platform fee`);
  await first.scrollIntoViewIfNeeded();
  await snapWindow(page, '321-compliance-fee-cards-375');

  // Every card holds its own contents, those never drawn yet included: nothing runs over the Done heading.
  expect(await overflowing(cards)).toEqual([]);
  const lastCard = await cards.last().boundingBox();
  const done = await page.getByTestId('requirement-group-done').getByRole('heading').boundingBox();
  expect(lastCard!.y + lastCard!.height).toBeLessThanOrEqual(done!.y);
  expect(await blockingAxeViolations(page)).toEqual([]);
  await page.getByTestId('requirement-group-done').scrollIntoViewIfNeeded();
  await snapWindow(page, '322-compliance-cards-above-done-375');
});

test('§2 the assistant’s service cards itemise the 2 % platform fee, as the catalogue’s do', async ({ page }) => {
  for (const [label, viewport] of widths) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await page.getByTestId('general-chat-open').click();
    const chat = page.getByTestId('general-chat');
    const input = chat.getByRole('textbox', { name: 'Message the Charter assistant' });
    await input.fill('Do I need GST registration in India?');
    await input.press('Enter');
    const card = chat.getByTestId('general-chat-service-card').first();
    await expect(card).toContainText('GST Registration');
    // ₹1,499 professional fee, 18 % GST and 2 % platform fee: the catalogue card's own figures.
    await expect(card).toContainText('₹1,798.80');
    await expect(card.getByTestId('platform-fee')).toHaveText('incl. ₹29.98 platform fee (2%)');
    // The card's buttons stay inside it at either width.
    const box = (await card.boundingBox())!;
    const price = (await card.getByTestId('platform-fee').boundingBox())!;
    expect(price.x + price.width).toBeLessThanOrEqual(box.x + box.width);
    await card.scrollIntoViewIfNeeded();
    await snapWindow(page, `323-assistant-card-fee-${label}`);
    await page.getByRole('button', { name: 'Close assistant' }).click();
  }
});

test('§3 an owner made a viewer who then tries to invite someone reads why not, as a sentence', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(laptop);
  await signUpAndSignIn(page, request, 'Owen Owner');
  const created = await page.request.post('/api/companies', {
    data: {
      name: 'Owner Textiles Private Limited',
      country: 'India',
      state: 'Karnataka',
      entity_type: 'Private Limited',
      industry: 'Technology',
    },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;

  // Mia joins as a co-owner through the invitation mail (only owners manage members).
  const mia = await (await browser.newContext({ baseURL: serverUrlFor(test.info()), viewport: laptop })).newPage();
  const miaEmail = await signUpAndSignIn(mia, request, 'Mia Member');
  const invited = await page.request.post(`/api/companies/${companyId}/invitations`, { data: { email: miaEmail, role: 'owner' } });
  expect(invited.status()).toBe(201);
  await mia.goto(linkIn(await waitForMail(request, miaEmail, /invited you to Owner Textiles/), '/invite'));
  await mia.getByRole('button', { name: 'Accept invitation' }).click();
  await mia.waitForURL('**/dashboard');
  const members = (await (await page.request.get(`/api/companies/${companyId}/members`)).json()) as {
    members: { user_id: string; email: string }[];
  };
  const miaId = members.members.find((member) => member.email === miaEmail)!.user_id;

  // Mia opens the members screen as an owner; meanwhile Owen makes her a viewer, and her screen does not know yet.
  await mia.goto(`/companies/${companyId}/settings`);
  await expect(mia.getByLabel('Email address')).toBeVisible();
  const demoted = await page.request.patch(`/api/companies/${companyId}/members/${miaId}`, { data: { role: 'viewer' } });
  expect(demoted.status()).toBe(200);

  const sentence =
    'You are a viewer of this company, so you cannot invite members, change their roles or remove them. Ask one of its owners.';
  await mia.getByLabel('Email address').fill('accountant@example.com');
  await mia.getByRole('button', { name: 'Send invitation' }).click();
  await expect(mia.getByText(sentence)).toBeVisible();
  for (const [label, viewport] of widths) {
    await mia.setViewportSize(viewport);
    await mia.getByText(sentence).scrollIntoViewIfNeeded();
    await expect(mia.getByText(sentence)).toBeInViewport();
    await snapWindow(mia, `324-viewer-members-403-${label}`);
  }
  // Nothing was sent; and once the screen knows her role, it offers no invitation at all.
  const after = (await (await page.request.get(`/api/companies/${companyId}/members`)).json()) as { invitations: unknown[] };
  expect(after.invitations).toEqual([]);
  await mia.reload();
  await expect(mia.getByRole('list', { name: 'Members' })).toContainText('Owen Owner');
  await expect(mia.getByLabel('Email address')).toHaveCount(0);
  await mia.context().close();
});

test.describe('§4 the founder’s time zone is stored on the account', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('set from the browser at the first sign-in, changed on Settings; bookings are offered and shown in it, staff read theirs', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(laptop);
    await signUpAndSignIn(page, request, 'Lena Travers');
    // The first signed-in screen stored the browser's zone.
    await expect
      .poll(async () => ((await (await page.request.get('/api/auth/me')).json()) as { time_zone: string | null }).time_zone)
      .toBe('Europe/London');

    // Settings: the stored zone, changed to India's (she books from London for her Indian company).
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('stored-time-zone')).toHaveText(/^Europe\/London \(GMT(\+1)?\)$/);
    await page.getByLabel('Time zone', { exact: true }).selectOption('Asia/Kolkata');
    await snapWindow(page, '325-settings-time-zone-1366');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText('Time zone saved: Asia/Kolkata')).toBeVisible();
    await expect(page.getByTestId('stored-time-zone')).toHaveText('Asia/Kolkata (GMT+5:30)');
    // This browser is still in London: Settings says so and offers it back.
    await expect(page.getByText('This browser is set to Europe/London.')).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);

    // The booking form offers and sends times in the stored zone, not the browser's.
    await page.request.post('/api/companies', {
      data: {
        name: 'Travers Tea Private Limited',
        country: 'India',
        state: 'Assam',
        entity_type: 'Private Limited',
        industry: 'Technology',
      },
    });
    await page.goto('/services');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('importer');
    await page.getByRole('button', { name: /Importer-Exporter Code/ }).click();
    await page.getByRole('dialog', { name: 'Importer-Exporter Code (IEC)' }).getByRole('button', { name: 'Book Consultation' }).click();
    const form = page.getByRole('dialog', { name: 'Book Consultation' });
    await expect(form.getByTestId('booking-zone-note')).toContainText('Times are in your time zone, Asia/Kolkata (GMT+5:30).');
    await form.getByLabel('Phone Number').fill('+44 20 7946 0000');
    // A long address: staff's list must keep it inside the card on a phone.
    await form
      .getByLabel('Email Address')
      .fill(`lena.travers.bookings.for.travers.tea.private.limited.${Date.now()}@example-assam-estates.co.uk`);
    await form.getByLabel('Date').selectOption(nextWeekdayIn('Asia/Kolkata'));
    await form.getByLabel('Time').selectOption('11:30');
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();

    for (const [label, viewport] of widths) {
      await page.setViewportSize(viewport);
      await page.goto('/bookings');
      await expect(page.getByTestId('bookings-zone')).toHaveText('Times in your time zone, Asia/Kolkata (GMT+5:30). Change');
      await expect(page.getByTestId('booking-when')).toHaveText(
        /^(Mon|Tue|Wed|Thu|Fri), \d{1,2} \w{3} \d{4} · 11:30 GMT\+5:30 \(Asia\/Kolkata\)$/,
      );
      await snap(page, `326-bookings-stored-zone-${label}`);
    }
    // On a phone Settings is in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByTestId('stored-time-zone')).toHaveText('Asia/Kolkata (GMT+5:30)');
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, '325-settings-time-zone-375');

    // Staff: the hours' zone until they choose theirs; then every time in it, named.
    const staff = await staffPage(browser, laptop);
    await staff.getByRole('tab', { name: 'Bookings' }).click();
    const card = staff.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: 'Lena Travers' }).first();
    await expect(card.getByTestId('admin-booking-when')).toHaveText(/ 11:30 GMT\+5:30 \(Asia\/Kolkata\)$/);
    try {
      await staff.getByLabel('Times shown in').selectOption('Europe/London');
      await expect(card.getByTestId('admin-booking-when')).toHaveText(
        /^\w{3}, \d{1,2} \w{3} \d{4} · 0[67]:00 GMT(\+1)? \(Europe\/London\); the customer chose \w{3}, \d{1,2} \w{3} \d{4} · 11:30 GMT\+5:30 \(Asia\/Kolkata\)$/,
      );
      await snapWindow(staff, '327-admin-bookings-staff-zone-1366');

      // §6 at 375 px: the long address is cut inside the card, whole in its tooltip; nothing scrolls sideways.
      await staff.setViewportSize(phone);
      const address = card.getByTestId('admin-booking-email');
      await expect(address).toHaveAttribute('title', /^lena\.travers\.bookings.+@example-assam-estates\.co\.uk$/);
      const cardBox = (await card.boundingBox())!;
      const addressBox = (await address.boundingBox())!;
      expect(addressBox.x + addressBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width - 8);
      expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await snapWindow(staff, '328-admin-bookings-long-email-375');
      expect(await blockingAxeViolations(staff)).toEqual([]);
      // Manage shows it whole, wrapped inside the dialog.
      await card.getByRole('button', { name: /^Manage booking/ }).click();
      const manage = staff.getByRole('dialog');
      const contact = manage.locator('dd').filter({ hasText: 'example-assam-estates.co.uk' });
      await expect(contact).toBeVisible();
      const dialogBox = (await manage.boundingBox())!;
      const contactBox = (await contact.boundingBox())!;
      expect(contactBox.x + contactBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      expect(await contact.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await snapWindow(staff, '329-admin-booking-manage-email-375');
      await staff.keyboard.press('Escape');
      await staff.setViewportSize(laptop);
    } finally {
      // The demo admin is shared by the journeys after this one on the same server: back to the hours' zone.
      await staff.getByLabel('Times shown in').selectOption('Asia/Kolkata');
      await expect(card.getByTestId('admin-booking-when')).toHaveText(/ 11:30 GMT\+5:30 \(Asia\/Kolkata\)$/);
      await staff.context().close();
    }
  });
});

test('§5 the dashboard’s Pending counts only tasks not started; each tab’s count is what it lists', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(laptop);
  await signUpAndSignIn(page, request, 'Dev Pending');
  const orderId = await paidServiceOrder(page, 'Pending Labs Private Limited');
  // Start one of the founder's tasks: it is under way, no longer pending.
  const tasks = (await (await page.request.get(`/api/orders/${orderId}/tasks`)).json()) as {
    tasks: { id: string; title: string; performer: string; status: string }[];
  };
  const mine = tasks.tasks.filter((task) => task.performer === 'founder' && task.status === 'pending');
  expect(mine.length).toBeGreaterThan(1);
  const started = mine[0]!;
  expect(
    (await page.request.patch(`/api/orders/${orderId}/tasks/${started.id}/status`, { data: { status: 'in_progress' } })).status(),
  ).toBe(200);

  for (const [label, viewport] of widths) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Tasks' });
    await expect(panel.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible();
    for (const tab of ['All', 'Pending', 'Overdue', 'Completed']) {
      const button = panel.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) });
      await button.click();
      const count = Number(/\((\d+)\)/.exec((await button.textContent())!)![1]);
      const listed = panel.getByRole('tabpanel').getByRole('listitem');
      await expect(listed, `${tab} at ${label} px`).toHaveCount(count);
      if (tab === 'Pending') {
        await expect(panel.getByRole('tabpanel')).not.toContainText(started.title);
        await snapWindow(page, `330-dashboard-pending-${label}`);
      }
      if (tab === 'All') {
        // Under All, with its own badge.
        const card = listed.filter({ hasText: started.title });
        await expect(card.getByTestId('task-status-badge')).toHaveText('In progress');
      }
    }
    // Pending is the founder's and Charter's tasks not started, all of them but the one begun.
    const pending = panel.getByRole('tab', { name: /^Pending \(\d+\)$/ });
    const expected = tasks.tasks.filter((task) => task.status === 'pending').length - 1;
    await expect(pending).toHaveText(`Pending (${expected})`);
  }
});

test('§6 countries are named by code and name, never by an emoji flag that renders as a box', async ({ page, request }) => {
  const flagsIn = (target: Page) => target.evaluate(() => document.body.innerText.match(/[\u{1F1E6}-\u{1F1FF}]{2}/gu) ?? []);
  await page.setViewportSize(laptop);
  await signUpAndSignIn(page, request, 'Flora Flag');
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Create Your First Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await expect(dialog.getByRole('button', { name: /^India/ })).toContainText('IN');
  expect(await flagsIn(page)).toEqual([]);
  await snapWindow(page, '331-add-company-codes-1366');
  await page.setViewportSize(phone);
  await snapWindow(page, '331-add-company-codes-375');
  await page.keyboard.press('Escape');

  await createFoodExporter(page, 'Flag Foods Private Limited', { select: true });
  for (const [label, viewport] of widths) {
    await page.setViewportSize(viewport);
    await page.goto('/compliance');
    await expect(page.getByRole('main').getByRole('img', { name: 'India' }).first()).toBeVisible();
    expect(await flagsIn(page)).toEqual([]);
    await snapWindow(page, `332-compliance-country-${label}`);
    await page.goto('/products');
    const india = page.locator('summary').filter({ hasText: 'India' }).first();
    await expect(india).toContainText('IN');
    expect(await flagsIn(page)).toEqual([]);
    await india.scrollIntoViewIfNeeded();
    await snapWindow(page, `333-products-countries-${label}`);
    await page.getByTestId('company-switcher').click();
    await expect(page.getByRole('menu')).toContainText('IN');
    expect(await flagsIn(page)).toEqual([]);
    await snapWindow(page, `334-company-switcher-${label}`);
    await page.keyboard.press('Escape');
  }
});
