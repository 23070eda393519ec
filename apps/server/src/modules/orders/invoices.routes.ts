import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdParamsSchema, taxDocumentListSchema, taxDocumentParamsSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { InvoicesService } from './invoices.service';
import { actorOf } from '../../http/guards';
import { sendDocument } from './documents.routes';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(401, 403, 404);
const pdf = z.any().describe('the invoice or credit note as application/pdf, an attachment');

/** An order's invoices and credit notes (issue 27 §4), for the company's members and staff; anyone else gets 404. */
export const invoiceRoutes: FastifyPluginAsyncZod<RouteContext<{ invoices: InvoicesService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['orders'], errors);

  app.get(
    '/:orderId/invoices',
    {
      preHandler: guards.requireActor,
      ...route({
        permission: 'orders:read',
        description: 'The order’s tax invoice (issued when it was paid) and any credit notes (issued with refunds), oldest first.',
        params: orderIdParamsSchema,
        response: { 200: taxDocumentListSchema },
      }),
    },
    async (request) => services.invoices.list(actorOf(request), request.params.orderId),
  );

  app.get(
    '/:orderId/invoices/:documentId/pdf',
    { preHandler: guards.requireActor, ...route({ permission: 'orders:read', params: taxDocumentParamsSchema, response: { 200: pdf } }) },
    async (request, reply) =>
      sendDocument(reply, await services.invoices.pdf(actorOf(request), request.params.orderId, request.params.documentId)),
  );
};

/** The back office's copy of the same (the back office's guard admits staff only). */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<RouteContext<{ invoices: InvoicesService }>> = async (app, { services }) => {
  const route = routeGroup(['admin'], errorResponses(401, 404));

  app.get('/:orderId/invoices', route({ params: orderIdParamsSchema, response: { 200: taxDocumentListSchema } }), async (request) =>
    services.invoices.adminList(request.params.orderId),
  );

  app.get(
    '/:orderId/invoices/:documentId/pdf',
    route({ params: taxDocumentParamsSchema, response: { 200: pdf } }),
    async (request, reply) => sendDocument(reply, await services.invoices.adminPdf(request.params.orderId, request.params.documentId)),
  );
};
