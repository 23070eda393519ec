import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing else to do after mount (or two seconds at most): for what may wait until
 * the page itself has loaded and painted. Safari has no requestIdleCallback; a timeout stands in.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(handle);
  }, [idle]);
  return idle;
}
