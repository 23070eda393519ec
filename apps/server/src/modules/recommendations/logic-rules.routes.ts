import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
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

/** Back office: the Logic Builder (spec §7 Admin calls), under /api/admin/logic. Every route needs an admin session. */
export const logicRulesRoutes: FastifyPluginAsyncZod<RouteContext<{ logicRules: LogicRulesService }>> = async (app, { services }) => {
  const tags = ['admin'];
  const rules = services.logicRules;
  const unauthorized = { 401: errorBodySchema, 403: errorBodySchema };

  app.get('/rules', { schema: { tags, response: { 200: logicRulesResponseSchema, ...unauthorized } } }, async (request) => ({
    rules: await rules.list(actorOf(request)),
  }));

  app.post(
    '/rules',
    { schema: { tags, body: logicRuleBodySchema, response: { 201: logicRuleSchema, 400: errorBodySchema, ...unauthorized } } },
    async (request, reply) => reply.status(201).send(await rules.create(actorOf(request), request.body)),
  );

  app.get(
    '/rules/templates',
    { schema: { tags, response: { 200: logicRuleTemplatesResponseSchema, ...unauthorized } } },
    async (request) => ({ templates: await rules.templates(actorOf(request)) }),
  );

  app.post(
    '/rules/from-template/:templateId',
    {
      schema: {
        tags,
        params: logicRuleTemplateParamsSchema,
        response: { 201: logicRuleSchema, 400: errorBodySchema, ...unauthorized, 404: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await rules.createFromTemplate(actorOf(request), request.params.templateId)),
  );

  app.get(
    '/rules/analytics',
    {
      schema: {
        tags,
        querystring: logicRuleAnalyticsQuerySchema,
        response: { 200: logicRuleAnalyticsSchema, 400: errorBodySchema, ...unauthorized },
      },
    },
    async (request) => rules.analytics(actorOf(request), request.query.days, request.query.limit),
  );

  app.post(
    '/rules/preview',
    {
      schema: {
        tags,
        description: 'Whether a saved rule (rule_id) or a draft (rule) fires for a company, and why. Saves nothing, counts no trigger.',
        body: logicRulePreviewBodySchema,
        response: { 200: logicRulePreviewSchema, 400: errorBodySchema, ...unauthorized, 404: errorBodySchema },
      },
    },
    async (request) => rules.preview(actorOf(request), request.body),
  );

  app.put(
    '/rules/:id',
    {
      schema: {
        tags,
        params: logicRuleIdParamsSchema,
        body: logicRuleBodySchema,
        response: { 200: logicRuleSchema, 400: errorBodySchema, ...unauthorized, 404: errorBodySchema },
      },
    },
    async (request) => rules.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/rules/:id',
    { schema: { tags, params: logicRuleIdParamsSchema, response: { 204: noContentSchema, ...unauthorized, 404: errorBodySchema } } },
    async (request, reply) => {
      await rules.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies',
    {
      schema: {
        tags,
        querystring: logicCompanySearchQuerySchema,
        response: { 200: logicCompanySearchSchema, 400: errorBodySchema, ...unauthorized },
      },
    },
    async (request) => rules.searchCompanies(actorOf(request), request.query.q),
  );
};
