import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, errorBodySchema, timeZoneBodySchema, updateProfileBodySchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { UsersService } from './users.service';
import { callerOf } from '../../http/guards';

export const usersRoutes: FastifyPluginAsyncZod<RouteContext<{ users: UsersService }>> = async (app, { services, guards }) => {
  app.post(
    '/profile',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['users'],
        body: updateProfileBodySchema,
        response: {
          200: currentUserSchema,
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => services.users.completeProfile(callerOf(request).id, request.body),
  );

  app.patch(
    '/settings',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['users'],
        description: 'The signed-in user’s settings: the IANA time zone bookings are shown and made in.',
        body: timeZoneBodySchema,
        response: { 200: currentUserSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => services.users.updateSettings(callerOf(request).id, request.body),
  );
};
