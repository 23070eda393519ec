import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The viewport width a page the server draws is drawn for, guessed from the request (a phone's or a desktop's): the
 * server renders with it, and the browser hydrates with the same guess before it asks the real screen. Null where
 * nothing was guessed: a page drawn for a phone first.
 */
export const ViewportGuess = createContext<number | null>(null);

/** What `(min-width: Npx)` or `(max-width: Npx)` says of a viewport `width` px wide; any other query, no. */
export function matchesWidth(query: string, width: number | null): boolean {
  const match = /^\((min|max)-width:\s*(\d+)px\)$/.exec(query.trim());
  if (!match || width === null) return false;
  const bound = Number(match[2]);
  return match[1] === 'min' ? width >= bound : width <= bound;
}

/** Whether a CSS media query matches, following changes (e.g. rotating a phone). */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ViewportGuess);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => matchesWidth(query, guess),
  );
}
