import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  createdWebhookEndpointSchema,
  createWebhookEndpointBodySchema,
  noContentSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { WebhooksOutService } from './webhooks-out.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** A company's outgoing webhook endpoints and their delivery log, registered under /api/companies. */
export const companyWebhookRoutes: FastifyPluginAsyncZod<RouteContext<{ webhooksOut: WebhooksOutService }>> = async (
  app,
  { services, guards },
) => {
  const webhooks = services.webhooksOut;
  const route = routeGroup(['webhooks'], errorResponses(400, 401, 403, 404, 409), {
    permission: 'webhooks:manage',
    params: webhookEndpointParamsSchema,
  });
  app.addHook('preHandler', guards.requireActor);

  app.get('/:id/webhooks', route({ params: companyIdParamsSchema, response: { 200: webhookEndpointListSchema } }), async (request) =>
    webhooks.list(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/webhooks',
    route({
      description:
        'Adds an endpoint (https and a public address in production). The answer is the only time its signing secret is shown; ' +
        'each delivery carries `Charter-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")` and `Charter-Webhook-Id`.',
      params: companyIdParamsSchema,
      body: createWebhookEndpointBodySchema,
      response: { 201: createdWebhookEndpointSchema },
    }),
    async (request, reply) => reply.status(201).send(await webhooks.create(actorOf(request), request.params.id, request.body)),
  );

  app.delete('/:id/webhooks/:endpointId', route({ response: { 204: noContentSchema } }), async (request, reply) => {
    await webhooks.remove(actorOf(request), request.params.id, request.params.endpointId);
    return reply.status(204).send(null);
  });

  app.post(
    '/:id/webhooks/:endpointId/enable',
    route({
      description: 'Turns a disabled endpoint back on (its failure streak starts afresh).',
      response: { 200: webhookEndpointSchema },
    }),
    async (request) => webhooks.enable(actorOf(request), request.params.id, request.params.endpointId),
  );

  app.get('/:id/webhooks/:endpointId/deliveries', route({ response: { 200: webhookDeliveryListSchema } }), async (request) =>
    webhooks.deliveries(actorOf(request), request.params.id, request.params.endpointId),
  );

  app.post(
    '/:id/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
    route({ params: webhookDeliveryParamsSchema, response: { 202: webhookDeliverySchema } }),
    async (request, reply) =>
      reply
        .status(202)
        .send(await webhooks.redeliver(actorOf(request), request.params.id, request.params.endpointId, request.params.deliveryId)),
  );
};
