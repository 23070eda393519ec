import { expect, test } from '../support/test';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';
import { snap } from '../support/screenshots';
import { signOutInTheBackground } from '../support/sign-in';

test('a founder signs up, verifies by mail, signs in with a code, onboards and logs out', async ({ page, request }) => {
  const email = `founder.${Date.now()}@example.com`;

  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Priya Sharma');
  await snap(page, '01-signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await snap(page, '02-check-your-email');

  // The link proves the address: it signs in and goes on to the dashboard, with no second mail for a code.
  const verification = await waitForMail(request, email, /verify/i);
  await page.goto(linkIn(verification, '/verify-email'));
  await expect(page.getByText('Email verified! You are signed in.').first()).toBeVisible();
  await snap(page, '03-email-verified');
  await page.waitForURL('**/dashboard', { timeout: 10_000 });

  // Signed out again, the founder comes back with a login code.
  await signOutInTheBackground(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Login Code' }).click();
  const sent = page.getByRole('dialog', { name: 'Email Sent!' });
  await expect(sent).toBeVisible();
  await snap(page, '04-email-sent');
  await sent.getByRole('button', { name: 'Continue' }).click();

  const code = codeIn(await waitForMail(request, email, /login code/i));
  await page.getByLabel('Login code').fill(code);
  await snap(page, '05-code-step');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');

  const onboarding = page.getByRole('dialog', { name: 'Tell us about you' });
  await expect(onboarding).toBeVisible();
  await snap(page, '06-onboarding');
  await onboarding.getByLabel('Company name').fill('Sharma Exports');
  await onboarding.getByText('I am Founder').click();
  await onboarding.getByRole('button', { name: 'Continue' }).click();
  await expect(onboarding).toBeHidden();
  // The second sign-in (the code, after the link's): a returning founder.
  await expect(page.getByRole('heading', { name: 'Welcome back, Priya' })).toBeVisible();
  await snap(page, '07-dashboard');

  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, '08-dashboard-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Onboarding is remembered on the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Priya' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a signed-out visitor is sent to sign in (and back) from a page, to the landing page from the dashboard, and an unknown address is told to sign up', async ({
  page,
}) => {
  await page.goto('/orders');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/orders');
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/login');
  const nobody = `nobody.${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send Login Code' }).click();
  await expect(page.getByText('❌ No account found with this email. Please sign up first.').first()).toBeVisible();
  // The address carries to Sign Up.
  await page.getByRole('button', { name: 'Sign up with this email' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(nobody);
});
