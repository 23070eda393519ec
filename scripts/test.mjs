// `npm test`: lint and type checks (side by side: each is one process on one core), unit and API tests (Vitest),
// then the Playwright journeys against the production build. Every phase runs even when an earlier one fails; each
// prints its seconds, and the last line totals the tests. `node scripts/test.mjs e2e` runs the named phases only.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const only = process.argv.slice(2);
const results = 'test-results';
rmSync(`${results}/vitest.json`, { force: true });
rmSync(`${results}/playwright.json`, { force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, TZ: 'UTC', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`];

/** Phases run one after another; the steps of one phase run side by side. */
const phases = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
  ],
  [['unit+api', 'npx', vitestArgs]],
  [['e2e', 'npm', ['run', 'test:e2e']]],
]
  .map((steps) => steps.filter(([name]) => only.length === 0 || only.includes(name)))
  .filter((steps) => steps.length > 0);

/** Runs one step; alongside others, its output is held and printed whole when it ends, so steps never interleave. */
function run([name, command, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n━━ ${name} ━━`);
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n━━ ${name} ━━\n${Buffer.concat(output).toString()}`);
      const seconds = (Date.now() - started) / 1000;
      console.log(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve({ name, ok: status === 0, seconds });
    });
  });
}

const failedSteps = [];
const timings = [];
for (const steps of phases) {
  if (steps.some(([name]) => name === 'e2e')) {
    const problem = ensureChromium();
    if (problem) {
      console.error(problem);
      failedSteps.push('e2e');
      continue;
    }
  }
  const started = Date.now();
  const outcomes = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  for (const outcome of outcomes) if (!outcome.ok) failedSteps.push(outcome.name);
  timings.push(`${outcomes.map((outcome) => outcome.name).join(' + ')} ${((Date.now() - started) / 1000).toFixed(0)} s`);
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

/** The names of the failed tests, printed last: a CI log is often read from its tail only. */
function failedTestNames() {
  const names = [];
  if (existsSync(`${results}/vitest.json`)) {
    for (const file of JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8')).testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') names.push(`${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
      }
    }
  }
  if (existsSync(`${results}/playwright.json`)) {
    const visit = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected') names.push(`${[...path, spec.title].join(' > ')} [${test.projectName}]`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(`${results}/playwright.json`, 'utf8')).suites ?? []) visit(suite, [suite.title]);
  }
  return names;
}
const failedTests = failedTestNames();
writeFileSync(`${results}/failed-tests.txt`, failedTests.map((name) => `${name}\n`).join(''));
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ✗ ${name}`).join('\n')}`);

console.log(`\nPhases: ${timings.join(', ')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
