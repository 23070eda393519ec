import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdParamsSchema,
  dataExportDownloadParamsSchema,
  dataExportDownloadQuerySchema,
  dataExportListSchema,
  dataExportSchema,
} from '@charter/shared';
import { attachmentDisposition } from '../../http/content-disposition';
import type { RouteContext } from '../../http/context';
import { actorOf } from '../../http/guards';
import type { DataExportService } from './data-export.service';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);
const route = routeGroup(['exports'], errors);
type Context = RouteContext<{ dataExports: DataExportService }>;

/** A company's exports, registered under /api/companies: ask for one, and poll its progress. */
export const companyExportRoutes: FastifyPluginAsyncZod<Context> = async (app, { services, guards }) => {
  app.addHook('preHandler', guards.requireActor);

  app.post(
    '/:id/exports',
    route({
      permission: 'company:export',
      description:
        'Starts an export of the company for the caller: a job builds one ZIP (export.json, CSVs, documents, invoices) and mails a link. ' +
        '409 while an export of it by the caller is still being prepared.',
      params: companyIdParamsSchema,
      response: { 202: dataExportSchema },
    }),
    async (request, reply) => reply.status(202).send(await services.dataExports.requestCompany(actorOf(request), request.params.id)),
  );

  app.get(
    '/:id/exports',
    route({
      permission: 'company:export',
      description: "The caller's latest exports of the company, newest first.",
      params: companyIdParamsSchema,
      response: { 200: dataExportListSchema },
    }),
    async (request) => services.dataExports.listCompany(actorOf(request), request.params.id),
  );
};

/** The caller's whole-account exports, registered under /api/users. */
export const accountExportRoutes: FastifyPluginAsyncZod<Context> = async (app, { services, guards }) => {
  app.addHook('preHandler', guards.requireUser);

  app.post(
    '/me/exports',
    route({
      description: "Starts an export of the caller's whole account: every company they belong to and their own data.",
      response: { 202: dataExportSchema },
    }),
    async (request, reply) => reply.status(202).send(await services.dataExports.requestAccount(actorOf(request))),
  );

  app.get(
    '/me/exports',
    route({ description: "The caller's latest whole-account exports, newest first.", response: { 200: dataExportListSchema } }),
    async (request) => services.dataExports.listAccount(actorOf(request)),
  );
};

/** The mailed link, registered under /api/exports: the signed token and the same account's session, for 24 hours. */
export const exportDownloadRoutes: FastifyPluginAsyncZod<Context> = async (app, { services, guards }) => {
  app.get(
    '/:exportId/download',
    {
      preHandler: guards.requireUser,
      ...route({
        description: 'The ZIP. 404 for another account or a token not signed for this export; 410 once its 24 hours are over.',
        params: dataExportDownloadParamsSchema,
        querystring: dataExportDownloadQuerySchema,
        response: { 200: z.any().describe('the export, application/zip') },
        errors: errorResponses(400, 401, 403, 404, 409, 410),
      }),
    },
    async (request, reply) => {
      const file = await services.dataExports.download(request.user!.id, request.params.exportId, request.query.token);
      void reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (file.size !== undefined) void reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
};
