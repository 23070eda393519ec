import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancellationBodySchema, cancellationQueueSchema, cancellationRequestSchema, orderIdParamsSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CancellationsService } from './cancellations.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** A member asks to cancel a paid order, or withdraws the request (viewers look; they do not ask for money back). */
export const orderCancellationRoutes: FastifyPluginAsyncZod<RouteContext<{ cancellations: CancellationsService }>> = async (
  app,
  { services, guards },
) => {
  const route = routeGroup(['orders'], errorResponses(400, 401, 403, 404, 409), { permission: 'orders:pay', params: orderIdParamsSchema });
  app.addHook('preHandler', guards.requireActor);

  app.post(
    '/:orderId/cancellation',
    route({
      description: 'Ask to cancel a paid order; the refund milestone pricing gives today is quoted and kept with the request.',
      body: cancellationBodySchema,
      response: { 201: cancellationRequestSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await services.cancellations.request(actorOf(request), request.params.orderId, request.body)),
  );

  app.delete('/:orderId/cancellation', route({ response: { 200: cancellationRequestSchema } }), async (request) =>
    services.cancellations.withdraw(actorOf(request), request.params.orderId),
  );
};

/** Back office: the queue of open cancellation requests (staff act on them with the order tools of issue 12). */
export const adminCancellationRoutes: FastifyPluginAsyncZod<RouteContext<{ cancellations: CancellationsService }>> = async (
  app,
  { services },
) => {
  const route = routeGroup(['admin'], errorResponses(401));
  app.get('/cancellation-requests', route({ response: { 200: cancellationQueueSchema } }), async () => services.cancellations.queue());
};
