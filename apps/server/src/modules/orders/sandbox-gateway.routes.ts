import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxActionBodySchema, sandboxActionResultSchema, sandboxCheckoutSchema } from '@charter/shared';
import { AppError } from '../../http/app-error';
import type { RouteContext } from '../../http/context';
import type { SandboxGateway } from '../../adapters/payments/sandbox-provider';
import { errorResponses, routeGroup } from '../../http/route-schema';

const params = z.object({ id: z.string().regex(/^(order|cs)_sbx_[\w-]{8,40}$/, 'not a sandbox checkout id') });

/**
 * The sandbox gateway's API, as a provider's hosted page and popup would call theirs. Like a real checkout page it
 * is reached by its unguessable id alone; it exists only while the sandbox is enabled (never in production).
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<RouteContext<{ sandboxGateway: SandboxGateway | undefined }>> = async (
  app,
  { services },
) => {
  const gateway = services.sandboxGateway;
  const route = routeGroup(['sandbox'], errorResponses(400, 404));
  const notFound = () => new AppError('NOT_FOUND', 'This sandbox checkout does not exist.');

  app.get('/checkouts/:id', route({ params, response: { 200: sandboxCheckoutSchema } }), async (request) => {
    const view = await gateway?.view(request.params.id);
    if (!view) throw notFound();
    return view;
  });

  app.post(
    '/checkouts/:id',
    route({ params, body: sandboxActionBodySchema, response: { 200: sandboxActionResultSchema } }),
    async (request) => {
      const result = await gateway?.act(request.params.id, request.body.action);
      if (!result) throw notFound();
      return result;
    },
  );
};
