import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminComplianceRuleListSchema,
  adminComplianceRuleParamsSchema,
  adminComplianceRuleSchema,
  messageSchema,
  updateComplianceRuleBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { ComplianceAdminService } from './compliance-admin.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 404, 409);

/**
 * Back office, under /api/admin/compliance: the statutory catalogue with its overlay, and custom rules. Each write
 * re-plans the companies it reaches through the compliance.replan job, not in the request.
 */
export const complianceAdminRoutes: FastifyPluginAsyncZod<RouteContext<{ complianceAdmin: ComplianceAdminService }>> = async (
  app,
  { services },
) => {
  const rules = services.complianceAdmin;
  const route = routeGroup(['admin'], errors);
  /** The routes on one rule, by its id in the path. */
  const itemRoute = routeGroup(['admin'], errors, { params: adminComplianceRuleParamsSchema });

  app.get('/', route({ response: { 200: adminComplianceRuleListSchema }, errors: errorResponses(401) }), async () => rules.list());

  app.get('/:id', itemRoute({ response: { 200: adminComplianceRuleSchema } }), async (request) => rules.get(request.params.id));

  app.post(
    '/',
    route({
      description: 'Creates a custom rule in the engine’s condition and due-date language (the body is checked by the service).',
      body: updateComplianceRuleBodySchema,
      response: { 201: adminComplianceRuleSchema },
    }),
    async (request, reply) => reply.status(201).send(await rules.create(actorOf(request), request.body)),
  );

  app.put(
    '/:id',
    itemRoute({
      description:
        'A statutory rule (its catalogue id) takes {title, description, category, impact_level, status}; a custom rule (its uuid) its whole definition, as for POST.',
      body: updateComplianceRuleBodySchema,
      response: { 200: adminComplianceRuleSchema },
    }),
    async (request) => rules.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    itemRoute({
      description: 'Deletes a custom rule; statutory rules are deactivated instead (409).',
      response: { 200: messageSchema },
    }),
    async (request) => {
      await rules.remove(actorOf(request), request.params.id);
      return { message: 'Compliance rule deleted' };
    },
  );
};
