// `tsx bench/web-ab.ts`: two builds of the web app side by side (BENCH_AB_A and BENCH_AB_B, each a web dist
// directory with its dist-ssr beside it: copy apps/web/dist and apps/web/dist-ssr together, inside the worktree so the
// server's entry finds its packages; the server reads them through WEB_DIST_DIR), each served by the production server of this worktree on an embedded database of its own, and each
// page loaded in Chromium (phone, CPU throttled BENCH_WEB_CPU_SLOWDOWN×, default 4) alternately from one and the
// other, so the machine's load falls on both alike. Per load: the main thread's time (Chromium's own counters: script,
// style, layout, all tasks), the long tasks after first contentful paint (their time over 50 ms, as TBT counts it),
// when the app had hydrated the server's page, and how many elements the page holds. Medians at the end.
import { phoneContext } from './phone';
import { chromium, type Browser } from 'playwright-core';
import { SESSION_COOKIE } from '@charter/shared';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startCaptureSmtp } from './capture-smtp';
import { createBenchCompany, machineLoad, signIn, startProductServer } from './product-server';
import { median } from './stats';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4470);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 7);
const RATE = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 4);
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/dashboard,/compliance').split(',');
const builds = { A: process.env.BENCH_AB_A, B: process.env.BENCH_AB_B };
/**
 * BENCH_AB_TRACE=1: no throttling, a Chromium trace of each load instead, its main thread's tasks scaled by the
 * slowdown as Lighthouse's simulation does (blocking: each task after first paint, scaled, over 50 ms). Each task's
 * CPU time (the trace's thread time), not its wall time: on a shared machine the other processes' load stretched wall
 * times several-fold from one load to the next, and that noise hid differences of a few milliseconds.
 */
const TRACE = process.env.BENCH_AB_TRACE === '1';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own (CPU) time: what the machine's other work does not stretch. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

/** BENCH_AB_LONGEST=1: prints what ran inside each load's longest task after first paint (events of 2 ms or more, scaled). */
const SHOW_LONGEST = process.env.BENCH_AB_LONGEST === '1';

function describeLongest(events: TraceEvent[], task: { ts: number; end: number }, pid: number, tid: number): string {
  return events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= task.ts && e.ts < task.end && e.name !== 'RunTask')
    .filter((e) => ((e.tdur ?? e.dur ?? 0) / 1000) * RATE >= 2)
    .map((e) => {
      const detail = e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.type ?? '';
      return `    ${Math.round(((e.tdur ?? e.dur ?? 0) / 1000) * RATE)} ms ${e.name} ${detail.replace(/^https?:\/\/[^/]+/, '')}`;
    })
    .join('\n');
}

/** From a trace: the page's main thread's tasks (µs; `dur` the CPU time), and when the page marked its hydration. */
function mainThreadTasks(events: TraceEvent[]): { tasks: { ts: number; end: number; dur: number }[]; marks: Map<string, number> } {
  const marks = new Map<string, number>();
  // The page's own performance.mark('hydrated'), on its main thread: that thread is the one measured.
  const hydrated = events.find((event) => event.name === 'hydrated' && ['R', 'I', 'n'].includes(event.ph));
  if (hydrated) marks.set('hydrated', hydrated.ts);
  const main = hydrated;
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && main && event.pid === main.pid && event.tid === main.tid)
    .map((event) => ({ ts: event.ts, end: event.ts + (event.dur ?? 0), dur: event.tdur ?? event.dur ?? 0 }));
  return { tasks, marks };
}

interface Sample {
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  taskMs: number;
  blockingMs: number;
  hydratedMs: number;
  /** The long tasks from the one that finished hydrating on (the commit's effects, and any render they cause). */
  afterHydrationMs: number;
  /** Traced: the longest task after first paint, scaled. */
  longestMs: number;
  /** Traced: the main thread's CPU time after first paint, scaled. */
  busyMs: number;
  /** Traced: the main thread's CPU time before first contentful paint, scaled. */
  beforePaintMs: number;
  fcpMs: number;
  elements: number;
}

