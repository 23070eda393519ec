import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the script holding a drawn page's answers (src/snapshot/render-snapshot.tsx writes it). */
export const PAGE_ANSWERS_ID = 'page-answers';

/**
 * The answers a page was drawn from, as JSON a page can carry: `<` written as its escape, so no answer can close the
 * script it sits in.
 */
export function pageAnswersScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`;
}

/**
 * A page the server drew (dashboard, compliance) carries the API's answers it was drawn from, already checked against
 * the contracts by the server: put in the query cache before the app's first render, that render shows the page with
 * its data (and hands over at once) rather than a loading state, then the data in a second, blocking render; and the
 * app does not ask the API again for what the page already holds. Call before the first render; once.
 */
export function takePageAnswers(client: QueryClient): void {
  const script = document.getElementById(PAGE_ANSWERS_ID);
  if (!script) return;
  script.remove();
  try {
    hydrate(client, JSON.parse(script.textContent ?? '') as DehydratedState);
  } catch {
    // Answers that do not read are asked for again, as on any page the server did not draw.
  }
}
