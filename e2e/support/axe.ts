import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition on the page has finished (a toast sliding in, a dialog fading):
 * axe measures colour contrast on what is painted, and a half-faded element is not what the user reads.
 * Endless animations (a spinner) are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
  // A toast just added is painted transparent and only starts its transition once sonner marks it mounted (a frame
  // later): until then no animation is running, so wait for the mark first, then for the transitions it starts.
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]:not([data-mounted="true"])').length === 0, undefined, {
    timeout: 10_000,
  });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .every((animation) => animation.playState !== 'running' && animation.playState !== 'paused'),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Elements whose aria-describedby or aria-labelledby names an id that is not in the page (a message that was never
 * rendered): axe passes an element when one of its ids exists, and a screen reader then reads nothing for the rest.
 */
export async function danglingAriaReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-describedby], [aria-labelledby]')].flatMap((element) =>
      (['aria-describedby', 'aria-labelledby'] as const).flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id !== '' && document.getElementById(id) === null)
          .map((id) => {
            const name =
              element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30) ?? '';
            return `${attribute}-missing: <${element.tagName.toLowerCase()}> "${name}" points to #${id}, which is not in the page`;
          }),
      ),
    ),
  );
}

/**
 * axe's serious and critical findings on the settled page, one line each: rule id and the elements it names; with
 * them, every aria-describedby or aria-labelledby that points to nothing (danglingAriaReferences).
 */
export async function blockingAxeViolations(page: Page): Promise<string[]> {
  // A toast's timer can end while axe reads the page (a sign-in toast leaves about four seconds after it came): its
  // fade-out is then measured half-painted. When the toasts changed during a reading, settle and read again.
  const toastStates = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
        .map((toast) => `${toast.dataset.removed ?? ''}|${toast.textContent ?? ''}`)
        .join('\n'),
    );
  let results;
  for (let reading = 1; ; reading += 1) {
    await animationsSettled(page);
    const before = await toastStates();
    results = await new AxeBuilder({ page }).analyze();
    if (reading === 3 || (await toastStates()) === before) break;
  }
  return [
    ...results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ...(await danglingAriaReferences(page)),
  ];
}
