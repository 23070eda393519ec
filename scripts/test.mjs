// `npm test`: lint, type checks, unit and API tests (Vitest), then the Playwright journeys against the
// production build. Every step runs even when an earlier one fails; the last line totals the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const only = process.argv.slice(2);
const results = 'test-results';
rmSync(`${results}/vitest.json`, { force: true });
rmSync(`${results}/playwright.json`, { force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit+api', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]],
  ['e2e', 'npm', ['run', 'test:e2e']],
].filter(([name]) => only.length === 0 || only.includes(name));

const failedSteps = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  if (name === 'e2e') {
    const problem = ensureChromium();
    if (problem) {
      console.error(problem);
      failedSteps.push(name);
      continue;
    }
  }
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  console.log(`━━ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) failedSteps.push(name);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(`${results}/vitest.json`)) {
  const vitest = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (existsSync(`${results}/playwright.json`)) {
  const { stats } = JSON.parse(readFileSync(`${results}/playwright.json`, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}
// A failed step with no failed test (lint, types, a crashed runner) still counts as a failure.
totals.failed += failedSteps.filter(
  (name) => name === 'lint' || name === 'typecheck' || (name === 'e2e' && !existsSync(`${results}/playwright.json`)),
).length;
writeFileSync(`${results}/totals.json`, JSON.stringify(totals));

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
