import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema, errorBodySchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { DashboardService } from './dashboard.service';
import { actorOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Spec §2 Dashboard, in one call (issue 11 §5). */
export const dashboardRoutes: FastifyPluginAsyncZod<RouteContext<{ dashboard: DashboardService }>> = async (app, { services, guards }) => {
  app.get(
    '/',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['dashboard'], querystring: dashboardQuerySchema, response: { 200: dashboardSchema, ...errors } },
    },
    async (request) => services.dashboard.forCompany(actorOf(request), request.query.company_id),
  );
};
