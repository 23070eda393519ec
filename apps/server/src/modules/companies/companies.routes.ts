import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  companyListSchema,
  companySchema,
  createCompanyBodySchema,
  errorBodySchema,
  updateCompanyBodySchema,
} from '@charter/shared';
import type { AppContext } from '../../http/context';
import { callerOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export const companiesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services, guards }) => {
  const companies = services.companies;
  const tags = ['companies'];
  app.addHook('preHandler', guards.requireUser);

  app.get('/', { schema: { tags, response: { 200: companyListSchema, 401: errorBodySchema } } }, async (request) =>
    companies.list(callerOf(request).id),
  );

  app.post(
    '/',
    { schema: { tags, body: createCompanyBodySchema, response: { 201: companySchema, ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return companies.create(callerOf(request).id, request.body);
    },
  );

  app.get('/:id', { schema: { tags, params: companyIdParamsSchema, response: { 200: companySchema, ...errors } } }, async (request) =>
    companies.getOwned(callerOf(request).id, request.params.id),
  );

  app.patch(
    '/:id',
    { schema: { tags, params: companyIdParamsSchema, body: updateCompanyBodySchema, response: { 200: companySchema, ...errors } } },
    async (request) => companies.update(callerOf(request).id, request.params.id, request.body),
  );
};
