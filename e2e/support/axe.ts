import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition on the page has finished (a toast sliding in, a dialog fading):
 * axe measures colour contrast on what is painted, and a half-faded element is not what the user reads.
 * Endless animations (a spinner) are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
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

/** axe's serious and critical findings on the settled page, one line each: rule id and the elements it names. */
export async function blockingAxeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