async function load(browser: Browser, base: string, token: string, pathname: string): Promise<Sample> {
  const context = await browser.newContext(phoneContext);
  try {
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);
    await context.addInitScript(() => {
      const w = window as unknown as { longTasks: { startTime: number; duration: number }[]; hydratedAt?: number };
      w.longTasks = [];
      new PerformanceObserver((list) =>
        w.longTasks.push(...list.getEntries().map((e) => ({ startTime: e.startTime, duration: e.duration }))),
      ).observe({
        type: 'longtask',
        buffered: true,
      });
      new MutationObserver((records, observer) => {
        for (const record of records) {
          const root = record.target as Element;
          if (root.id === 'root' && record.oldValue !== null && !root.hasAttribute('data-server-rendered')) {
            w.hydratedAt = performance.now();
            performance.mark('hydrated');
            observer.disconnect();
          }
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-server-rendered'], attributeOldValue: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (!TRACE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    if (TRACE)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel', 'v8', 'v8.execute'],
      });
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    let fcpMs = 0;
    let traced: { blocking: number; afterHydration: number; longest: number; busy: number; beforePaint: number } | null = null;
    if (TRACE) {
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      const { tasks, marks } = mainThreadTasks(traceEvents);
      const navigationStart = traceEvents.find((event) => event.name === 'navigationStart')?.ts ?? 0;
      fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      const fcpAt = navigationStart + fcpMs * 1000;
      const hydrated = marks.get('hydrated') ?? Infinity;
      const scaled = (task: { dur: number }) => (task.dur / 1000) * RATE;
      if (SHOW_LONGEST) {
        const afterPaint = tasks.filter((task) => task.ts >= fcpAt).sort((a, b) => b.dur - a.dur);
        const main = traceEvents.find((event) => event.name === 'hydrated');
        for (const task of afterPaint.slice(0, 2))
          console.log(
            `  task of ${Math.round(scaled(task))} ms at ${Math.round((task.ts - navigationStart) / 1000)} ms:\n${describeLongest(traceEvents, task, main!.pid, main!.tid)}`,
          );
      }
      traced = {
        blocking: tasks.filter((task) => task.ts >= fcpAt).reduce((sum, task) => sum + Math.max(0, scaled(task) - 50), 0),
        // The task that committed the hydration, and every task in the 300 ms after it (effects, renders they cause).
        afterHydration: tasks
          .filter((task) => task.ts + task.dur >= hydrated && task.ts <= hydrated + 300_000)
          .reduce((sum, task) => sum + scaled(task), 0),
        longest: Math.max(...tasks.filter((task) => task.ts >= fcpAt).map(scaled)),
        // The main thread's whole CPU time after first paint, scaled: most of it the app's start and hydration.
        busy: tasks.filter((task) => task.ts >= fcpAt).reduce((sum, task) => sum + scaled(task), 0),
        // Before first contentful paint (parsing the drawn page, its style and layout), scaled.
        beforePaint: tasks.filter((task) => task.ts < fcpAt).reduce((sum, task) => sum + scaled(task), 0),
      };
    }
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    const inPage = await page.evaluate(() => {
      const w = window as unknown as { longTasks: { startTime: number; duration: number }[]; hydratedAt?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        blocking: w.longTasks.filter((t) => t.startTime >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        hydratedAt: w.hydratedAt ?? -1,
        afterHydration: w.longTasks
          .filter((t) => w.hydratedAt !== undefined && t.startTime + t.duration >= w.hydratedAt)
          .reduce((sum, t) => sum + t.duration, 0),
        elements: document.getElementsByTagName('*').length,
      };
    });
    return {
      scriptMs: metric('ScriptDuration'),
      styleMs: metric('RecalcStyleDuration'),
      layoutMs: metric('LayoutDuration'),
      taskMs: metric('TaskDuration'),
      blockingMs: Math.round(traced ? traced.blocking : inPage.blocking),
      hydratedMs: Math.round(inPage.hydratedAt),
      afterHydrationMs: Math.round(traced ? traced.afterHydration : inPage.afterHydration),
      longestMs: Math.round(traced?.longest ?? 0),
      busyMs: Math.round(traced?.busy ?? 0),
      beforePaintMs: Math.round(traced?.beforePaint ?? 0),
      fcpMs: Math.round(fcpMs),
      elements: inPage.elements,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!builds.A || !builds.B) throw new Error('BENCH_AB_A and BENCH_AB_B: two web dist directories');
  const smtp = await startCaptureSmtp(PORT + 2);
  const servers = [
    { name: 'A', port: PORT, dist: builds.A },
    { name: 'B', port: PORT + 1, dist: builds.B },
  ];
  const started = [];
  for (const server of servers) {
    started.push(await startProductServer({ port: server.port, smtpPort: PORT + 2, env: { WEB_DIST_DIR: server.dist } }));
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const signedIn = [];
    for (const server of servers) {
      const base = `http://127.0.0.1:${server.port}`;
      const token = await signIn(base, smtp);
      await createBenchCompany(base, token);
      signedIn.push({ ...server, base, token });
    }
    console.log(`before: ${machineLoad()}`);
    const samples = new Map<string, Sample[]>();
    for (let run = 1; run <= RUNS; run += 1) {
      for (const pathname of PAGES) {
        // Alternate which build goes first, so neither always meets a warmer (or busier) moment.
        const order = run % 2 === 1 ? signedIn : [...signedIn].reverse();
        for (const server of order) {
          const sample = await load(browser, server.base, server.token, pathname);
          const key = `${pathname} ${server.name}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          console.log(`run ${run} ${key}: ${JSON.stringify(sample)}`);
        }
      }
    }
    console.log(`after: ${machineLoad()}`);
    console.log(`\nmedians of ${RUNS} loads, CPU ${RATE}x (A: ${builds.A}, B: ${builds.B})`);
    console.log(
      'page+build        script  style layout  tasks  blocking  hydrated  after-hydr  longest  busy  pre-fcp  fcp  elements   (blocking per run; after hydration per run)',
    );
    for (const [key, list] of samples) {
      const m = (k: keyof Sample) => String(median(list.map((s) => s[k]))).padStart(6);
      console.log(
        `${key.padEnd(16)} ${m('scriptMs')} ${m('styleMs')} ${m('layoutMs')} ${m('taskMs')}    ${m('blockingMs')}    ${m('hydratedMs')}    ${m('afterHydrationMs')}  ${m('longestMs')} ${m('busyMs')} ${m('beforePaintMs')} ${m('fcpMs')}    ${m('elements')}   ${list.map((s) => s.blockingMs).join(' ')}; ${list.map((s) => s.afterHydrationMs).join(' ')}; busy ${list.map((s) => s.busyMs).join(' ')}; pre-fcp ${list.map((s) => s.beforePaintMs).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
    for (const server of started) server.kill('SIGTERM');
    await smtp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
