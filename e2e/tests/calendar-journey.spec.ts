import { expect, test } from '../support/test';
import { snap, snapWindow } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

test('the calendar panel on /compliance copies its link, the feed serves events, and reminders switch off and on', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndSignIn(page, request, 'Chitra Calendar');
  const created = await page.request.post('/api/companies', {
    data: {
      name: 'Calendar Foods Private Limited',
      country: 'India',
      state: 'Kerala',
      entity_type: 'Private Limited',
      industry: 'Retail',
      incorporation_date: '2024-01-15',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/compliance');

  const panel = page.getByTestId('calendar-panel');
  await expect(panel.getByRole('switch', { name: 'Email reminders' })).toHaveAttribute('aria-checked', 'true');
  await panel.getByRole('button', { name: 'Create calendar link' }).click();
  const link = panel.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Calendar link copied')).toBeVisible();
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(panel).toContainText('Google Calendar');
  await expect(panel).toContainText('Apple Calendar');
  await expect(panel).toContainText('Outlook');
  await panel.scrollIntoViewIfNeeded();
  await snapWindow(page, '50-calendar-panel');

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThan(3);
  expect(ics).toContain('TRIGGER:-P7D');

  // Reminders off survives a reload (the server says so), then back on.
  await panel.getByRole('switch', { name: 'Email reminders' }).click();
  await expect(page.getByText('Email reminders are off')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('calendar-panel').getByRole('switch', { name: 'Email reminders' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByTestId('calendar-panel')).toContainText('A calendar link is active since');
  await page.getByTestId('calendar-panel').getByRole('switch', { name: 'Email reminders' }).click();
  await expect(page.getByText('Email reminders are on')).toBeVisible();
  await expect(page.getByTestId('calendar-panel').getByRole('switch', { name: 'Email reminders' })).toHaveAttribute('aria-checked', 'true');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId('calendar-panel').scrollIntoViewIfNeeded();
  await snapWindow(page, '51-calendar-panel-375');
  await snap(page, '52-compliance-with-calendar');
});
