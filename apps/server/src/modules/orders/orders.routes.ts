import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hostedPaymentStartSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListSchema,
  popupPaymentStartSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { DocumentsService } from './documents.service';
import type { OrdersService } from './orders.service';
import type { PaymentsService } from './payments.service';
import { actorOf } from '../../http/guards';
import { sendDocument } from './documents.routes';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(401, 403, 404);

/** Spec §2 Orders: the founder's orders across their companies, one order's detail, its documents. */
export const ordersRoutes: FastifyPluginAsyncZod<
  RouteContext<{ documents: DocumentsService; orders: OrdersService; payments: PaymentsService }>
> = async (app, { services, guards }) => {
  const { orders } = services;
  // The list needs only a signed-in user; the rest act on one order, as a member of its company.
  const userRoute = routeGroup(['orders'], errors, { preHandler: guards.requireUser });
  const orderRoute = routeGroup(['orders'], errors, { preHandler: guards.requireActor, params: orderIdParamsSchema });

  app.get('/', userRoute({ response: { 200: orderListSchema } }), async (request) => orders.list(actorOf(request)));

  app.get('/:orderId', orderRoute({ permission: 'orders:read', response: { 200: orderDetailSchema } }), async (request) =>
    orders.get(actorOf(request), request.params.orderId),
  );

  // Pay an unpaid order (after a cancelled or expired checkout): the payments service checks `orders:pay`.
  app.post(
    '/:orderId/pay',
    orderRoute({
      permission: 'orders:pay',
      response: { 200: z.union([popupPaymentStartSchema, hostedPaymentStartSchema]) },
      errors: errorResponses(401, 403, 404, 409, 503),
    }),
    async (request) => services.payments.payOrder(actorOf(request), request.params.orderId),
  );

  app.get(
    '/:orderId/documents/:documentId/download',
    orderRoute({
      permission: 'orders:read',
      params: orderIdParamsSchema.extend({ documentId: z.string() }),
      // The 200 answer is the file itself, sent as an attachment.
      response: { 200: z.any().describe('the document (application/pdf for a receipt, as accepted for an upload)') },
    }),
    async (request, reply) =>
      sendDocument(reply, await services.documents.downloadFromOrder(actorOf(request), request.params.orderId, request.params.documentId)),
  );
};
