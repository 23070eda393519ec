import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { DashboardService } from './dashboard.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404);

/** Spec §2 Dashboard, in one call (issue 11 §5). */
export const dashboardRoutes: FastifyPluginAsyncZod<RouteContext<{ dashboard: DashboardService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['dashboard'], errors);
  app.get(
    '/',
    { preHandler: guards.requireUser, ...route({ querystring: dashboardQuerySchema, response: { 200: dashboardSchema } }) },
    async (request) => services.dashboard.forCompany(actorOf(request), request.query.company_id),
  );
};
