import { expect, test } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { nextWeekdayIn } from '../support/bookings';
import { desktop, phone, snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

/** Issue 11 §4: a consultation booked from a service's details appears in /bookings, at 1280 and 375 px. */
// A founder in India: the times offered and shown are India's (issue 30 walks another zone in founder-day.spec.ts).
test.use({ timezoneId: 'Asia/Kolkata' });

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: Book Consultation from a service’s details → Booking Confirmed → the card and its details in /bookings`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Meghna Pillai' : 'Vikram Sethi';
    await signUpAndSignIn(page, request, founder);

    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();

    const created = await page.request.post('/api/companies', {
      data: { name: `${founder.split(' ')[1]} Designs LLP`, country: 'India', state: 'Kerala', entity_type: 'LLP', industry: 'Technology' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/services');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('trademark application');
    await page.getByRole('button', { name: /^Trademark Application \(one class\)/ }).click();
    await page
      .getByRole('dialog', { name: 'Trademark Application (one class)' })
      .getByRole('button', { name: 'Book Consultation' })
      .click();

    const form = page.getByRole('dialog', { name: 'Book Consultation' });
    await expect(form.getByLabel('Full Name')).toHaveValue(founder);
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    // Required fields say what is missing; nothing is sent.
    await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(form.getByText('Choose a date.')).toBeVisible();
    await expect(form.getByText('Choose a time.')).toBeVisible();
    await snap(page, `110-booking-form-errors-${label}`, { fullPage: false });

    await form.getByLabel('Phone Number').fill('+91 98450 12345');
    await form.getByLabel('Date').selectOption(nextWeekdayIn('Asia/Kolkata'));
    await form.getByLabel('Time').selectOption('11:30');
    await form.getByLabel('Additional Information (optional)').fill('Two logos, one word mark.');
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
    await expect(confirmed).toBeVisible();
    await expect(page.getByText('Booking request submitted successfully!')).toBeVisible();
    await snap(page, `111-booking-confirmed-${label}`, { fullPage: false });
    // It closes itself after two seconds.
    await expect(confirmed).toBeHidden({ timeout: 4_000 });

    await page.goto('/bookings');
    const cards = page.getByRole('list', { name: 'Your bookings' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards.getByText('Trademark Application (one class)')).toBeVisible();
    await expect(cards.getByText('Pending')).toBeVisible();
    await expect(cards.getByText(/^\w{3}, \d{1,2} \w{3} \d{4} · 11:30 GMT\+5:30 \(Asia\/Kolkata\)$/)).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, `112-bookings-${label}`);

    await cards.getByRole('button').click();
    const details = page.getByRole('dialog', { name: 'Trademark Application (one class)' });
    await expect(details.getByText('Two logos, one word mark.')).toBeVisible();
    await expect(details.getByText('No notes yet.')).toBeVisible();
    await expect(details.getByText(/^[0-9a-f]{8}$/)).toBeVisible();
    await snap(page, `113-booking-details-${label}`, { fullPage: false });
  });
}
