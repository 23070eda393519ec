import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the script holding a server-rendered page's answers (src/entry-server.tsx writes it). */
export const HYDRATION_DATA_ID = 'hydration-data';

interface HydrationData {
  /** The query cache the page was rendered from (TanStack Query's dehydrated state). */
  queries: DehydratedState;
  /** React Router's state after the page's loaders ran on the server: the browser's router starts from it. */
  router?: HydrationState;
}

/**
 * What a page was rendered from, as JSON a page can carry: `<` written as its escape, so no answer can close the
 * script it sits in. (React Router's own inline hydration script is refused by the Content-Security-Policy.)
 */
export function hydrationDataScript(queries: DehydratedState, router?: HydrationState): string {
  const answers: HydrationData = { queries, router };
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

/**
 * A page the server rendered (dashboard, compliance) carries the API's answers it was rendered from, each written by
 * its route from the route's contract: put in the query cache before the app's first render, the hydrating render
 * shows the page with its data, and the app does not ask the API again for what the page already holds. Returns the
 * router's state for the browser's router. Call before the first render; once.
 */
export function takeHydrationData(client: QueryClient): HydrationState | undefined {
  const script = document.getElementById(HYDRATION_DATA_ID);
  if (!script) return undefined;
  script.remove();
  try {
    const answers = JSON.parse(script.textContent ?? '') as HydrationData;
    hydrate(client, answers.queries);
    return answers.router;
  } catch {
    // Answers that do not read are asked for again, as on any page the server did not render.
    return undefined;
  }
}
