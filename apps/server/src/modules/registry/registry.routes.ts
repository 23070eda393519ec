import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  registryDirectorySchema,
  registryFetchBodySchema,
  registryFetchResponseSchema,
  registrySearchQuerySchema,
  registrySearchResponseSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { RegistryService } from './registry.service';
import { actorOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

export const registryRoutes: FastifyPluginAsyncZod<RouteContext<{ registry: RegistryService }>> = async (app, { services, guards }) => {
  const tags = ['registry'];
  app.addHook('preHandler', guards.requireUser);

  app.get(
    '/directory',
    {
      schema: {
        tags,
        description: 'Per country: whether company look-up is available, and what the embedded directory holds.',
        response: { 200: registryDirectorySchema, 401: errorBodySchema },
      },
    },
    async () => services.registry.directory(),
  );

  app.get(
    '/search-company',
    { schema: { tags, querystring: registrySearchQuerySchema, response: { 200: registrySearchResponseSchema, ...errors } } },
    async (request) => {
      const companies = await services.registry.search(request.query);
      return { success: true, count: companies.length, companies };
    },
  );

  app.post(
    '/fetch-company-data',
    { schema: { tags, body: registryFetchBodySchema, response: { 200: registryFetchResponseSchema, ...errors } } },
    async (request) => ({
      success: true,
      data: await services.registry.fetch(actorOf(request), request.body),
    }),
  );
};
