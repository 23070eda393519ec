import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
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
import { requires } from '../../http/route-permissions';
import { sendDocument } from './documents.routes';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Spec §2 Orders: the founder's orders across their companies, one order's detail, its documents. */
export const ordersRoutes: FastifyPluginAsyncZod<
  RouteContext<{ documents: DocumentsService; orders: OrdersService; payments: PaymentsService }>
> = async (app, { services, guards }) => {
  const { orders } = services;
  const tags = ['orders'];

  app.get('/', { preHandler: guards.requireUser, schema: { tags, response: { 200: orderListSchema, ...errors } } }, async (request) =>
    orders.list(actorOf(request)),
  );

  app.get(
    '/:orderId',
    {
      ...requires('orders:read'),
      preHandler: guards.requireActor,
      schema: { tags, params: orderIdParamsSchema, response: { 200: orderDetailSchema, ...errors } },
    },
    async (request) => orders.get(actorOf(request), request.params.orderId),
  );

  // Pay an unpaid order (after a cancelled or expired checkout): the payments service checks `orders:pay`.
  app.post(
    '/:orderId/pay',
    {
      ...requires('orders:pay'),
      preHandler: guards.requireActor,
      schema: {
        tags,
        params: orderIdParamsSchema,
        response: {
          200: z.union([popupPaymentStartSchema, hostedPaymentStartSchema]),
          ...errors,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => services.payments.payOrder(actorOf(request), request.params.orderId),
  );

  app.get(
    '/:orderId/documents/:documentId/download',
    {
      ...requires('orders:read'),
      preHandler: guards.requireActor,
      schema: {
        tags,
        params: orderIdParamsSchema.extend({ documentId: z.string() }),
        // The 200 answer is the file itself, sent as an attachment.
        response: { 200: z.any().describe('the document (application/pdf for a receipt, as accepted for an upload)'), ...errors },
      },
    },
    async (request, reply) =>
      sendDocument(reply, await services.documents.downloadFromOrder(actorOf(request), request.params.orderId, request.params.documentId)),
  );
};
