import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema, serviceListSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CatalogueService } from './catalogue.service';
import { routeGroup } from '../../http/route-schema';

export const catalogueRoutes: FastifyPluginAsyncZod<RouteContext<{ catalogue: CatalogueService }>> = async (app, { services }) => {
  const route = routeGroup(['catalogue']);
  app.get(
    '/',
    route({
      description:
        'The active service catalogue (public). Revalidate with If-None-Match: the ETag is a digest of the catalogue, so a 304 means nothing changed.',
      response: { 200: serviceListSchema, 304: noContentSchema },
    }),
    async (request, reply) => {
      const { etag, list } = await services.catalogue.list();
      // Cacheable by anyone, but checked every time: a price change shows on the next page load.
      reply.header('etag', etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      // Frozen: written and compressed once per catalogue version, not per request (kept-answers.ts).
      return list;
    },
  );
};
