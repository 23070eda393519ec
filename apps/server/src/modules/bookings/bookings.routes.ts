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
  errorBodySchema,
  updateBookingBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { BookingsService } from './bookings.service';
import { actorOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Spec §7: GET and POST /api/bookings, the signed-in founder's own consultation requests. */
export const bookingsRoutes: FastifyPluginAsyncZod<RouteContext<{ bookings: BookingsService }>> = async (app, { services, guards }) => {
  const tags = ['bookings'];
  app.addHook('preHandler', guards.requireUser);

  app.get('/', { schema: { tags, response: { 200: bookingListSchema, ...errors } } }, async (request) =>
    services.bookings.list(actorOf(request)),
  );

  app.get('/hours', { schema: { tags, response: { 200: consultationHoursSchema, ...errors } } }, async () => services.bookings.hours());

  app.post('/', { schema: { tags, body: createBookingSchema, response: { 201: bookingSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await services.bookings.create(actorOf(request), request.body)),
  );
};

/** Back office (issue 12): every founder's bookings, and staff's answer to each (status and notes the founder sees). */
export const adminBookingsRoutes: FastifyPluginAsyncZod<RouteContext<{ bookings: BookingsService }>> = async (app, { services }) => {
  const tags = ['admin'];

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: adminBookingQuerySchema,
        response: { 200: adminBookingListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => services.bookings.adminList(actorOf(request), request.query),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        description:
          'Set the status (pending → confirmed or cancelled; confirmed → completed or cancelled) and admin notes. Confirming mails the founder.',
        params: bookingIdParamsSchema,
        body: updateBookingBodySchema,
        response: { 200: adminBookingSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => services.bookings.update(actorOf(request), request.params.id, request.body),
  );
};
