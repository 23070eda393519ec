import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkUpdateRequirementsBodySchema,
  bulkUpdateResultSchema,
  companyIdParamsSchema,
  complianceHealthSchema,
  complianceListSchema,
  complianceQuerySchema,
  complianceRuleListSchema,
  complianceSummarySchema,
  detectBodySchema,
  pastFilingBodySchema,
  requirementParamsSchema,
  requirementSchema,
  updateRequirementBodySchema,
  whatIfBodySchema,
  whatIfResultSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { ComplianceService } from './compliance.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404);

/** Company-scoped compliance calls, registered under /api/companies. */
export const companyComplianceRoutes: FastifyPluginAsyncZod<RouteContext<{ compliance: ComplianceService }>> = async (
  app,
  { services, guards },
) => {
  const compliance = services.compliance;
  const route = routeGroup(['compliance'], errors, { params: companyIdParamsSchema });
  app.addHook('preHandler', guards.requireActor);

  app.get(
    '/:id/compliance',
    route({ permission: 'compliance:read', querystring: complianceQuerySchema, response: { 200: complianceListSchema } }),
    async (request) => compliance.list(actorOf(request), request.params.id, request.query.as_of),
  );

  // What if: nothing is saved; viewers may look (compliance:read).
  app.post(
    '/:id/compliance/what-if',
    route({ permission: 'compliance:read', body: whatIfBodySchema, response: { 200: whatIfResultSchema } }),
    async (request) => compliance.whatIf(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/:id/compliance/health',
    route({ permission: 'compliance:read', querystring: complianceQuerySchema, response: { 200: complianceHealthSchema } }),
    async (request) => compliance.health(actorOf(request), request.params.id, request.query.as_of),
  );

  app.patch(
    '/:id/compliance',
    route({ permission: 'compliance:write', body: bulkUpdateRequirementsBodySchema, response: { 200: bulkUpdateResultSchema } }),
    async (request) => compliance.updateStatusOfMany(actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/compliance/:reqId',
    route({
      permission: 'compliance:write',
      params: requirementParamsSchema,
      body: updateRequirementBodySchema,
      response: { 200: requirementSchema },
    }),
    async (request) => compliance.updateStatus(actorOf(request), request.params.id, request.params.reqId, request.body),
  );

  // One filing due before the company joined: the founder says whether it was filed (an assumed "done" is replaced).
  app.put(
    '/:id/compliance/:reqId/past-filing',
    route({
      permission: 'compliance:write',
      params: requirementParamsSchema,
      body: pastFilingBodySchema,
      response: { 200: requirementSchema },
    }),
    async (request) => compliance.answerPastFiling(actorOf(request), request.params.id, request.params.reqId, request.body),
  );
};

/** Calls under /api/compliance. */
export const complianceRoutes: FastifyPluginAsyncZod<RouteContext<{ compliance: ComplianceService }>> = async (
  app,
  { services, guards },
) => {
  const compliance = services.compliance;
  const route = routeGroup(['compliance'], errorResponses(400, 401));

  app.post(
    '/detect',
    {
      preHandler: guards.requireUser,
      ...route({ body: detectBodySchema, querystring: complianceQuerySchema, response: { 200: complianceSummarySchema } }),
    },
    async (request) => compliance.detect(request.body, request.query.as_of),
  );

  app.get('/rules', route({ response: { 200: complianceRuleListSchema }, errors: errorResponses() }), async () => {
    const rules = await compliance.rules();
    return { rules, count: rules.length };
  });
};
