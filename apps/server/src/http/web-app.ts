import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Serves the built web app: `/` is the pre-rendered landing page (index.html), every other client route
 * falls back to the SPA shell (app.html). Never for /api: an unknown API route is a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  isSignedIn: (request: FastifyRequest) => Promise<boolean>,
): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'app.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
      return reply.header('cache-control', 'no-cache').sendFile('app.html');
    }
    const what = request.url.startsWith('/api') ? `Route ${request.method} ${request.url.split('?')[0]}` : 'Page';
    throw AppError.notFound(what);
  });
}
