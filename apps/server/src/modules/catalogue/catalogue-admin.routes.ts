import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminServiceBodySchema,
  adminServiceDeleteResultSchema,
  adminServiceListQuerySchema,
  adminServiceListSchema,
  adminServiceParamsSchema,
  adminServiceSchema,
  errorBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CatalogueAdminService } from './catalogue-admin.service';
import { actorOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Back office: the service catalogue (spec §7 Admin calls POST, PUT and DELETE /admin/services, plus its list). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<RouteContext<{ catalogueAdmin: CatalogueAdminService }>> = async (
  app,
  { services },
) => {
  const tags = ['admin'];

  app.get(
    '/',
    {
      schema: {
        tags,
        description: 'Every service, inactive and archived ones included, with how many orders name each.',
        querystring: adminServiceListQuerySchema,
        response: { 200: adminServiceListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => services.catalogueAdmin.list(request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: adminServiceBodySchema, response: { 201: adminServiceSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await services.catalogueAdmin.create(actorOf(request), request.body)),
  );

  app.put(
    '/:id',
    { schema: { tags, params: adminServiceParamsSchema, body: adminServiceBodySchema, response: { 200: adminServiceSchema, ...errors } } },
    async (request) => services.catalogueAdmin.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        description: 'Deletes the service, or archives it when orders name it or it is one Charter seeds; the answer says which.',
        params: adminServiceParamsSchema,
        response: { 200: adminServiceDeleteResultSchema, ...errors },
      },
    },
    async (request) => services.catalogueAdmin.remove(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/restore',
    { schema: { tags, params: adminServiceParamsSchema, response: { 200: adminServiceSchema, ...errors } } },
    async (request) => services.catalogueAdmin.restore(actorOf(request), request.params.id),
  );
};
