import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, linkIn, waitForMail } from './mailbox';

/** Signs a new founder up and in through the real screens, and completes onboarding. */
export async function signUpAndSignIn(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.com`;
  await page.goto('/signup');
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
  await page.waitForURL('**/dashboard');
  const onboarding = page.getByRole('dialog', { name: 'Tell us about you' });
  await onboarding.getByLabel('Company name').fill(`${name} Ventures`);
  await onboarding.getByText('I am Founder').click();
  await onboarding.getByRole('button', { name: 'Continue' }).click();
  await expect(onboarding).toBeHidden();
  return email;
}
