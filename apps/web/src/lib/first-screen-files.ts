/**
 * The scripts of the screen a founder opens first, evaluated one file a task. The shells of the first screens
 * (scripts/route-shells.tsx) list the files their start needs, each after the files it imports. Imported by the app as
 * it needs them, a file and everything it imports not yet evaluated run as one task. Measured again once Zod had left
 * the first screens (real 4× CPU, Chromium's trace, time past 50 ms in each task): evaluated as the app imports them,
 * /dashboard blocked 393–825 ms and /compliance 1,184–1,984 ms; one a task, 289–356 ms and 984–1,561 ms. Evaluated
 * here first, each import later finds its module done.
 */
export const FIRST_SCREEN_FILES_ID = 'first-screen-files';

/** Files asked for in one task: starting a request costs the main thread about a millisecond. */
const REQUESTS_PER_TASK = 4;

/** The browser's dynamic import; tests pass their own. */
const importFile = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

export async function evaluateFirstScreenFiles(nextTask: () => Promise<void>, load = importFile): Promise<void> {
  const listed = document.getElementById(FIRST_SCREEN_FILES_ID)?.textContent;
  if (!listed) return;
  const files = (JSON.parse(listed) as string[]).map((file) => new URL(file, window.location.href).href);
  // All requested at once, a few a task (a page the server drew has no preloads in its HTML: see serverRenderedPage in the
  // server's web-app.ts), so the evaluations below wait for no round trip but their own.
  const requested = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  const toRequest = files.filter((file) => !requested.has(file));
  for (let start = 0; start < toRequest.length; start += REQUESTS_PER_TASK) {
    for (const file of toRequest.slice(start, start + REQUESTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    await nextTask();
  }
  for (const file of files) {
    try {
      await load(file);
    } catch {
      // The app's own import of it fails the same way, where it is shown (the router's error screen).
      return;
    }
    await nextTask();
  }
}
