import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registryDirectorySchema,
  registryFetchBodySchema,
  registryFetchResponseSchema,
  registrySearchQuerySchema,
  registrySearchResponseSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { RegistryService } from './registry.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 404, 503);

export const registryRoutes: FastifyPluginAsyncZod<RouteContext<{ registry: RegistryService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['registry'], errors);
  app.addHook('preHandler', guards.requireUser);

  app.get(
    '/directory',
    route({
      description: 'Per country: whether company look-up is available, and what the embedded directory holds.',
      response: { 200: registryDirectorySchema },
      errors: errorResponses(401),
    }),
    async () => services.registry.directory(),
  );

  app.get(
    '/search-company',
    route({ querystring: registrySearchQuerySchema, response: { 200: registrySearchResponseSchema } }),
    async (request) => {
      const companies = await services.registry.search(request.query);
      return { success: true, count: companies.length, companies };
    },
  );

  app.post(
    '/fetch-company-data',
    route({ body: registryFetchBodySchema, response: { 200: registryFetchResponseSchema } }),
    async (request) => ({
      success: true,
      data: await services.registry.fetch(actorOf(request), request.body),
    }),
  );
};
