// `npm run bench:web`: Lighthouse (mobile preset, Debian's Chromium) on the production build, 3 interleaved runs of
// each page, medians; a minimal React page served the same way is the reference. Then the interaction that matters
// most on /compliance (changing the status filter) under 4× CPU throttling, its INP read by web-vitals.
import { phoneContext } from './phone';
import { readFileSync, readdirSync, statSync, mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { SESSION_COOKIE } from '@charter/shared';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startCaptureSmtp } from './capture-smtp';
import { createBenchCompany, signIn, startProductServer } from './product-server';
import { median } from './stats';

// BENCH_WEB_PORT moves the three ports (product, minimal page, SMTP) together, for a second bench on the same machine.
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4410);
const MINIMAL_PORT = PORT + 1;
const SMTP_PORT = PORT + 2;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_CPU_SLOWDOWN=6: Lighthouse's mobile preset with a slower phone's CPU (the preset's is 4). */
const CPU_SLOWDOWN = process.env.BENCH_WEB_CPU_SLOWDOWN ? Number(process.env.BENCH_WEB_CPU_SLOWDOWN) : undefined;
/** web-vitals observes interactions from this long (the Event Timing API's minimum). */
const INP_FLOOR_MS = 16;

/** Issue 33: TBT <= 150 ms on the mobile preset (4x CPU); on a slower phone (6x), the signed-in pages under 300 ms. */
const goals = { score: 95, relativeToMinimal: 0.95, cls: 0.05, tbtMs: CPU_SLOWDOWN && CPU_SLOWDOWN > 4 ? 300 : 150, inpMs: 200 };

interface Run {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
  /** Lighthouse's measure of this machine's CPU (a mid-range phone scores about 1000): TBT is observed time × 4. */
  benchmarkIndex: number;
}

/** The reference: React rendering a heading, built by Vite and served precompressed like the product's assets. */
async function serveMinimalReactPage(): Promise<Server> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'charter-minimal-react-'));
  await build({ root: path.resolve('bench/minimal-react'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const files = new Map<string, { body: Buffer; type: string }>();
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        files.set(`/${path.relative(outDir, file)}`, {
          body: brotliCompressSync(readFileSync(file)),
          type: types[path.extname(file)] ?? 'application/octet-stream',
        });
    }
  };
  walk(outDir);
  const server = createServer((request, response) => {
    const file = files.get(request.url === '/' ? '/index.html' : (request.url ?? ''));
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(MINIMAL_PORT, '127.0.0.1', resolve));
  return server;
}

/**
 * The session as the browser keeps it, in its cookie jar, for the signed-in pages only (Lighthouse leaves cookies as
 * they are between runs). Not Lighthouse's extraHeaders: a cookie the page itself sets (the remembered company) then
 * replaces the whole header, and the page's second load was signed out.
 */
async function useSession(browser: Browser, url: string, token: string | undefined): Promise<void> {
  const cookies = await browser.cookies();
  if (cookies.length > 0) await browser.deleteCookie(...cookies);
  if (token) await browser.setCookie({ name: SESSION_COOKIE, value: token, domain: new URL(url).hostname, path: '/' });
}

async function lighthouseRun(browser: Browser, port: number, url: string, token?: string): Promise<Run> {
  await useSession(browser, url, token);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(CPU_SLOWDOWN && { throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // The whole report of the last run per page, to read what a score is made of (Lighthouse's JSON format).
  writeFileSync(`bench/results/lighthouse-${new URL(url).pathname.replace(/\W+/g, '-')}${new URL(url).port}.json`, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    transferredKb: Number((numeric('total-byte-weight') / 1024).toFixed(1)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * Lighthouse asks to be run again when Chromium failed to record the trace (NO_NAVSTART: seen on a loaded machine, and
 * now and then on /compliance): up to three tries, then the error.
 */
async function measured(browser: Browser, port: number, url: string, token?: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(browser, port, url, token);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`${url}: Lighthouse could not record the trace (NO_NAVSTART); measuring again`);
    }
  }
}

/** INP of pressing each status filter on /compliance, Chromium throttled 4×, as web-vitals reports it. */
async function complianceFilterInp(cookieValue: string): Promise<{ inpMs: number | null; interactions: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext(phoneContext);
    await context.addCookies([{ name: SESSION_COOKIE, value: cookieValue, url: base }]);
    await context.addInitScript({ path: fileURLToPath(new URL('node_modules/web-vitals/dist/web-vitals.iife.js', import.meta.url)) });
    await context.addInitScript((INP_FLOOR_MS: number) => {
      const w = window as unknown as { webVitals: { onINP: (cb: (m: { value: number }) => void, o: object) => void }; inp?: number };
      window.addEventListener('DOMContentLoaded', () =>
        w.webVitals.onINP((metric) => (w.inp = metric.value), { reportAllChanges: true, durationThreshold: INP_FLOOR_MS }),
      );
    }, INP_FLOOR_MS);
    const page = await context.newPage();
    await page.goto(`${base}/compliance`, { waitUntil: 'networkidle' });
    await page
      .getByRole('group', { name: 'Filter by status' })
      .waitFor()
      .catch(async (error: unknown) => {
        mkdirSync('bench/results', { recursive: true });
        await page.screenshot({ path: 'bench/results/web-compliance-failed.png', fullPage: false });
        throw error;
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const filters = ['Overdue', 'Pending', 'Completed', 'All'];
    for (const name of filters) {
      await page
        .getByRole('group', { name: 'Filter by status' })
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .tap();
      await page.waitForTimeout(400);
    }
    const inp = await page.evaluate(() => (window as unknown as { inp?: number }).inp);
    // No report means no press took as long as the floor (the Event Timing API's smallest threshold).
    return { inpMs: inp === undefined ? null : Math.round(inp), interactions: filters.length };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  mkdirSync('bench/results', { recursive: true });
  const smtp = await startCaptureSmtp(SMTP_PORT);
  const server = await startProductServer({ port: PORT, smtpPort: SMTP_PORT });
  const minimal = await serveMinimalReactPage();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const token = await signIn(base, smtp);
    await createBenchCompany(base, token);
    // BENCH_WEB_PAGES=/dashboard,/compliance measures only those (and the reference), to iterate on one page faster.
    const only = process.env.BENCH_WEB_PAGES?.split(',');
    const pages: { name: string; url: string; token?: string }[] = [
      { name: 'minimal React page', url: `http://127.0.0.1:${MINIMAL_PORT}/` },
      { name: '/', url: `${base}/` },
      { name: '/login', url: `${base}/login` },
      { name: '/dashboard', url: `${base}/dashboard`, token },
      { name: '/compliance', url: `${base}/compliance`, token },
    ].filter((page) => !only || page.name === 'minimal React page' || only.includes(page.name));
    const runs = new Map<string, Run[]>(pages.map((page) => [page.name, []]));
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        const run = await measured(browser, chrome.port, page.url, page.token);
        runs.get(page.name)!.push(run);
        console.log(`run ${round}/${RUNS} ${page.name}: score ${run.score}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`);
      }
    }
    const medians = Object.fromEntries(
      pages.map((page) => {
        const pageRuns = runs.get(page.name)!;
        const pick = (key: keyof Run) => median(pageRuns.map((run) => run[key]));
        return [
          page.name,
          {
            score: pick('score'),
            lcpMs: pick('lcpMs'),
            fcpMs: pick('fcpMs'),
            tbtMs: pick('tbtMs'),
            cls: pick('cls'),
            transferredKb: pick('transferredKb'),
            benchmarkIndex: pick('benchmarkIndex'),
          },
        ];
      }),
    ) as Record<string, Run>;
    const reference = medians['minimal React page']!.score;
    const inp = await complianceFilterInp(token);
    const browserVersion = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
    // Lighthouse simulates a phone by multiplying the main thread's observed time by 4, so TBT scales with this
    // machine's speed: the same build measured 128 ms TBT on /login on one session's machine and ~500 ms on another's.
    const benchmarkIndex = median([...runs.values()].flat().map((run) => run.benchmarkIndex));

    console.log(
      `\nLighthouse ${RUNS} runs each, medians (mobile preset; goals: score >= ${goals.score} and >= ${goals.relativeToMinimal} x the minimal page, CLS <= ${goals.cls}, TBT <= ${goals.tbtMs} ms)`,
    );
    console.log(`${browserVersion.Browser}; this machine's benchmarkIndex ${benchmarkIndex} (median of every run)`);
    console.log('page                 score  vs min   LCP ms   FCP ms   TBT ms    CLS   KB sent  goals');
    let allMet = true;
    for (const page of pages) {
      const m = medians[page.name]!;
      const met =
        page.name === 'minimal React page' ||
        (m.score >= goals.score && m.score >= goals.relativeToMinimal * reference && m.cls <= goals.cls && m.tbtMs <= goals.tbtMs);
      if (!met) allMet = false;
      console.log(
        `${page.name.padEnd(20)} ${String(m.score).padStart(5)} ${(m.score / reference).toFixed(2).padStart(7)} ${String(m.lcpMs).padStart(8)} ${String(m.fcpMs).padStart(8)} ${String(m.tbtMs).padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${m.transferredKb.toFixed(1).padStart(9)}  ${page.name === 'minimal React page' ? 'reference' : met ? 'met' : 'NOT MET'}`,
      );
    }
    const inpMet = inp.inpMs === null || inp.inpMs <= goals.inpMs;
    const inpText = inp.inpMs === null ? `under ${INP_FLOOR_MS} ms` : `${inp.inpMs} ms`;
    console.log(
      `/compliance status filter under 4x CPU throttling: INP ${inpText} over ${inp.interactions} presses (goal <= ${goals.inpMs} ms): ${inpMet ? 'met' : 'NOT MET'}`,
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/web-latest.json',
      JSON.stringify(
        {
          date: new Date().toISOString(),
          browser: browserVersion.Browser,
          benchmarkIndex,
          runs: RUNS,
          goals,
          medians,
          runsByPage: Object.fromEntries(runs),
          inp,
        },
        null,
        2,
      ),
    );
    if (!allMet || !inpMet) process.exitCode = 1;
  } finally {
    await browser.disconnect();
    chrome.kill();
    minimal.close();
    server.kill('SIGTERM');
    await smtp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
