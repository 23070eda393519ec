// `npm run bench:intl`: what a page's first Intl call costs on a phone's CPU (Chromium, 4x CPU throttling, a fresh page
// each time), beside the hand-written formatting the first screens use instead (packages/shared formatMoney, apps/web
// lib/format-date.ts; their tests hold them to Intl's answers). The first call loads the browser's locale data.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const PORT = Number(process.env.BENCH_INTL_PORT ?? 4498);
const RUNS = 7;
const CPU_SLOWDOWN = 4;

const probes: Record<string, string> = {
  'Intl.NumberFormat, en-IN rupees': `new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(100000)`,
  'Intl.NumberFormat, en-US dollars': `new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(4999.5)`,
  'Intl.DateTimeFormat, en-GB date': `new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date())`,
  'hand-written digit grouping': `String(100000).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',')`,
};

const server = createServer((_request, response) =>
  response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Intl</title>'),
);
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`First call on a fresh page, ${CPU_SLOWDOWN}x CPU throttling, ${RUNS} pages each (median, min–max):`);
  for (const [name, code] of Object.entries(probes)) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`http://127.0.0.1:${PORT}/`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      times.push(
        await page.evaluate((source) => {
          const started = performance.now();
          (0, eval)(source);
          return performance.now() - started;
        }, code),
      );
      await page.close();
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(1);
    console.log(`  ${name.padEnd(34)} ${ms(times[Math.floor(RUNS / 2)]!).padStart(7)} ms  (${ms(times[0]!)}–${ms(times[RUNS - 1]!)})`);
  }
} finally {
  await browser.close();
  server.close();
}
