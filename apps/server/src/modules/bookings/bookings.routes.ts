import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingListSchema, bookingSchema, createBookingSchema, errorBodySchema } from '@charter/shared';
import type { AppContext } from '../../http/context';
import { actorOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Spec §7: GET and POST /api/bookings, the signed-in founder's own consultation requests. */
export const bookingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services, guards }) => {
  const tags = ['bookings'];
  app.addHook('preHandler', guards.requireUser);

  app.get('/', { schema: { tags, response: { 200: bookingListSchema, ...errors } } }, async (request) =>
    services.bookings.list(actorOf(request)),
  );

  app.post('/', { schema: { tags, body: createBookingSchema, response: { 201: bookingSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await services.bookings.create(actorOf(request), request.body)),
  );
};
