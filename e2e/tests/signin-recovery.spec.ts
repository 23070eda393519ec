import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';
import { loginCodeCooldownSeconds } from '../support/env';
import { desktop, phone, snap } from '../support/screenshots';

/**
 * Sign-in that survives real life (issue 8): a reload in the code step, a code used up by wrong tries, a verification
 * link opened twice, the resend cool-downs, and a staff password reset. Every journey runs at 1280 px and at 375 px.
 */

const DEMO_ADMIN = { email: 'admin@charter.local', password: 'charter-demo-admin' };
/** Resets of one account are a cool-down apart (silently: an earlier request just sends nothing). */
const RESET_COOLDOWN_MS = loginCodeCooldownSeconds * 1000 + 500;
let lastResetRequestAt = 0;

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** An account whose address is verified, made through the API so the journey starts at login. */
async function verifiedAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  expect((await request.post('/api/auth/signup', { data: { email, name: 'Kavya Iyer' } })).status()).toBe(201);
  const token = new URL(linkIn(await waitForMail(request, email, /verify/i), '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  return email;
}

const resetSubject = /reset your charter password/i;

async function resetMailCount(request: APIRequestContext): Promise<number> {
  const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((message) => message.to === DEMO_ADMIN.email && resetSubject.test(message.subject)).length;
}

async function requestCode(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Login Code' }).click();
  await page.getByRole('dialog', { name: 'Email Sent!' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Login code')).toBeVisible();
}

for (const [width, viewport, suffix] of [
  ['1280 px', desktop, ''],
  ['375 px', phone, '-375'],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use({ viewport });

    test('a reload keeps the code step; five wrong codes use the code up; a new code signs in', async ({ page, request }) => {
      // The screen counts the 30 s cool-down down; the page's clock runs it forward rather than the journey waiting it out.
      await page.clock.install();
      const email = await verifiedAccount(request, 'reload');
      await requestCode(page, email);
      const sentAt = Date.now();
      const firstCode = codeIn(await waitForMail(request, email, /login code/i));

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
      // The cool-down goes on from when the code was sent; it does not start again at 30 s.
      await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
      await snap(page, `60-code-step-after-reload${suffix}`);

      const wrong = firstCode === '000000' ? '111111' : '000000';
      const codeField = page.getByLabel('Login code');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await codeField.fill(wrong);
        await page.getByRole('button', { name: 'Verify' }).click();
        await expect(page.getByText('Invalid or expired code. Please try again.')).toBeVisible();
      }
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      const usedUp = page.getByText('This code is used up after too many wrong tries. Please send a new code.');
      await expect(usedUp).toBeVisible();
      // Even the right code is refused now, and the screen says why rather than "invalid".
      await codeField.fill(firstCode);
      const refused = page.waitForResponse('**/api/auth/verify-otp');
      await codeField.press('Enter');
      expect(await (await refused).json()).toMatchObject({ code: 'CODE_USED_UP' });
      await expect(usedUp).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
      await snap(page, `61-code-used-up${suffix}`);

      const sendNew = page.getByRole('button', { name: /^Send a new code/ });
      await expect(sendNew).toBeDisabled();
      await page.waitForTimeout(Math.max(0, sentAt + loginCodeCooldownSeconds * 1000 + 500 - Date.now()));
      await page.clock.fastForward('00:31');
      await expect(sendNew).toBeEnabled();
      await sendNew.click();
      const secondCode = codeIn(await waitForMail(request, email, /login code/i, { atLeast: 2 }));
      await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
      await expect(usedUp).toHaveCount(0);
      await codeField.fill(secondCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/dashboard');
    });

    test('"Use different email" forgets the login in progress', async ({ page, request }) => {
      const email = await verifiedAccount(request, 'different');
      await requestCode(page, email);
      await page.getByRole('button', { name: 'Use different email' }).click();
      await expect(page.getByRole('button', { name: 'Send Login Code' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Send Login Code' })).toBeVisible();
      await expect(page.getByLabel('Login code')).toHaveCount(0);
      await expect(page.getByLabel('Email')).toHaveValue('');
    });

    test('signup counts down the resend cool-down; a reused verification link says already verified', async ({ page, request }) => {
      await page.clock.install();
      const email = uniqueEmail('verify');
      await page.goto('/signup');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Full name').fill('Arjun Mehta');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

      // Right after signup the server would refuse a resend for 60 s, so the button counts that down instead.
      const resend = page.getByRole('button', { name: /^Resend Verification Email/ });
      await expect(resend).toHaveText(/^Resend Verification Email \((60|59)s\)$/);
      await expect(resend).toBeDisabled();
      await page.clock.fastForward('00:20');
      await expect(resend).toHaveText(/^Resend Verification Email \((40|39)s\)$/);
      await snap(page, `62-resend-countdown${suffix}`);
      await page.clock.fastForward('00:41');
      await expect(resend).toHaveText('Resend Verification Email');
      await expect(resend).toBeEnabled();

      const link = linkIn(await waitForMail(request, email, /verify/i), '/verify-email');
      await page.goto(link);
      // The link proves the address: its first use signs in.
      await expect(page.getByText('Email verified! You are signed in.').first()).toBeVisible();
      expect((await page.request.get('/api/auth/me')).status()).toBe(200);

      // Opened again later, signed out (another browser, or after logging out): it signs nobody in and leads to login.
      await page.context().clearCookies();
      await page.goto(link);
      await expect(page.getByText('Email already verified')).toBeVisible();
      await expect(page.getByText('Verification failed')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign Up Again' })).toHaveCount(0);
      await snap(page, `63-already-verified${suffix}`);
      await page.clock.fastForward('00:04');
      await page.waitForURL('**/login');
      await expect(page.getByLabel('Email')).toHaveValue(email);
    });

    test('a staff account resets its password from /admin/login and signs in with the new one', async ({ page, request }) => {
      // The 375 px run sets the demo password back, so the demo admin is as it was for every other journey.
      const newPassword = suffix ? DEMO_ADMIN.password : 'recovered-admin-password';
      const oldPassword = suffix ? 'recovered-admin-password' : DEMO_ADMIN.password;

      // A session opened before the reset must end with it.
      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password').fill(oldPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/admin');
      await page.getByTestId('admin-logout').waitFor();
      const adminCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'admin_token');
      expect(adminCookie).toBeDefined();

      await page.context().clearCookies();
      await page.goto('/admin/login');
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
      await snap(page, `66-admin-login-forgot-link${suffix}`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/admin/forgot-password');
      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.waitForTimeout(Math.max(0, lastResetRequestAt + RESET_COOLDOWN_MS - Date.now()));
      const previousLinks = await resetMailCount(request);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      lastResetRequestAt = Date.now();
      await expect(page.getByText('Check your email')).toBeVisible();
      await snap(page, `64-admin-forgot-password-sent${suffix}`);

      const mail = await waitForMail(request, DEMO_ADMIN.email, resetSubject, { atLeast: previousLinks + 1 });
      const link = linkIn(mail, '/reset-password');
      await page.goto(link);
      await page.getByLabel('New password').fill(newPassword);
      await page.getByLabel('Confirm password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password updated')).toBeVisible();
      await page.waitForURL('**/admin/login', { timeout: 10_000 });

      // The session from before the reset no longer opens the back office.
      await page.context().addCookies([adminCookie!]);
      await page.goto('/admin');
      await page.waitForURL('**/admin/login');

      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password').fill(oldPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid admin credentials' })).toBeVisible();
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/admin');
      await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();

      // The used link: one "Password reset failed", not the same words twice.
      await page.goto(link);
      await page.getByLabel('New password').fill('another-password');
      await page.getByLabel('Confirm password').fill('another-password');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const failure = page.getByRole('alert').filter({ hasText: 'Password reset failed' });
      await expect(failure).toBeVisible();
      await expect(failure).toContainText('This reset link is invalid, has expired or was already used.');
      await expect(page.getByText(/Password reset failed/)).toHaveCount(1);
      await snap(page, `65-reset-link-used${suffix}`);
    });
  });
}
