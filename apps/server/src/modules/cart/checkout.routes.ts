import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBodySchema, checkoutResponseSchema, errorBodySchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CheckoutService } from './checkout.service';
import { actorOf } from '../../http/guards';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** Spec §7 Checkout and payment: the company's cart becomes an order and a payment. */
export const checkoutRoutes: FastifyPluginAsyncZod<RouteContext<{ checkout: CheckoutService }>> = async (app, { services, guards }) => {
  app.post(
    '/create',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['checkout'], body: checkoutBodySchema, response: { 200: checkoutResponseSchema, ...errors } },
    },
    async (request) => services.checkout.create(actorOf(request), request.body),
  );
};
