import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { founderAnalyticsQuerySchema, founderAnalyticsSchema, serviceHealthSchema, workflowsSchema } from '@charter/shared';
import { AppError } from '../../http/app-error';
import type { RouteContext } from '../../http/context';
import type { AnalyticsService } from './analytics.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(401);

/** Spec §7 GET /analytics/metrics (the analytics page, for one company) and the pipeline of /workflows, for the founder. */
export const analyticsRoutes: FastifyPluginAsyncZod<RouteContext<{ analytics: AnalyticsService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['analytics'], errorResponses(400, 401, 404));
  app.addHook('preHandler', guards.requireUser);

  app.get('/metrics', route({ querystring: founderAnalyticsQuerySchema, response: { 200: founderAnalyticsSchema } }), async (request) =>
    services.analytics.founderMetrics(actorOf(request), request.query.company_id),
  );

  app.get('/workflows', route({ response: { 200: workflowsSchema }, errors: errorResponses(401) }), async (request) =>
    services.analytics.workflows(actorOf(request)),
  );
};

/** GET /api/admin/analytics/service: the running service's uptime and request figures (the back office's guard applies). */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<RouteContext<{ analytics: AnalyticsService }>> = async (app, { services }) => {
  const route = routeGroup(['admin'], errors);
  app.get('/service', route({ response: { 200: serviceHealthSchema } }), async () => services.analytics.serviceHealth());
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN as a bearer token. Without the
 * setting the endpoint does not exist (404), so an unconfigured deployment publishes nothing about itself.
 */
export const prometheusRoutes: FastifyPluginAsyncZod<RouteContext<Record<never, never>>> = async (app, { config, requestMetrics }) => {
  const route = routeGroup(['system'], errorResponses(401, 404));
  const expected = config.metricsToken ? digest(config.metricsToken) : undefined;
  app.get('/metrics', route({ hide: true, response: { 200: z.string() } }), async (request, reply) => {
    if (!expected) throw AppError.notFound('Route');
    const header = request.headers.authorization ?? '';
    const presented = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    // Compared as digests of equal length, in constant time.
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required', { headers: { 'www-authenticate': 'Bearer' } });
    }
    const body = await requestMetrics.registry.metrics();
    return reply.header('content-type', requestMetrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
};
