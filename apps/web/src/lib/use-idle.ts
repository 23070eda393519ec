import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser first has nothing else to do after mount (or two seconds at most), and `prepare` (say, the
 * import of what will render then) has settled: for what may wait until the page itself has loaded and painted.
 * Preparing in the idle callback keeps that work (a module's preloads, its evaluation) out of the render that follows,
 * and the render is a transition, which yields to the browser every few milliseconds. Safari has no
 * requestIdleCallback; a timeout stands in.
 */
export function useIdle(prepare?: () => Promise<unknown>): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    let live = true;
    const becomeIdle = () => {
      const ready = () => {
        if (live) startTransition(() => setIdle(true));
      };
      // A failed import is the render's to report (its lazy component throws to the error boundary), not this hook's.
      if (prepare) void prepare().then(ready, ready);
      else ready();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(becomeIdle, { timeout: 2000 });
      return () => {
        live = false;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(becomeIdle, 200);
    return () => {
      live = false;
      window.clearTimeout(handle);
    };
  }, [idle, prepare]);
  return idle;
}
