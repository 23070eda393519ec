import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SELECTED_COMPANY_COOKIE, type ServerEntry } from '@charter/shared';

/** The app's markup for #root, the script with the answers it was drawn from (beside #root), and the viewport width it was drawn for. */
export interface RenderedPage {
  markup: string;
  answers: string;
  viewportWidth: number;
  /** The company drawn: the browser hydrates with it as the selected one. */
  companyId: string;
}

/** A phone's width and a desktop window's, for the layouts the app switches between (640, 768, 1024 and 1280 px). */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

/**
 * The width a page is drawn for, guessed from the request as React's server-rendering guides do (the server cannot
 * see the screen): a phone's when the browser says it is on one (Sec-CH-UA-Mobile, sent by Chromium on every request)
 * or its user agent does, else a desktop's. The browser hydrates with the same guess, then draws for its own screen.
 */
export function viewportWidthFor(request: FastifyRequest): number {
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return PHONE_WIDTH;
  if (mobileHint === '?0') return DESKTOP_WIDTH;
  return /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

export interface ServerRenderer {
  /** The paths the server renders. */
  paths: ReadonlySet<string>;
  /** The page's markup for this founder, or null when it cannot be drawn here (then the plain shell is the answer). */
  render(request: FastifyRequest, pathname: string, search: string): Promise<RenderedPage | null>;
}

/**
 * The dashboard and compliance pages rendered on the server from the founder's own API answers (the browser hydrates
 * them: apps/web/src/main.tsx), so the page paints
 * with the HTML on a slow phone (Lighthouse mobile: the largest paint ~1.3–1.6 s instead of ~3.2–3.6 s, which waited
 * for the app's code). Each answer comes from the API routes themselves (inject, with the request's cookie and
 * address), so every access check, rate limit and response contract is theirs; any refusal or failure means the
 * plain shell, never an error page. Drawn only when the page is certain: the founder has one company, or the browser's
 * selected_company cookie names one of theirs (companyShown). What the page reads is its route's loader's
 * list (apps/web/src/features/companies/lib/company-page-loader.ts), run by React Router's static handler.
 */
export async function loadServerRenderer(app: FastifyInstance, distDir: string): Promise<ServerRenderer | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;

  const getJson = async (request: FastifyRequest, url: string): Promise<unknown> => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api${url}`,
      remoteAddress: request.ip,
      headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
    });
    if (answer.statusCode !== 200) throw new RenderSkipped(`${url} answered ${answer.statusCode}`);
    return answer.json();
  };

  return {
    paths: new Set(entry.serverRenderedPaths),
    async render(request, pathname, search) {
      if (!entry.serverRenderedPaths.includes(pathname) || !request.headers.cookie) return null;
      try {
        const [user, companies] = await Promise.all([getJson(request, '/auth/me'), getJson(request, '/companies')]);
        const companyId = companyShown(companies, request.cookies[SELECTED_COMPANY_COOKIE]);
        if (!companyId) return null;
        const viewportWidth = viewportWidthFor(request);
        // The page's route loader asks for what the page reads, through this request's own API calls.
        const rendered = await entry.renderPage({
          url: pathname + search,
          user,
          companies,
          companyId,
          apiJson: (url) => getJson(request, url),
          viewportWidth,
        });
        return rendered && { ...rendered, viewportWidth, companyId };
      } catch (error) {
        // Signed out, rate limited or a failing call: the plain shell, and the app reports it as it always does.
        if (!(error instanceof RenderSkipped)) request.log.warn({ err: error, pathname }, 'server rendering failed');
        return null;
      }
    },
  };
}

class RenderSkipped extends Error {}

/**
 * The company the page shows: the founder's only one, or the one their browser says is selected (its cookie, kept
 * with the browser's own memory of it) when it is one of theirs. Otherwise the server cannot know, and draws nothing.
 */
function companyShown(companies: unknown, selected: string | undefined): string | undefined {
  if (!Array.isArray(companies)) return undefined;
  const ids = (companies as { id: string }[]).map((company) => company.id);
  return ids.length === 1 ? ids[0] : ids.find((id) => id === selected);
}
