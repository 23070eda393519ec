import { expect, test } from '../support/test';
import { createFoodExporter } from '../support/companies';
import type { ComplianceList } from '@charter/shared';
import { desktop, phone, snapWindow } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: a visitor asks about GST; a founder asks the advisor what is overdue, adds its service and books a consultation`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);

    // Signed out, on the landing page: the general assistant answers from its sources, with service cards.
    await page.goto('/');
    await page.getByTestId('general-chat-open').click();
    const general = page.getByTestId('general-chat');
    const input = general.getByRole('textbox', { name: 'Message the Charter assistant' });
    await input.press('Enter'); // empty: nothing is sent
    await expect(general.getByTestId('general-chat-user-message')).toHaveCount(0);
    await input.fill('Do I need GST registration');
    await input.press('Shift+Enter'); // a new line, not a send
    await input.pressSequentially('in India?');
    await expect(general.getByTestId('general-chat-user-message')).toHaveCount(0);
    await input.press('Enter');
    const answer = general.getByTestId('general-chat-assistant-message').last();
    await expect(answer).toContainText('₹40 lakh');
    await expect(answer).toContainText('http://companiesnext.com/gst-registration');
    await expect(general.getByTestId('general-chat-service-card').first()).toContainText('GST Registration');
    await snapWindow(page, `160-assistant-gst-${label}`);

    await general.getByRole('button', { name: 'Helpful', exact: true }).last().click();
    await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
    await expect(general.getByRole('button', { name: 'Not helpful' }).last()).toBeDisabled();

    // The conversation survives a reload.
    await page.reload();
    await page.getByTestId('general-chat-open').click();
    await expect(page.getByTestId('general-chat-assistant-message').last()).toContainText('₹40 lakh');
    await page.getByRole('button', { name: 'Minimise assistant' }).click();
    await expect(page.getByTestId('general-chat')).toBeHidden();
    await page.getByRole('button', { name: 'Close assistant' }).click();

    // A founder with overdue filings asks the advisor.
    await signUpAndSignIn(page, request, label === '1280' ? 'Meera Kapoor' : 'Arjun Nair');
    const companyId = await createFoodExporter(page, `Advisor Spices ${label} Private Limited`);
    const plan = (await (await page.request.get(`/api/companies/${companyId}/compliance`)).json()) as ComplianceList;
    const overdue = plan.requirements.filter((requirement) => requirement.status === 'overdue');
    expect(overdue.length).toBeGreaterThan(1);
    await page.evaluate((id) => window.localStorage.setItem('selectedCompanyId', id), companyId);
    await page.goto('/compliance');

    // One Ask Charter button in the header opens both assistants as tabs; on the compliance page, the advisor's.
    await page.getByTestId('assistant-open').click();
    await expect(page.getByRole('tab', { name: 'Compliance advisor' })).toHaveAttribute('aria-selected', 'true');
    const advisor = page.getByTestId('advisor-chat');
    await advisor.getByRole('textbox', { name: 'Message the Compliance advisor' }).fill('What is overdue?');
    await advisor.getByRole('textbox', { name: 'Message the Compliance advisor' }).press('Enter');
    const reply = advisor.getByTestId('advisor-chat-assistant-message').last();
    for (const requirement of overdue.slice(0, 3)) {
      await expect(reply).toContainText(requirement.name);
      await expect(reply).toContainText(requirement.due_date!);
    }
    const cards = advisor.getByTestId('advisor-chat-service-card');
    await expect(cards.first()).toBeVisible();
    await snapWindow(page, `161-advisor-overdue-${label}`);

    // The advisor's reply is rated once, in the company's thread.
    await advisor.getByRole('button', { name: 'Not helpful', exact: true }).last().click();
    await expect(page.getByText("We'll work on improving!")).toBeVisible();
    await expect(advisor.getByRole('button', { name: 'Helpful', exact: true }).last()).toBeDisabled();

    // Add to Cart really adds the first suggested service to the company's cart.
    const firstName = (await cards.first().locator('p').first().textContent())!;
    await cards.first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${firstName} added to cart!`)).toBeVisible();
    const cart = (await (await page.request.get(`/api/cart?company_id=${companyId}`)).json()) as { items: { service_name: string }[] };
    expect(cart.items.map((item) => item.service_name)).toEqual([firstName]);

    // Learn More fetches the catalogue then (not as the assistants load) and opens the service's details.
    await cards.first().getByRole('button', { name: 'Learn More' }).click();
    const details = page.getByRole('dialog', { name: firstName });
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);

    // Book Consultant on another card opens the booking modal and books.
    await cards.nth(1).getByRole('button', { name: 'Book Consultant' }).click();
    const form = page.getByRole('dialog', { name: 'Book Consultation' });
    await expect(form).toBeVisible();
    await form.getByLabel('Phone Number').fill('+91 98450 12345');
    // Only the days and times staff take consultations are offered: the first of each.
    await form.getByLabel('Date').selectOption({ index: 1 });
    await form.getByLabel('Time').selectOption({ index: 1 });
    await snapWindow(page, `162-advisor-booking-${label}`);
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();
    const bookings = (await (await page.request.get('/api/bookings')).json()) as { bookings: { service_name: string | null }[] };
    expect(bookings.bookings.length).toBe(1);
  });
}
