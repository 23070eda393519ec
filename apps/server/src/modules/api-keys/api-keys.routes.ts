import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  companyIdParamsSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { ApiKeysService } from './api-keys.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** A company's API keys (owners), registered under /api/companies. */
export const companyApiKeyRoutes: FastifyPluginAsyncZod<RouteContext<{ apiKeys: ApiKeysService }>> = async (app, { services, guards }) => {
  const apiKeys = services.apiKeys;
  const route = routeGroup(['api keys'], errorResponses(400, 401, 403, 404), {
    permission: 'api_keys:manage',
    params: companyIdParamsSchema,
  });
  app.addHook('preHandler', guards.requireActor);

  app.get('/:id/api-keys', route({ response: { 200: apiKeyListSchema } }), async (request) =>
    apiKeys.list(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/api-keys',
    route({
      description: 'Creates a key. The answer is the only time its secret is shown: Charter keeps only its SHA-256.',
      body: createApiKeyBodySchema,
      response: { 201: createdApiKeySchema },
    }),
    async (request, reply) => reply.status(201).send(await apiKeys.create(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id/api-keys/:keyId',
    route({
      description: 'Revokes a key at once, on every API process. Revoking a revoked key answers it as it is.',
      params: apiKeyParamsSchema,
      response: { 200: apiKeySchema },
    }),
    async (request) => apiKeys.revoke(actorOf(request), request.params.id, request.params.keyId),
  );
};
