import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, orderIdParamsSchema, taxDocumentListSchema, taxDocumentParamsSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { InvoicesService } from './invoices.service';
import { actorOf } from '../../http/guards';
import { requires } from '../../http/route-permissions';
import { sendDocument } from './documents.routes';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const pdf = z.any().describe('the invoice or credit note as application/pdf, an attachment');

/** An order's invoices and credit notes (issue 27 §4), for the company's members and staff; anyone else gets 404. */
export const invoiceRoutes: FastifyPluginAsyncZod<RouteContext<{ invoices: InvoicesService }>> = async (app, { services, guards }) => {
  const tags = ['orders'];

  app.get(
    '/:orderId/invoices',
    {
      ...requires('orders:read'),
      preHandler: guards.requireActor,
      schema: {
        tags,
        description: 'The order’s tax invoice (issued when it was paid) and any credit notes (issued with refunds), oldest first.',
        params: orderIdParamsSchema,
        response: { 200: taxDocumentListSchema, ...errors },
      },
    },
    async (request) => services.invoices.list(actorOf(request), request.params.orderId),
  );

  app.get(
    '/:orderId/invoices/:documentId/pdf',
    {
      ...requires('orders:read'),
      preHandler: guards.requireActor,
      schema: { tags, params: taxDocumentParamsSchema, response: { 200: pdf, ...errors } },
    },
    async (request, reply) =>
      sendDocument(reply, await services.invoices.pdf(actorOf(request), request.params.orderId, request.params.documentId)),
  );
};

/** The back office's copy of the same (the back office's guard admits staff only). */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<RouteContext<{ invoices: InvoicesService }>> = async (app, { services }) => {
  const tags = ['admin'];

  app.get(
    '/:orderId/invoices',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: taxDocumentListSchema, 401: errorBodySchema, 404: errorBodySchema } } },
    async (request) => services.invoices.adminList(request.params.orderId),
  );

  app.get(
    '/:orderId/invoices/:documentId/pdf',
    { schema: { tags, params: taxDocumentParamsSchema, response: { 200: pdf, 401: errorBodySchema, 404: errorBodySchema } } },
    async (request, reply) => sendDocument(reply, await services.invoices.adminPdf(request.params.orderId, request.params.documentId)),
  );
};
