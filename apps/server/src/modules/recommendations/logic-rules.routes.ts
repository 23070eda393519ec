import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logicCompanySearchQuerySchema,
  logicCompanySearchSchema,
  logicRuleAnalyticsQuerySchema,
  logicRuleAnalyticsSchema,
  logicRuleBodySchema,
  logicRuleIdParamsSchema,
  logicRulePreviewBodySchema,
  logicRulePreviewSchema,
  logicRuleSchema,
  logicRulesResponseSchema,
  noContentSchema,
  logicRuleTemplateParamsSchema,
  logicRuleTemplatesResponseSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { LogicRulesService } from './logic-rules.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** Back office: the Logic Builder (spec §7 Admin calls), under /api/admin/logic. Every route needs an admin session. */
export const logicRulesRoutes: FastifyPluginAsyncZod<RouteContext<{ logicRules: LogicRulesService }>> = async (app, { services }) => {
  const route = routeGroup(['admin'], errorResponses(400, 401, 403));
  const rules = services.logicRules;

  app.get('/rules', route({ response: { 200: logicRulesResponseSchema }, errors: errorResponses(401, 403) }), async (request) => ({
    rules: await rules.list(actorOf(request)),
  }));

  app.post('/rules', route({ body: logicRuleBodySchema, response: { 201: logicRuleSchema } }), async (request, reply) =>
    reply.status(201).send(await rules.create(actorOf(request), request.body)),
  );

  app.get(
    '/rules/templates',
    route({ response: { 200: logicRuleTemplatesResponseSchema }, errors: errorResponses(401, 403) }),
    async (request) => ({ templates: await rules.templates(actorOf(request)) }),
  );

  app.post(
    '/rules/from-template/:templateId',
    route({ params: logicRuleTemplateParamsSchema, response: { 201: logicRuleSchema }, errors: errorResponses(400, 401, 403, 404) }),
    async (request, reply) => reply.status(201).send(await rules.createFromTemplate(actorOf(request), request.params.templateId)),
  );

  app.get(
    '/rules/analytics',
    route({ querystring: logicRuleAnalyticsQuerySchema, response: { 200: logicRuleAnalyticsSchema } }),
    async (request) => rules.analytics(actorOf(request), request.query.days, request.query.limit),
  );

  app.post(
    '/rules/preview',
    route({
      description: 'Whether a saved rule (rule_id) or a draft (rule) fires for a company, and why. Saves nothing, counts no trigger.',
      body: logicRulePreviewBodySchema,
      response: { 200: logicRulePreviewSchema },
      errors: errorResponses(400, 401, 403, 404),
    }),
    async (request) => rules.preview(actorOf(request), request.body),
  );

  app.put(
    '/rules/:id',
    route({
      params: logicRuleIdParamsSchema,
      body: logicRuleBodySchema,
      response: { 200: logicRuleSchema },
      errors: errorResponses(400, 401, 403, 404),
    }),
    async (request) => rules.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/rules/:id',
    route({ params: logicRuleIdParamsSchema, response: { 204: noContentSchema }, errors: errorResponses(401, 403, 404) }),
    async (request, reply) => {
      await rules.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies',
    route({ querystring: logicCompanySearchQuerySchema, response: { 200: logicCompanySearchSchema } }),
    async (request) => rules.searchCompanies(actorOf(request), request.query.q),
  );
};
