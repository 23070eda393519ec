import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityQuerySchema,
  activityResponseSchema,
  archiveCompanyBodySchema,
  companyIdParamsSchema,
  companyListSchema,
  companySchema,
  createCompanyBodySchema,
  noContentSchema,
  pastFilingsBodySchema,
  pastFilingsResponseSchema,
  updateCompanyBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { AuditService } from '../audit/audit.service';
import type { CompaniesService } from './companies.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404);

export const companiesRoutes: FastifyPluginAsyncZod<RouteContext<{ audit: AuditService; companies: CompaniesService }>> = async (
  app,
  { services, guards },
) => {
  const { companies, audit } = services;
  // Listing and creating need only a signed-in user; the rest act on one company, as its member.
  const userRoute = routeGroup(['companies'], errors, { preHandler: guards.requireUser });
  const companyRoute = routeGroup(['companies'], errors, { preHandler: guards.requireActor, params: companyIdParamsSchema });

  app.get('/', userRoute({ response: { 200: companyListSchema }, errors: errorResponses(401) }), async (request) =>
    companies.list(actorOf(request)),
  );

  app.post('/', userRoute({ body: createCompanyBodySchema, response: { 201: companySchema } }), async (request, reply) => {
    reply.status(201);
    return companies.create(actorOf(request), request.body);
  });

  app.get('/:id', companyRoute({ permission: 'company:read', response: { 200: companySchema } }), async (request) =>
    companies.get(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    companyRoute({
      permission: 'company:update',
      body: updateCompanyBodySchema,
      response: { 200: companySchema },
      errors: errorResponses(400, 401, 403, 404, 409),
    }),
    async (request) => companies.update(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/:id/past-filings',
    companyRoute({ permission: 'compliance:write', body: pastFilingsBodySchema, response: { 200: pastFilingsResponseSchema } }),
    async (request) => companies.answerPastFilings(actorOf(request), request.params.id, request.body.answer),
  );

  app.post(
    '/:id/archive',
    companyRoute({ permission: 'company:archive', body: archiveCompanyBodySchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await companies.archive(actorOf(request), request.params.id, request.body.confirm_name);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/activity',
    companyRoute({ permission: 'activity:read', querystring: activityQuerySchema, response: { 200: activityResponseSchema } }),
    async (request) => audit.listForCompany(actorOf(request), request.params.id, request.query),
  );
};
