import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { loadServerRenderer, type ServerRenderer } from './server-rendering';

/**
 * Serves the built web app: `/` is the pre-rendered landing page (index.html), every other client route
 * falls back to the SPA shell (app.html), or to the route's own copy of it that preloads the route's chunks
 * (dist/shells.json, written by the web build). The dashboard and compliance pages come drawn for the signed-in
 * founder when the server can (server-rendering.ts). Never for /api: an unknown API route is a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  isSignedIn: (request: FastifyRequest) => Promise<boolean>,
): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'app.html'));
  const shells = hasWeb ? routeShells(distDir) : new Map<string, string>();
  const serverRenderer = hasWeb ? await loadServerRenderer(app, distDir) : null;
  const fontPreloads = hasWeb ? glyphFontPreloads(distDir) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins of every text asset; the best one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      if (await isSignedIn(request)) return reply.redirect('/dashboard');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  // Routes of their own (not the fallback below), so the drawn page, made per request, is compressed like an API answer.
  if (serverRenderer && distDir !== undefined) {
    const webDir = distDir;
    for (const pathname of serverRenderer.paths) {
      app.get(pathname, { schema: { hide: true } }, async (request, reply) => {
        const shell = shells.get(pathname) ?? 'app.html';
        const page = await serverRenderedPage(serverRenderer, request, webDir, shell, fontPreloads);
        // One founder's page: never kept by a shared cache, and not reused for another cookie.
        if (page)
          return reply.header('cache-control', 'private, no-store').header('vary', 'Cookie').type('text/html; charset=utf-8').send(page);
        return reply.header('cache-control', 'no-cache').sendFile(shell);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && hasWeb;
    if (wantsPage && !path.extname(request.url.split('?')[0] ?? '')) {
      const pathname = request.url.split('?')[0] ?? '';
      return reply.header('cache-control', 'no-cache').sendFile(shells.get(pathname) ?? 'app.html');
    }
    const what = request.url.startsWith('/api') ? `Route ${request.method} ${request.url.split('?')[0]}` : 'Page';
    throw AppError.notFound(what);
  });
}

/** Path → shell file, from the build's shells.json (absent in older builds: every route gets app.html). */
function routeShells(distDir: string): Map<string, string> {
  const file = path.join(distDir, 'shells.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

const shellTexts = new Map<string, string>();
const ROOT = '<div id="root"></div>';

/**
 * The route's shell with the founder's page drawn in its #root (marked data-server-rendered), for the app to hydrate
 * (apps/web/src/main.tsx). No module preloads: the page is already there, and on a
 * slow link they would share the bandwidth with the stylesheet and the font the drawn page needs first. The page
 * carries the answers it was drawn from.
 */
async function serverRenderedPage(
  serverRenderer: ServerRenderer,
  request: FastifyRequest,
  distDir: string,
  shell: string,
  fontPreloads: readonly GlyphFont[],
): Promise<string | null> {
  const [pathname = '', search = ''] = request.url.split('?', 2);
  const drawn = await serverRenderer.render(request, pathname, search ? `?${search}` : '');
  if (drawn === null) return null;
  let html = shellTexts.get(shell);
  if (html === undefined) {
    html = readFileSync(path.join(distDir, shell), 'utf8').replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
    shellTexts.set(shell, html);
  }
  if (!html.includes(ROOT)) return null;
  const preloads = fontPreloads.filter((font) => drawn.markup.includes(font.glyph)).map((font) => font.link);
  return html
    .replace('</head>', () => `${preloads.join('')}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-server-rendered data-viewport-width="${drawn.viewportWidth}" data-company-id="${drawn.companyId}">${drawn.markup}</div>${drawn.answers}`,
    );
}

/** A font face of the web build that only some pages need (its unicode-range is one glyph), and its preload. */
interface GlyphFont {
  glyph: string;
  link: string;
}

/**
 * The rupee sign is a face of its own (apps/web/scripts/subset-fonts.ts), so a page without it does not download it.
 * The browser asks for it only when laying out the first ₹, and swaps it in when it arrives: every line of text on a
 * drawn page is laid out again (~130 ms on a phone, Lighthouse's 4× CPU). A page drawn with a ₹ preloads it instead,
 * like the Latin face in every shell, so the first layout already has it.
 */
function glyphFontPreloads(distDir: string): GlyphFont[] {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return [];
  const rupee = readdirSync(assets).find((name) => /^inter-rupee-wght-[\w-]+\.woff2$/.test(name));
  if (!rupee) return [];
  return [{ glyph: '₹', link: `<link rel="preload" href="/assets/${rupee}" as="font" type="font/woff2" crossorigin />` }];
}
