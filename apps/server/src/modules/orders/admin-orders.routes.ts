import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIncorporationBodySchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderStatusBodySchema,
  adminOrderTaskBodySchema,
  adminOrderTimelineBodySchema,
  orderIdParamsSchema,
  orderTaskSchema,
  timelineEntrySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { AdminOrdersService } from './admin-orders.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 404, 409);

/** Back office, spec §7 Admin calls for orders (issue 12): list, detail, status (with the refund), timeline, tasks. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<RouteContext<{ adminOrders: AdminOrdersService }>> = async (app, { services }) => {
  const route = routeGroup(['admin'], errors);
  /** The routes on one order, by its id in the path. */
  const itemRoute = routeGroup(['admin'], errors, { params: orderIdParamsSchema });

  app.get(
    '/',
    route({
      description: 'Every order, newest first, 50 a page; filter by status, payment status, country; search by order number or email.',
      querystring: adminOrderListQuerySchema,
      response: { 200: adminOrderListSchema },
      errors: errorResponses(400, 401),
    }),
    async (request) => services.adminOrders.list(request.query),
  );

  app.get('/:orderId', itemRoute({ response: { 200: adminOrderDetailSchema }, errors: errorResponses(401, 404) }), async (request) =>
    services.adminOrders.get(request.params.orderId),
  );

  app.put(
    '/:orderId/status',
    itemRoute({
      description:
        'Move the order along its allowed statuses. Cancelling a paid order refunds its milestone figure through the payment provider, once.',
      body: adminOrderStatusBodySchema,
      response: { 200: adminOrderDetailSchema },
      errors: errorResponses(400, 401, 402, 404, 409, 503),
    }),
    async (request) => services.adminOrders.setStatus(actorOf(request), request.params.orderId, request.body),
  );

  app.put(
    '/:orderId/incorporation',
    itemRoute({
      description:
        'Record the incorporation date of a paid formation order’s company: its compliance calendar starts from that date and the founder is mailed.',
      body: adminIncorporationBodySchema,
      response: { 200: adminOrderDetailSchema },
    }),
    async (request) => services.adminOrders.recordIncorporation(actorOf(request), request.params.orderId, request.body.incorporation_date),
  );

  app.post(
    '/:orderId/timeline',
    itemRoute({
      description: 'A staff update on the order timeline; the customer sees it with the agent label.',
      body: adminOrderTimelineBodySchema,
      response: { 201: timelineEntrySchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await services.adminOrders.addTimeline(actorOf(request), request.params.orderId, request.body)),
  );

  app.post(
    '/:orderId/tasks',
    itemRoute({
      description: 'Add a task to a paid order: title and due date required, priority high by default, status pending.',
      body: adminOrderTaskBodySchema,
      response: { 201: orderTaskSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await services.adminOrders.addTask(actorOf(request), request.params.orderId, request.body)),
  );
};
