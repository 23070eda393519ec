import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDocumentSchema, taskParamsSchema, uploadLimitsSchema } from '@charter/shared';
import { attachmentDisposition } from '../../http/content-disposition';
import type { RouteContext } from '../../http/context';
import type { DocumentsService } from './documents.service';
import { actorOf } from '../../http/guards';
import { acceptFileUploads, receiveOneFile } from '../../http/multipart';
import type { DocumentFile } from './documents.service';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** A document as a download: an attachment with its stored name, never rendered by the browser, never cached. */
export function sendDocument(reply: FastifyReply, file: DocumentFile) {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.size !== undefined) void reply.header('content-length', file.size);
  return reply.send(file.body);
}

/**
 * Spec §7 POST /api/orders/{orderId}/tasks/{taskId}/documents: one file in the form field `file`. Multipart is parsed
 * in this scope only; the size limit and the one-file rule hold while the body streams in.
 */
export const taskDocumentRoutes: FastifyPluginAsyncZod<RouteContext<{ documents: DocumentsService }>> = async (
  app,
  { services, guards, config },
) => {
  const route = routeGroup(['documents'], errorResponses(400, 401, 403, 404, 409, 413, 415));
  await acceptFileUploads(app);
  app.addHook('preHandler', guards.requireActor);

  app.post(
    '/:orderId/tasks/:taskId/documents',
    route({
      permission: 'tasks:write',
      description: `Upload one document to a task as multipart/form-data (field \`file\`, at most ${config.uploads.maxBytes} bytes).`,
      consumes: ['multipart/form-data'],
      params: taskParamsSchema,
      response: { 201: orderDocumentSchema },
    }),
    async (request, reply) => {
      const document = await services.documents.upload(actorOf(request), request.params.orderId, request.params.taskId, () =>
        receiveOneFile(request, { field: 'file', maxBytes: config.uploads.maxBytes, spoolDir: config.uploads.spoolDir }),
      );
      return reply.code(201).send(document);
    },
  );
};

const documentIdParamsSchema = z.object({ id: z.string() });

/** Spec §7 /api/documents: the upload limits, and a document by its id (both download paths answer the same). */
export const documentsRoutes: FastifyPluginAsyncZod<RouteContext<{ documents: DocumentsService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['documents'], errorResponses(401));

  app.get('/limits', { preHandler: guards.requireActor, ...route({ response: { 200: uploadLimitsSchema } }) }, () =>
    services.documents.limits(),
  );

  for (const url of ['/:id/download', '/download/:id']) {
    app.get(
      url,
      {
        preHandler: guards.requireActor,
        ...route({
          permission: 'orders:read',
          params: documentIdParamsSchema,
          // The 200 answer is the file itself, sent as an attachment.
          response: { 200: z.any().describe('the document, as the type it was accepted as') },
          errors: errorResponses(400, 401, 403, 404),
        }),
      },
      async (request, reply) => sendDocument(reply, await services.documents.download(actorOf(request), request.params.id)),
    );
  }
};
