import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingListSchema,
  adminBookingQuerySchema,
  adminBookingSchema,
  bookingIdParamsSchema,
  bookingListSchema,
  bookingSchema,
  consultationHoursSchema,
  createBookingSchema,
  updateBookingBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { BookingsService } from './bookings.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403);

/** Spec §7: GET and POST /api/bookings, the signed-in founder's own consultation requests. */
export const bookingsRoutes: FastifyPluginAsyncZod<RouteContext<{ bookings: BookingsService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['bookings'], errors);
  app.addHook('preHandler', guards.requireUser);

  app.get('/', route({ response: { 200: bookingListSchema } }), async (request) => services.bookings.list(actorOf(request)));

  app.get('/hours', route({ response: { 200: consultationHoursSchema } }), async () => services.bookings.hours());

  app.post('/', route({ body: createBookingSchema, response: { 201: bookingSchema } }), async (request, reply) =>
    reply.code(201).send(await services.bookings.create(actorOf(request), request.body)),
  );
};

/** Back office (issue 12): every founder's bookings, and staff's answer to each (status and notes the founder sees). */
export const adminBookingsRoutes: FastifyPluginAsyncZod<RouteContext<{ bookings: BookingsService }>> = async (app, { services }) => {
  const route = routeGroup(['admin'], errorResponses(400, 401));

  app.get('/', route({ querystring: adminBookingQuerySchema, response: { 200: adminBookingListSchema } }), async (request) =>
    services.bookings.adminList(actorOf(request), request.query),
  );

  app.put(
    '/:id',
    route({
      description:
        'Set the status (pending → confirmed or cancelled; confirmed → completed or cancelled) and admin notes. Confirming mails the founder.',
      params: bookingIdParamsSchema,
      body: updateBookingBodySchema,
      response: { 200: adminBookingSchema },
      errors: errorResponses(400, 401, 403, 404, 409),
    }),
    async (request) => services.bookings.update(actorOf(request), request.params.id, request.body),
  );
};
