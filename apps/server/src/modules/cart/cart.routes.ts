import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartAddQuerySchema,
  cartCompanyQuerySchema,
  cartItemParamsSchema,
  cartQuerySchema,
  cartSchema,
  companyIdParamsSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { CartService } from './cart.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Spec §7 cart calls. The company is named in the query (as the spec's client sends it) or the path; the cart
 * service checks access to it first (orders:read to see, orders:pay to change), so another company answers 404.
 */
export const cartRoutes: FastifyPluginAsyncZod<RouteContext<{ cart: CartService }>> = async (app, { services, guards }) => {
  const { cart } = services;
  const route = routeGroup(['cart'], errors);
  app.addHook('preHandler', guards.requireActor);

  app.get('/', route({ querystring: cartQuerySchema, response: { 200: cartSchema } }), async (request) =>
    cart.get(actorOf(request), request.query.company_id),
  );

  app.post(
    '/add',
    route({ querystring: cartAddQuerySchema, response: { 200: cartSchema }, errors: errorResponses(400, 401, 403, 404, 409) }),
    async (request) => cart.add(actorOf(request), request.query.company_id, request.query.service_id),
  );

  app.delete(
    '/remove/:itemId',
    route({ params: cartItemParamsSchema, querystring: cartCompanyQuerySchema, response: { 200: cartSchema } }),
    async (request) => cart.remove(actorOf(request), request.query.company_id, request.params.itemId),
  );

  app.delete('/clear', route({ querystring: cartCompanyQuerySchema, response: { 200: cartSchema } }), async (request) =>
    cart.clear(actorOf(request), request.query.company_id),
  );
};

/** GET /api/companies/{id}/cart: the same cart, under the company. */
export const companyCartRoutes: FastifyPluginAsyncZod<RouteContext<{ cart: CartService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['cart'], errors);
  app.get(
    '/:id/cart',
    {
      preHandler: guards.requireActor,
      ...route({ permission: 'orders:read', params: companyIdParamsSchema, response: { 200: cartSchema } }),
    },
    async (request) => services.cart.get(actorOf(request), request.params.id),
  );
};
