import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancellationBodySchema,
  cancellationQueueSchema,
  cancellationRequestSchema,
  errorBodySchema,
  orderIdParamsSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CancellationsService } from './cancellations.service';
import { actorOf } from '../../http/guards';
import { requires } from '../../http/route-permissions';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A member asks to cancel a paid order, or withdraws the request (viewers look; they do not ask for money back). */
export const orderCancellationRoutes: FastifyPluginAsyncZod<RouteContext<{ cancellations: CancellationsService }>> = async (
  app,
  { services, guards },
) => {
  const tags = ['orders'];
  app.addHook('preHandler', guards.requireActor);

  app.post(
    '/:orderId/cancellation',
    {
      ...requires('orders:pay'),
      schema: {
        tags,
        description: 'Ask to cancel a paid order; the refund milestone pricing gives today is quoted and kept with the request.',
        params: orderIdParamsSchema,
        body: cancellationBodySchema,
        response: { 201: cancellationRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.cancellations.request(actorOf(request), request.params.orderId, request.body)),
  );

  app.delete(
    '/:orderId/cancellation',
    {
      ...requires('orders:pay'),
      schema: { tags, params: orderIdParamsSchema, response: { 200: cancellationRequestSchema, ...errors } },
    },
    async (request) => services.cancellations.withdraw(actorOf(request), request.params.orderId),
  );
};

/** Back office: the queue of open cancellation requests (staff act on them with the order tools of issue 12). */
export const adminCancellationRoutes: FastifyPluginAsyncZod<RouteContext<{ cancellations: CancellationsService }>> = async (
  app,
  { services },
) => {
  app.get(
    '/cancellation-requests',
    { schema: { tags: ['admin'], response: { 200: cancellationQueueSchema, 401: errorBodySchema } } },
    async () => services.cancellations.queue(),
  );
};
