import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema, deletionRequestIdParamsSchema, deletionStatusSchema, requestDeletionBodySchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import { actorOf } from '../../http/guards';
import type { DataDeletionService } from './data-deletion.service';
import { errorResponses, routeGroup } from '../../http/route-schema';

type Context = RouteContext<{ dataDeletion: DataDeletionService }>;
const errors = errorResponses(400, 401, 403, 404, 409);
const route = routeGroup(['data-deletion'], errors);

/** /api/users/me/deletion: the signed-in account's own deletion. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<Context> = async (app, { services, guards }) => {
  app.get(
    '/',
    {
      preHandler: guards.requireUser,
      ...route({
        description: 'The account’s deletion: the open request, the date it would run, what is kept and until when.',
        response: { 200: deletionStatusSchema },
        errors: errorResponses(401),
      }),
    },
    async (request) => services.dataDeletion.accountStatus(actorOf(request).id),
  );

  app.post(
    '/',
    {
      preHandler: guards.requireUser,
      ...route({
        description: 'Schedules the account’s erasure in 7 days (confirm: its email). Every session ends at once.',
        body: requestDeletionBodySchema,
        response: { 201: deletionStatusSchema },
      }),
    },
    async (request, reply) => {
      reply.status(201);
      return services.dataDeletion.requestAccount(actorOf(request), request.body);
    },
  );
};

/** /api/companies/:id/deletion: a company's deletion, asked by an owner. */
export const companyDeletionRoutes: FastifyPluginAsyncZod<Context> = async (app, { services, guards }) => {
  app.get(
    '/:id/deletion',
    {
      preHandler: guards.requireActor,
      ...route({ permission: 'company:read', params: companyIdParamsSchema, response: { 200: deletionStatusSchema } }),
    },
    async (request) => services.dataDeletion.companyStatus(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/deletion',
    {
      preHandler: guards.requireActor,
      ...route({
        permission: 'company:archive',
        description: 'Schedules the company’s erasure in 7 days (confirm: its name); its other owners are mailed.',
        params: companyIdParamsSchema,
        body: requestDeletionBodySchema,
        response: { 201: deletionStatusSchema },
      }),
    },
    async (request, reply) => {
      reply.status(201);
      return services.dataDeletion.requestCompany(actorOf(request), request.params.id, request.body);
    },
  );
};

/** /api/deletion-requests/:requestId: cancel during the grace period. */
export const deletionRequestRoutes: FastifyPluginAsyncZod<Context> = async (app, { services, guards }) => {
  app.delete(
    '/:requestId',
    { preHandler: guards.requireUser, ...route({ params: deletionRequestIdParamsSchema, response: { 200: deletionStatusSchema } }) },
    async (request) => services.dataDeletion.cancel(actorOf(request), request.params.requestId),
  );
};
