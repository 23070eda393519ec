import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema, serviceListSchema, type ServiceList } from '@charter/shared';
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
      const { etag, encoded } = await services.catalogue.list();
      // Cacheable by anyone, but checked every time: a price change shows on the next page load.
      reply.header('etag', etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      // Serialised (checked against its schema by the tests) and compressed once per catalogue version, not per request.
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.type('application/json; charset=utf-8');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(asSerialised(encoded.br));
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(asSerialised(encoded.gzip));
      return reply.send(asSerialised(encoded.json));
    },
  );
};

/** Fastify sends a string or a Buffer as it is (no serialiser): this body is the catalogue's JSON, already encoded. */
const asSerialised = (body: string | Buffer) => body as unknown as ServiceList;
