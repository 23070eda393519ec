import { expect, test, type Browser, type Page, serverUrlFor } from '../support/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { desktop, snap, snapBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { indianPrivateCompany } from '../support/companies';

const company = indianPrivateCompany('Teamwork Foods Private Limited');

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverUrlFor(test.info()), viewport: desktop });
  return context.newPage();
}

/** Toasts are short-lived; screenshots wait them out so they show the screen, not the last message. */
async function withoutToasts(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

async function invite(page: Page, email: string, role: 'Member' | 'Viewer'): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
}

test('an owner invites a co-founder and a viewer by mail; each joins with their role; the activity shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(desktop);
  await signUpAndSignIn(page, request, 'Olivia Owner');
  const created = await page.request.post('/api/companies', { data: company });
  expect(created.status()).toBe(201);
  await page.goto('/compliance');
  await page.getByRole('button', { name: 'Mark done' }).first().click();
  await expect(page.getByRole('button', { name: 'Reopen' }).first()).toBeVisible();

  // Owner → Company settings from the company switcher → invite the co-founder.
  await page.getByTestId('company-switcher').click();
  await page.getByRole('menuitem', { name: 'Company settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  const cofounderEmail = `ravi.${Date.now()}@example.com`;
  await invite(page, cofounderEmail, 'Member');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(cofounderEmail);
  // The owner is already a member: the server's 409 shows under the address.
  const ownerEmail = await page
    .getByTestId('member-row')
    .first()
    .getByTitle(/@example\.com$/)
    .textContent();
  await page.getByLabel('Email address').fill(ownerEmail!);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${ownerEmail} is already a member of ${company.name}.`)).toBeVisible();
  await page.getByLabel('Email address').fill('');

  // An accountant with an account of her own opens the co-founder's link: it is not hers, and nothing changes.
  const viewer = await newPage(browser);
  const viewerEmail = await signUpAndSignIn(viewer, request, 'Vera Accountant');
  const invitationMail = await waitForMail(request, cofounderEmail, /invited you to Teamwork Foods/);
  await viewer.goto(linkIn(invitationMail, '/invite'));
  await expect(viewer.getByText(`you are signed in as ${viewerEmail}`)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Log out and switch account' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await snapBothWidths(viewer, '42-invite-other-account');
  await viewer.getByRole('button', { name: 'Not now, go to my dashboard' }).click();
  await viewer.waitForURL('**/dashboard');

  // The co-founder has no account: the mailed invitation proves the address, so one click (with a name for the new
  // account) creates it, signs in and joins: no verification mail, no login code.
  const cofounder = await newPage(browser);
  await cofounder.goto(linkIn(invitationMail, '/invite'));
  await expect(cofounder.getByRole('heading', { name: `Join ${company.name}` })).toBeVisible();
  await expect(cofounder.getByText('Olivia Owner invited you')).toBeVisible();
  await expect(cofounder.getByText(`Joining creates your account for ${cofounderEmail}`)).toBeVisible();
  await snapBothWidths(cofounder, '41-invite-signed-out');
  await cofounder.setViewportSize({ width: 1366, height: 800 });
  await snap(cofounder, '41-invite-signed-out-1366');
  await cofounder.setViewportSize(desktop);
  // At 375 px nothing runs past the card (a long address wraps).
  await cofounder.setViewportSize({ width: 375, height: 812 });
  expect(await cofounder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await cofounder.setViewportSize(desktop);
  await cofounder.getByRole('button', { name: `Join ${company.name}` }).click();
  await expect(cofounder.getByText('Please enter your name.')).toBeVisible();
  await cofounder.getByLabel('Full name').fill('Ravi Cofounder');
  await cofounder.getByRole('button', { name: `Join ${company.name}` }).click();
  await cofounder.waitForURL('**/dashboard');
  await expect(cofounder.getByText(`You joined ${company.name} as member`)).toBeVisible();
  const onboarding = cofounder.getByRole('dialog', { name: 'Tell us about you' });
  // The company they joined is their company: onboarding does not ask for a company name.
  await expect(onboarding.getByText(`Company: ${company.name}`)).toBeVisible();
  await expect(onboarding.getByLabel('Company name')).toHaveCount(0);
  await snapBothWidths(cofounder, '41b-invitee-onboarding', { fullPage: false });
  await onboarding.getByText('I am Founder').click();
  await onboarding.getByRole('button', { name: 'Continue' }).click();
  await expect(cofounder.getByTestId('company-switcher')).toContainText(company.name);
  await cofounder.getByTestId('company-switcher').click();
  await expect(cofounder.getByRole('menuitemradio', { name: new RegExp(company.name) })).toContainText('Member');
  await snapBothWidths(cofounder, '48-switcher-shared-company', { fullPage: false });
  await cofounder.keyboard.press('Escape');
  // A member marks filings done, but manages nobody.
  await cofounder.goto('/compliance');
  await expect(cofounder.getByRole('button', { name: 'Mark done' }).first()).toBeVisible();
  await expect(cofounder.getByTestId('view-only-note')).toHaveCount(0);

  // The accountant is invited as a viewer, accepts while signed in, and sees no write button anywhere.
  await invite(page, viewerEmail, 'Viewer');
  await viewer.goto(linkIn(await waitForMail(request, viewerEmail, /invited you to Teamwork Foods/), '/invite'));
  await expect(viewer.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await snapBothWidths(viewer, '43-invite-signed-in');
  await viewer.getByRole('button', { name: 'Accept invitation' }).click();
  await viewer.waitForURL('**/dashboard');
  await expect(viewer.getByTestId('company-switcher')).toContainText(company.name);
  await expect(viewer.getByTestId('view-only-note')).toBeVisible();
  await withoutToasts(viewer);
  await snapBothWidths(viewer, '46-viewer-dashboard', { fullPage: false });
  await viewer.goto('/compliance');
  await expect(viewer.getByTestId('view-only-note')).toBeVisible();
  await expect(viewer.getByText(/MGT-7/).first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Mark (it|all \d+) as done$/ })).toHaveCount(0);
  await withoutToasts(viewer);
  await snapBothWidths(viewer, '44-viewer-compliance', { fullPage: false });
  await viewer.goto(`/companies/${((await created.json()) as { id: string }).id}/settings`);
  await expect(viewer.getByRole('list', { name: 'Members' })).toContainText('Olivia Owner');
  await expect(viewer.getByLabel('Email address')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Leave company' })).toBeVisible();
  await snapBothWidths(viewer, '47-viewer-settings-members');

  // The owner sees both members; the last owner cannot leave, and is told why.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText('Ravi Cofounder');
  await expect(members).toContainText('Vera Accountant');
  await page.getByRole('button', { name: 'Leave company' }).click();
  const leaveDialog = page.getByRole('dialog', { name: `Leave ${company.name}?` });
  await leaveDialog.getByRole('button', { name: 'Leave company' }).click();
  await expect(leaveDialog.getByRole('alert')).toHaveText(
    'You are the last owner. Make another member an owner before you leave, or delete the company.',
  );
  await leaveDialog.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Your role').selectOption({ label: 'Member' });
  const demoteDialog = page.getByRole('dialog', { name: `Become member of ${company.name}?` });
  await demoteDialog.getByRole('button', { name: 'Become member' }).click();
  await expect(demoteDialog.getByRole('alert')).toHaveText('A company needs at least one owner. Make another member an owner first.');
  await demoteDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Your role')).toHaveValue('owner');
  await withoutToasts(page);
  await snapBothWidths(page, '40-settings-members');

  // What happened, as sentences, newest first.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/tab=activity/);
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText(`Olivia Owner invited ${cofounderEmail} as member`);
  await expect(activity).toContainText('Ravi Cofounder joined as member');
  await expect(activity).toContainText(`Olivia Owner invited ${viewerEmail} as viewer`);
  await expect(activity).toContainText('Vera Accountant joined as viewer');
  await expect(activity).toContainText(/Olivia Owner marked .+ as completed/);
  await expect(activity).toContainText(`Olivia Owner added ${company.name}`);
  await expect(activity).toContainText(/just now|minutes? ago/);
  await snapBothWidths(page, '45-settings-activity');

  // An invitation sent by mistake is revoked; its link then says so.
  await page.getByRole('tab', { name: 'Members' }).click();
  const mistakeEmail = `mistake.${Date.now()}@example.com`;
  await invite(page, mistakeEmail, 'Member');
  await page.getByRole('button', { name: `Revoke the invitation to ${mistakeEmail}` }).click();
  await expect(page.getByText(`Invitation to ${mistakeEmail} revoked`)).toBeVisible();
  await expect(page.getByText('No open invitations.')).toBeVisible();
  await cofounder.goto(linkIn(await waitForMail(request, mistakeEmail, /invited you to Teamwork Foods/), '/invite'));
  await expect(cofounder.getByRole('heading', { name: 'This invitation was revoked' })).toBeVisible();

  // The co-founder, who has a company of his own too, leaves: the dashboard then shows his own company.
  const own = await cofounder.request.post('/api/companies', { data: { ...company, name: 'Ravi Spices Private Limited' } });
  expect(own.status()).toBe(201);
  await cofounder.goto(`/companies/${((await created.json()) as { id: string }).id}/settings`);
  await cofounder.getByRole('button', { name: 'Leave company' }).click();
  await cofounder
    .getByRole('dialog', { name: `Leave ${company.name}?` })
    .getByRole('button', { name: 'Leave company' })
    .click();
  await cofounder.waitForURL('**/dashboard');
  await expect(cofounder.getByText(`You left ${company.name}`)).toBeVisible();
  await expect(cofounder.getByTestId('company-switcher')).toContainText('Ravi Spices Private Limited');

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(activity).toContainText(`Olivia Owner revoked the invitation to ${mistakeEmail}`);
  await expect(activity).toContainText('Ravi Cofounder left the company');
});
