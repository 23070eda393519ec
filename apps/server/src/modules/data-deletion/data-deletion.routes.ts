import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  deletionRequestIdParamsSchema,
  deletionStatusSchema,
  errorBodySchema,
  requestDeletionBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import { actorOf } from '../../http/guards';
import { requires } from '../../http/route-permissions';
import type { DataDeletionService } from './data-deletion.service';

type Context = RouteContext<{ dataDeletion: DataDeletionService }>;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['data-deletion'];

/** /api/users/me/deletion: the signed-in account's own deletion. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<Context> = async (app, { services, guards }) => {
  app.get(
    '/',
    {
      preHandler: guards.requireUser,
      schema: {
        tags,
        description: 'The account’s deletion: the open request, the date it would run, what is kept and until when.',
        response: { 200: deletionStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => services.dataDeletion.accountStatus(actorOf(request).id),
  );

  app.post(
    '/',
    {
      preHandler: guards.requireUser,
      schema: {
        tags,
        description: 'Schedules the account’s erasure in 7 days (confirm: its email). Every session ends at once.',
        body: requestDeletionBodySchema,
        response: { 201: deletionStatusSchema, ...errors },
      },
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
      ...requires('company:read'),
      preHandler: guards.requireActor,
      schema: { tags, params: companyIdParamsSchema, response: { 200: deletionStatusSchema, ...errors } },
    },
    async (request) => services.dataDeletion.companyStatus(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/deletion',
    {
      ...requires('company:archive'),
      preHandler: guards.requireActor,
      schema: {
        tags,
        description: 'Schedules the company’s erasure in 7 days (confirm: its name); its other owners are mailed.',
        params: companyIdParamsSchema,
        body: requestDeletionBodySchema,
        response: { 201: deletionStatusSchema, ...errors },
      },
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
    {
      preHandler: guards.requireUser,
      schema: { tags, params: deletionRequestIdParamsSchema, response: { 200: deletionStatusSchema, ...errors } },
    },
    async (request) => services.dataDeletion.cancel(actorOf(request), request.params.requestId),
  );
};
