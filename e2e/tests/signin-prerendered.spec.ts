import { expect, test } from '../support/test';
import { linkIn, waitForMail } from '../support/mailbox';

/**
 * Issue 14: /login paints from its HTML (a pre-rendered copy of the form) before any JavaScript has run. What a
 * founder types meanwhile is kept when the app takes over, and the button waits for the app instead of reloading.
 */
test('the sign-in form paints before its scripts, and what is typed meanwhile reaches the app', async ({ page, request }) => {
  const email = `prerendered.${Date.now()}@example.com`;
  expect((await request.post('/api/auth/signup', { data: { email, name: 'Meera Rao' } })).status()).toBe(201);
  const token = new URL(linkIn(await waitForMail(request, email, /verify/i), '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);

  // Hold every script back until the pre-rendered form has been used.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });

  const prerendered = page.locator('#prerendered');
  await expect(prerendered.getByRole('heading', { name: 'Log in to Charter' })).toBeVisible();
  await expect(prerendered.getByRole('button', { name: 'Send Login Code' })).toBeDisabled();
  await prerendered.getByLabel('Email').fill(email);

  releaseScripts();
  await expect(prerendered).toHaveCount(0);
  const field = page.getByLabel('Email');
  await expect(field).toHaveValue(email);
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: 'Send Login Code' }).click();
  await expect(page.getByRole('dialog', { name: 'Email Sent!' })).toBeVisible();
  await waitForMail(request, email, /login code/i);
});

test('/signup has its own pre-rendered form, on the Sign Up tab', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('on /signup, a founder typing their name when the app takes over keeps typing into their name', async ({ page }) => {
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'commit' });
  const prerendered = page.locator('#prerendered');
  await prerendered.getByLabel('Email').fill('meera@example.com');
  await prerendered.getByLabel('Full name').click();
  await page.keyboard.type('Meera');

  // The app's email field has autoFocus: the founder's place in the name field wins over it.
  releaseScripts();
  await expect(prerendered).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type(' Rao');
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Rao');
  await expect(page.getByLabel('Email')).toHaveValue('meera@example.com');
});
