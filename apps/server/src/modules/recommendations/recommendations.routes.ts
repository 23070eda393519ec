import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema, errorBodySchema, recommendationsResponseSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { RecommendationsService } from './recommendations.service';
import { actorOf } from '../../http/guards';
import { requires } from '../../http/route-permissions';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const companyRecommendationRoutes: FastifyPluginAsyncZod<RouteContext<{ recommendations: RecommendationsService }>> = async (
  app,
  { services, guards },
) => {
  app.get(
    '/:id/ai-recommendations',
    {
      ...requires('orders:read'),
      preHandler: guards.requireActor,
      schema: { tags: ['recommendations'], params: companyIdParamsSchema, response: { 200: recommendationsResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      recommendations: await services.recommendations.forCompany(actorOf(request), request.params.id),
    }),
  );
};
