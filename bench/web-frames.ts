// `npm run bench:web-frames`: what a page's blocking time is made of. Loads each page in Chromium (phone viewport, CPU
// throttled 4× as Lighthouse's mobile preset simulates, or BENCH_WEB_CPU_SLOWDOWN×) and prints its long animation frames
// (the Long Animation Frames API, ≥ 50 ms): when, how long, how much blocked input, the style and layout at their end,
// and the scripts they ran (what started each: a module's evaluation, a promise's continuation, an event). Lighthouse's
// report names most long tasks "Unattributable"; these name the file.
import { phoneContext } from './phone';
import { chromium } from 'playwright-core';
import { SESSION_COOKIE } from '@charter/shared';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startCaptureSmtp } from './capture-smtp';
import { benchDatabase, createBenchCompany, signIn, startProductServer, stopProductServer } from './product-server';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4450);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 2);
const RATE = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 4);

/** The fields of PerformanceLongAnimationFrameTiming and PerformanceScriptTiming read here. */
interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  styleAndLayoutStart: number;
  scripts: {
    duration: number;
    invokerType: string;
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    forcedStyleAndLayoutDuration: number;
  }[];
}

const fileName = (url: string) => url.replace(/.*\//, '');

function describeFrame(frame: Frame): string {
  const layout = frame.styleAndLayoutStart ? Math.round(frame.startTime + frame.duration - frame.styleAndLayoutStart) : 0;
  const scripts = frame.scripts
    .filter((script) => script.duration >= 5)
    .map((script) => {
      const invoker = script.invokerType === 'module-script' ? 'evaluate' : `${script.invokerType} ${fileName(script.invoker)}`;
      const name = script.sourceFunctionName ? ` ${script.sourceFunctionName}` : '';
      const forced = script.forcedStyleAndLayoutDuration >= 5 ? ` (forced layout ${Math.round(script.forcedStyleAndLayoutDuration)})` : '';
      return `${Math.round(script.duration)} ${invoker} ${fileName(script.sourceURL)}${name}${forced}`;
    });
  return `  +${String(Math.round(frame.startTime)).padStart(5)} ms  ${String(Math.round(frame.duration)).padStart(4)} ms, blocking ${String(Math.round(frame.blockingDuration)).padStart(3)}, style & layout ${String(layout).padStart(3)}  ${scripts.join(' · ')}`;
}

async function main(): Promise<void> {
  const smtp = await startCaptureSmtp(PORT + 2);
  const database = await benchDatabase();
  const server = await startProductServer({ port: PORT, smtpPort: PORT + 2, databaseUrl: database.url });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const token = await signIn(base, smtp);
    await createBenchCompany(base, token);
    const pages = (process.env.BENCH_WEB_PAGES ?? '/,/login,/dashboard,/compliance').split(',');
    for (const pathname of pages) {
      for (let run = 1; run <= RUNS; run += 1) {
        const context = await browser.newContext(phoneContext);
        await context.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);
        await context.addInitScript(() => {
          const frames: unknown[] = [];
          (window as unknown as { longFrames: unknown[] }).longFrames = frames;
          new PerformanceObserver((list) => frames.push(...list.getEntries().map((entry) => entry.toJSON() as unknown))).observe({
            type: 'long-animation-frame',
            buffered: true,
          });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
        await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(2000);
        const frames = await page.evaluate(() => (window as unknown as { longFrames: Frame[] }).longFrames);
        const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
        const blocking = frames.filter((frame) => frame.startTime >= fcp).reduce((sum, frame) => sum + frame.blockingDuration, 0);
        console.log(
          `${pathname} (run ${run}): first contentful paint +${Math.round(fcp)} ms; blocking after it ${Math.round(blocking)} ms`,
        );
        for (const frame of frames) console.log(describeFrame(frame));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stopProductServer(server);
    await smtp.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
