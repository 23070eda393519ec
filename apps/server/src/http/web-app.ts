import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Serves the built web app: `/` is the pre-rendered landing page (index.html), every other client route
 * falls back to the SPA shell (app.html), or to the route's own copy of it that preloads the route's chunks
 * (dist/shells.json, written by the web build). Never for /api: an unknown API route is a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  isSignedIn: (request: FastifyRequest) => Promise<boolean>,
): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'app.html'));
  const shells = hasWeb ? routeShells(distDir) : new Map<string, string>();
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
