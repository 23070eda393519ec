import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityQuerySchema,
  activityResponseSchema,
  archiveCompanyBodySchema,
  companyIdParamsSchema,
  companyListSchema,
  companySchema,
  createCompanyBodySchema,
  errorBodySchema,
  noContentSchema,
  pastFilingsBodySchema,
  pastFilingsResponseSchema,
  updateCompanyBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { AuditService } from '../audit/audit.service';
import type { CompaniesService } from './companies.service';
import { actorOf } from '../../http/guards';
import { requires } from '../../http/route-permissions';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const companiesRoutes: FastifyPluginAsyncZod<RouteContext<{ audit: AuditService; companies: CompaniesService }>> = async (
  app,
  { services, guards },
) => {
  const { companies, audit } = services;
  const tags = ['companies'];

  app.get(
    '/',
    { preHandler: guards.requireUser, schema: { tags, response: { 200: companyListSchema, 401: errorBodySchema } } },
    async (request) => companies.list(actorOf(request)),
  );

  app.post(
    '/',
    { preHandler: guards.requireUser, schema: { tags, body: createCompanyBodySchema, response: { 201: companySchema, ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return companies.create(actorOf(request), request.body);
    },
  );

  app.get(
    '/:id',
    {
      ...requires('company:read'),
      preHandler: guards.requireActor,
      schema: { tags, params: companyIdParamsSchema, response: { 200: companySchema, ...errors } },
    },
    async (request) => companies.get(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...requires('company:update'),
      preHandler: guards.requireActor,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: updateCompanyBodySchema,
        response: { 200: companySchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => companies.update(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/:id/past-filings',
    {
      ...requires('compliance:write'),
      preHandler: guards.requireActor,
      schema: { tags, params: companyIdParamsSchema, body: pastFilingsBodySchema, response: { 200: pastFilingsResponseSchema, ...errors } },
    },
    async (request) => companies.answerPastFilings(actorOf(request), request.params.id, request.body.answer),
  );

  app.post(
    '/:id/archive',
    {
      ...requires('company:archive'),
      preHandler: guards.requireActor,
      schema: { tags, params: companyIdParamsSchema, body: archiveCompanyBodySchema, response: { 204: noContentSchema, ...errors } },
    },
    async (request, reply) => {
      await companies.archive(actorOf(request), request.params.id, request.body.confirm_name);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/activity',
    {
      ...requires('activity:read'),
      preHandler: guards.requireActor,
      schema: {
        tags,
        params: companyIdParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errors },
      },
    },
    async (request) => audit.listForCompany(actorOf(request), request.params.id, request.query),
  );
};
