import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema, recommendationsResponseSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { RecommendationsService } from './recommendations.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(401, 403, 404);

export const companyRecommendationRoutes: FastifyPluginAsyncZod<RouteContext<{ recommendations: RecommendationsService }>> = async (
  app,
  { services, guards },
) => {
  const route = routeGroup(['recommendations'], errors);
  app.get(
    '/:id/ai-recommendations',
    {
      preHandler: guards.requireActor,
      ...route({ permission: 'orders:read', params: companyIdParamsSchema, response: { 200: recommendationsResponseSchema } }),
    },
    async (request) => ({
      success: true as const,
      recommendations: await services.recommendations.forCompany(actorOf(request), request.params.id),
    }),
  );
};
