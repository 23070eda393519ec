import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBodySchema, checkoutResponseSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CheckoutService } from './checkout.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** Spec §7 Checkout and payment: the company's cart becomes an order and a payment. */
export const checkoutRoutes: FastifyPluginAsyncZod<RouteContext<{ checkout: CheckoutService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['checkout'], errors);
  app.post(
    '/create',
    { preHandler: guards.requireUser, ...route({ body: checkoutBodySchema, response: { 200: checkoutResponseSchema } }) },
    async (request) => services.checkout.create(actorOf(request), request.body),
  );
};
