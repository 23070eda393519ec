/**
 * The web build's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr/entry-server.js), as the
 * API server imports it to render a founder's page (apps/server/src/http/server-rendering.ts): one contract for both.
 */
export interface ServerEntry {
  /** The pages the server renders: each one's route has a loader listing what it reads. */
  serverRenderedPaths: readonly string[];
  /** The page's markup and what it was rendered from, or null when React Router answers with a redirect. */
  renderPage(input: ServerRenderInput): Promise<ServerRenderOutput | null>;
}

export interface ServerRenderInput {
  /** The page's path and query string, as requested (`/compliance?status=overdue`). */
  url: string;
  /** GET /api/auth/me and GET /api/companies, as the API answered them. */
  user: unknown;
  companies: unknown;
  /** The company shown. */
  companyId: string;
  /** The API's JSON answer to a GET of `path` (under /api), with the founder's cookie; rejects on any other status. */
  apiJson: (path: string) => Promise<unknown>;
  /** The viewport width the page is rendered for (a guess from the request: a phone's or a desktop's). */
  viewportWidth: number;
}

export interface ServerRenderOutput {
  /** The app's markup, for the shell's #root. */
  markup: string;
  /** The script holding the query cache and the router's state it was rendered from, for the browser (beside #root). */
  answers: string;
}
