import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminServiceBodySchema,
  adminServiceDeleteResultSchema,
  adminServiceListQuerySchema,
  adminServiceListSchema,
  adminServiceParamsSchema,
  adminServiceSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CatalogueAdminService } from './catalogue-admin.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 404, 409);

/** Back office: the service catalogue (spec §7 Admin calls POST, PUT and DELETE /admin/services, plus its list). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<RouteContext<{ catalogueAdmin: CatalogueAdminService }>> = async (
  app,
  { services },
) => {
  const route = routeGroup(['admin'], errors);
  /** The routes on one service, by its id in the path. */
  const itemRoute = routeGroup(['admin'], errors, { params: adminServiceParamsSchema });

  app.get(
    '/',
    route({
      description: 'Every service, inactive and archived ones included, with how many orders name each.',
      querystring: adminServiceListQuerySchema,
      response: { 200: adminServiceListSchema },
      errors: errorResponses(400, 401),
    }),
    async (request) => services.catalogueAdmin.list(request.query),
  );

  app.post('/', route({ body: adminServiceBodySchema, response: { 201: adminServiceSchema } }), async (request, reply) =>
    reply.code(201).send(await services.catalogueAdmin.create(actorOf(request), request.body)),
  );

  app.put('/:id', itemRoute({ body: adminServiceBodySchema, response: { 200: adminServiceSchema } }), async (request) =>
    services.catalogueAdmin.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    itemRoute({
      description: 'Deletes the service, or archives it when orders name it or it is one Charter seeds; the answer says which.',
      response: { 200: adminServiceDeleteResultSchema },
    }),
    async (request) => services.catalogueAdmin.remove(actorOf(request), request.params.id),
  );

  app.post('/:id/restore', itemRoute({ response: { 200: adminServiceSchema } }), async (request) =>
    services.catalogueAdmin.restore(actorOf(request), request.params.id),
  );
};
