import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  registryFetchBodySchema,
  registryFetchResponseSchema,
  registrySearchQuerySchema,
  registrySearchResponseSchema,
} from '@charter/shared';
import type { AppContext } from '../../http/context';
import { actorOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

export const registryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services, guards }) => {
  const tags = ['registry'];
  app.addHook('preHandler', guards.requireUser);

  app.get(
    '/search-company',
    { schema: { tags, querystring: registrySearchQuerySchema, response: { 200: registrySearchResponseSchema, ...errors } } },
    async (request) => {
      const companies = await services.registry.search(request.query.company_name);
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
