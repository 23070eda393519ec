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
  errorBodySchema,
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
import { requires } from '../../http/route-permissions';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Company-scoped compliance calls, registered under /api/companies. */
export const companyComplianceRoutes: FastifyPluginAsyncZod<RouteContext<{ compliance: ComplianceService }>> = async (
  app,
  { services, guards },
) => {
  const compliance = services.compliance;
  const tags = ['compliance'];
  app.addHook('preHandler', guards.requireActor);

  app.get(
    '/:id/compliance',
    {
      ...requires('compliance:read'),
      schema: {
        tags,
        params: companyIdParamsSchema,
        querystring: complianceQuerySchema,
        response: { 200: complianceListSchema, ...errors },
      },
    },
    async (request) => compliance.list(actorOf(request), request.params.id, request.query.as_of),
  );

  // What if: nothing is saved; viewers may look (compliance:read).
  app.post(
    '/:id/compliance/what-if',
    {
      ...requires('compliance:read'),
      schema: { tags, params: companyIdParamsSchema, body: whatIfBodySchema, response: { 200: whatIfResultSchema, ...errors } },
    },
    async (request) => compliance.whatIf(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/:id/compliance/health',
    {
      ...requires('compliance:read'),
      schema: {
        tags,
        params: companyIdParamsSchema,
        querystring: complianceQuerySchema,
        response: { 200: complianceHealthSchema, ...errors },
      },
    },
    async (request) => compliance.health(actorOf(request), request.params.id, request.query.as_of),
  );

  app.patch(
    '/:id/compliance',
    {
      ...requires('compliance:write'),
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: bulkUpdateRequirementsBodySchema,
        response: { 200: bulkUpdateResultSchema, ...errors },
      },
    },
    async (request) => compliance.updateStatusOfMany(actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/compliance/:reqId',
    {
      ...requires('compliance:write'),
      schema: { tags, params: requirementParamsSchema, body: updateRequirementBodySchema, response: { 200: requirementSchema, ...errors } },
    },
    async (request) => compliance.updateStatus(actorOf(request), request.params.id, request.params.reqId, request.body),
  );

  // One filing due before the company joined: the founder says whether it was filed (an assumed "done" is replaced).
  app.put(
    '/:id/compliance/:reqId/past-filing',
    {
      ...requires('compliance:write'),
      schema: { tags, params: requirementParamsSchema, body: pastFilingBodySchema, response: { 200: requirementSchema, ...errors } },
    },
    async (request) => compliance.answerPastFiling(actorOf(request), request.params.id, request.params.reqId, request.body),
  );
};

/** Calls under /api/compliance. */
export const complianceRoutes: FastifyPluginAsyncZod<RouteContext<{ compliance: ComplianceService }>> = async (
  app,
  { services, guards },
) => {
  const compliance = services.compliance;
  const tags = ['compliance'];

  app.post(
    '/detect',
    {
      preHandler: guards.requireUser,
      schema: {
        tags,
        body: detectBodySchema,
        querystring: complianceQuerySchema,
        response: { 200: complianceSummarySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => compliance.detect(request.body, request.query.as_of),
  );

  app.get('/rules', { schema: { tags, response: { 200: complianceRuleListSchema } } }, async () => {
    const rules = await compliance.rules();
    return { rules, count: rules.length };
  });
};
