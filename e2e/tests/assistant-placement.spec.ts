import { appHasTakenOver } from '../support/server-rendered';
import { expect, test, type Page } from '../support/test';
import { createFoodExporter } from '../support/companies';
import { paidServiceOrder } from '../support/orders';
import { snapWindow } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';

/**
 * Issue 29 §3 / issue 30: the assistants' button never covers what the page shows. On the dashboard, the compliance
 * page and an order page, at 1366 px and 375 px, at the top and scrolled to the bottom, the box of the Ask Charter
 * button meets no control, table cell, card or price of the page's main content that can be seen there, and a toast
 * never covers the button.
 */

const widths = [
  ['1366', { width: 1366, height: 768 }],
  ['375', { width: 375, height: 812 }],
] as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersects = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * What of the main content can be seen under the button's box: every control (button, link, field), table cell,
 * list item, card and price, clipped to the part of the window the page shows (below the sticky header, which is
 * opaque and is not the page's content). Computed in the page with getBoundingClientRect.
 */
async function coveredByButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="assistant-open"]')!.getBoundingClientRect();
    const main = document.getElementById('main-content')!;
    const header = main.parentElement!.querySelector(':scope > header')!.getBoundingClientRect();
    const seen = { left: 0, top: Math.max(0, header.bottom), right: window.innerWidth, bottom: window.innerHeight };
    const selector = [
      'a[href]',
      'button',
      'input',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="row"] > *',
      'td',
      'th',
      'li',
      'article',
    ].join(',');
    const money = /[₹$£]\s?\d/;
    const candidates = [
      ...main.querySelectorAll<HTMLElement>(selector),
      // A price: an element whose own text is an amount.
      ...[...main.querySelectorAll<HTMLElement>('*')].filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && money.test(node.textContent ?? '')),
      ),
    ];
    const hits: string[] = [];
    for (const element of candidates) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      const visible = {
        left: Math.max(box.left, seen.left),
        top: Math.max(box.top, seen.top),
        right: Math.min(box.right, seen.right),
        bottom: Math.min(box.bottom, seen.bottom),
      };
      if (visible.right <= visible.left || visible.bottom <= visible.top) continue;
      if (visible.left < button.right && visible.right > button.left && visible.top < button.bottom && visible.bottom > button.top) {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        hits.push(`<${element.tagName.toLowerCase()}> "${text}" at ${Math.round(box.left)},${Math.round(box.top)}`);
      }
    }
    return hits;
  });
}

/** The button is there, on top (nothing covers it), and covers nothing of the page at the top and at the bottom. */
async function expectClearOfContent(page: Page, where: string): Promise<void> {
  const button = page.getByTestId('assistant-open');
  await expect(button).toBeVisible();
  for (const position of ['top', 'bottom'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), position);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await coveredByButton(page), `${where}, scrolled to the ${position}: what the Ask Charter button covers`).toEqual([]);
    // Nothing lies over the button either: its middle answers a click as itself.
    const onTop = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `${where}, scrolled to the ${position}: the Ask Charter button is on top`).toBe(true);
  }
}

/** The element's box once it has stopped moving (a toast slides in). */
async function settledBox(page: Page, selector: string): Promise<Box> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await box(page, selector));
        const same = now === previous;
        previous = now;
        return same;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return JSON.parse(previous) as Box;
}

async function box(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    });
}

test('the Ask Charter button covers nothing on the dashboard, the compliance table and an order, at 1366 and 375 px; toasts stay clear of it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(widths[0][1]);
  await signUpAndSignIn(page, request, 'Kavya Menon');
  // A paid order (its tasks on the dashboard and the order page), then a company with a long plan (the compliance table).
  const orderId = await paidServiceOrder(page, 'Placement Labs Private Limited');
  const companyId = await createFoodExporter(page, 'Placement Spices Private Limited');
  const companies = (await (await page.request.get('/api/companies')).json()) as { id: string; name: string }[];
  const orderCompanyId = companies.find((company) => company.name === 'Placement Labs Private Limited')!.id;

  for (const [label, viewport] of widths) {
    await page.setViewportSize(viewport);

    await page.evaluate((id) => window.localStorage.setItem('selectedCompanyId', id), orderCompanyId);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('list', { name: 'Tasks of this order' })).toBeVisible();
    await expectClearOfContent(page, `order page at ${label} px`);
    await snapWindow(page, `170-assistant-button-order-${label}`);

    // The order's company: its tasks are the dashboard's cards.
    await page.goto('/dashboard');
    // Drawn by the server: its buttons answer (and are on top) once the app has hydrated it.
    await appHasTakenOver(page);
    await expect(page.getByTestId('company-switcher')).toContainText('Placement Labs');
    await expect(page.getByText('Complete Task').first()).toBeVisible();
    await expectClearOfContent(page, `dashboard at ${label} px`);
    await snapWindow(page, `171-assistant-button-dashboard-${label}`);

    // An empty cart, so Add to Cart adds (one product per order) and says so in a toast.
    expect((await page.request.delete(`/api/cart/clear?company_id=${companyId}`)).status()).toBe(200);
    await page.evaluate((id) => window.localStorage.setItem('selectedCompanyId', id), companyId);
    await page.goto('/compliance');
    await appHasTakenOver(page);
    await expect(page.getByTestId('company-switcher')).toContainText('Placement Spices');
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await expect(add.first()).toBeVisible();
    await expectClearOfContent(page, `compliance page at ${label} px`);

    // A toast (a requirement's service added to the cart) shows clear of the button.
    await add.first().click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'added to cart!' });
    await expect(toast).toBeVisible();
    const toastBox = await settledBox(page, '[data-sonner-toast]');
    const buttonBox = await box(page, '[data-testid="assistant-open"]');
    expect(
      intersects(toastBox, buttonBox),
      `at ${label} px the toast ${JSON.stringify(toastBox)} covers the button ${JSON.stringify(buttonBox)}`,
    ).toBe(false);
    await snapWindow(page, `172-assistant-button-compliance-toast-${label}`);
    // The toast can appear under the pointer that clicked (bottom right, over the Action column), and a toast under the
    // pointer waits for it to leave (Sonner pauses on hover): the founder's pointer moves on.
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 10_000 });

    // The button opens both assistants as tabs; the advisor answers about the selected company.
    await page.getByTestId('assistant-open').click();
    const panel = page.getByTestId('assistant-panel');
    await expect(panel.getByRole('tab', { name: 'Compliance advisor' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('advisor-chat')).toContainText('Placement Spices');
    await panel.getByRole('tab', { name: 'Charter assistant' }).click();
    await expect(panel.getByTestId('general-chat')).toBeVisible();
    await expect(panel.getByTestId('advisor-chat')).toBeHidden();
    await snapWindow(page, `173-assistant-panel-${label}`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('assistant-open')).toBeFocused();
    await expect(page.getByTestId('assistant-open')).toHaveAttribute('aria-expanded', 'false');
  }
});
