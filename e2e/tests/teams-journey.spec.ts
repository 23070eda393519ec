import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { baseUrl } from '../support/env';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';
import { snap } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

const company = {
  name: 'Teamwork Foods Private Limited',
  country: 'India',
  state: 'Karnataka',
  entity_type: 'Private Limited',
  industry: 'Food & Beverage',
  incorporation_date: '2023-04-10',
  turnover: 2_500_000,
  num_employees: 9,
};

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl });
  return context.newPage();
}

async function invite(page: Page, email: string, role: 'Member' | 'Viewer'): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
}

/** Signs up from the invitation page with the invited address, and comes back to it after the login code. */
async function signUpFromInvitation(page: Page, request: APIRequestContext, email: string, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.goto(linkIn(await waitForMail(request, email, /verify/i), '/verify-email'));
  await page.waitForURL('**/login', { timeout: 10_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Login Code' }).click();
  await page.getByRole('dialog', { name: 'Email Sent!' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Login code').fill(codeIn(await waitForMail(request, email, /login code/i)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/invite?token=*');
}

test('an owner invites a co-founder and a viewer by mail; each joins with their role; the activity shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'Olivia Owner');
  const created = await page.request.post('/api/companies', { data: company });
  expect(created.status()).toBe(201);
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Mark done' }).first().click();
  await expect(page.getByRole('button', { name: 'Reopen' }).first()).toBeVisible();

  // Owner → Members & activity from the company switcher → invite the co-founder.
  await page.getByTestId('company-switcher').click();
  await page.getByRole('menuitem', { name: 'Members & activity' }).click();
  await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
  const cofounderEmail = `ravi.${Date.now()}@example.com`;
  await invite(page, cofounderEmail, 'Member');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(cofounderEmail);
  await snap(page, '40-settings-members');

  // The co-founder has no account: opens the mailed link, signs up with that address, comes back and accepts.
  const cofounder = await newPage(browser);
  const invitationMail = await waitForMail(request, cofounderEmail, /invited you to Teamwork Foods/);
  await cofounder.goto(linkIn(invitationMail, '/invite'));
  await expect(cofounder.getByRole('heading', { name: `Join ${company.name}` })).toBeVisible();
  await snap(cofounder, '41-invite-signed-out');
  await signUpFromInvitation(cofounder, request, cofounderEmail, 'Ravi Cofounder');
  await cofounder.getByRole('button', { name: 'Accept invitation' }).click();
  await cofounder.waitForURL('**/dashboard');
  const onboarding = cofounder.getByRole('dialog', { name: 'Tell us about you' });
  await onboarding.getByLabel('Company name').fill('Teamwork Foods');
  await onboarding.getByText('I am Founder').click();
  await onboarding.getByRole('button', { name: 'Continue' }).click();
  await cofounder.getByTestId('company-switcher').click();
  await expect(cofounder.getByRole('menuitemradio', { name: new RegExp(company.name) })).toContainText('Member');
  await cofounder.keyboard.press('Escape');

  // A viewer with an account already (an accountant) accepts while signed in and sees no write buttons.
  const viewer = await newPage(browser);
  const viewerEmail = await signUpAndSignIn(viewer, request, 'Vera Accountant');
  await invite(page, viewerEmail, 'Viewer');
  await viewer.goto(linkIn(await waitForMail(request, viewerEmail, /invited you to Teamwork Foods/), '/invite'));
  await snap(viewer, '42-invite-signed-in');
  await viewer.getByRole('button', { name: 'Accept invitation' }).click();
  await viewer.waitForURL('**/dashboard');
  await viewer.goto('/compliance');
  await expect(viewer.getByTestId('view-only-note')).toBeVisible();
  await expect(viewer.getByText(/MGT-7/).first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await snap(viewer, '43-viewer-compliance');
  await viewer.setViewportSize({ width: 375, height: 800 });
  await viewer.screenshot({ path: 'artifacts/44-viewer-compliance-375.png' });

  // The owner sees both members and the history of what happened.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText('Ravi Cofounder');
  await expect(members).toContainText('Vera Accountant');
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText(`Olivia Owner invited ${cofounderEmail} as member`);
  await expect(activity).toContainText('Ravi Cofounder joined as member');
  await expect(activity).toContainText('Vera Accountant joined as viewer');
  await expect(activity).toContainText(/Olivia Owner marked .+ as done/);
  await expect(activity).toContainText(`Olivia Owner added ${company.name}`);
  await snap(page, '45-settings-activity');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'Members' }).click();
  await snap(page, '46-settings-members-375');
});
