import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hostedPaymentStartSchema,
  incorporationQuoteBodySchema,
  incorporationQuoteSchema,
  indiaIncorporationBodySchema,
  popupPaymentStartSchema,
  usaIncorporationBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { IncorporationService } from './incorporation.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** The checkout the configured provider opens: a popup for INR, a hosted page otherwise. */
const paymentStart = z.union([popupPaymentStartSchema, hostedPaymentStartSchema]);
const errors = errorResponses(400, 401, 403, 409, 503);
/** A retried create with the same key answers the first call's checkout and creates nothing new. */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(8).max(200).optional() });

/** Spec §7: the formation wizards' quote and create calls (India and USA). */
export const incorporationRoutes: FastifyPluginAsyncZod<RouteContext<{ incorporation: IncorporationService }>> = async (
  app,
  { services, guards },
) => {
  const { incorporation } = services;
  const route = routeGroup(['incorporation'], errors);

  app.post(
    '/quote',
    { preHandler: guards.requireUser, ...route({ body: incorporationQuoteBodySchema, response: { 200: incorporationQuoteSchema } }) },
    async (request) => incorporation.quote(request.body),
  );

  app.post(
    '/create',
    {
      preHandler: guards.requireUser,
      ...route({ headers: idempotencyHeaders, body: indiaIncorporationBodySchema, response: { 200: paymentStart } }),
    },
    async (request) => incorporation.create(actorOf(request), { ...request.body, country: 'India' }, request.headers['idempotency-key']),
  );

  app.post(
    '/usa/create',
    {
      preHandler: guards.requireUser,
      ...route({ headers: idempotencyHeaders, body: usaIncorporationBodySchema, response: { 200: paymentStart } }),
    },
    async (request) => incorporation.create(actorOf(request), request.body, request.headers['idempotency-key']),
  );
};
