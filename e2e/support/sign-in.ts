import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { codeIn, linkIn, waitForMail } from './mailbox';

/**
 * A new founder, signed up, verified, signed in and onboarded through the API the screens call, then on the
 * dashboard. The screens of that path have journeys of their own (signup-journey, signin-*); every other journey
 * starts here, which takes one request a step instead of a page a step. `page.request` shares the page's cookies,
 * so the session the API sets is the browser's.
 */
export async function signUpAndSignIn(page: Page, request: APIRequestContext, name: string): Promise<string> {
  // Unique even when two workers sign up the same name in the same millisecond.
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  const api = page.request;
  await expectOk(api.post('/api/auth/signup', { data: { email, name } }));
  const token = new URL(linkIn(await waitForMail(request, email, /verify/i), '/verify-email')).searchParams.get('token');
  await expectOk(api.post('/api/auth/verify-email', { data: { token } }));
  await expectOk(api.post('/api/auth/login-email', { data: { email } }));
  const otp = codeIn(await waitForMail(request, email, /login code/i));
  await expectOk(api.post('/api/auth/verify-otp', { data: { email, otp } }));
  await expectOk(api.post('/api/users/profile', { data: { name, company_name: `${name} Ventures`, designation: 'founder' } }));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return email;
}

async function expectOk(response: Promise<APIResponse>): Promise<void> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
}

/**
 * Signs the browser's founder out as a mail opened later (or on another device) finds them. The app's page is left
 * first: signed out under it, the app goes to the landing page by itself, and that navigation would cut the test's next
 * `page.goto` (net::ERR_ABORTED).
 */
export async function signOutInTheBackground(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
}
