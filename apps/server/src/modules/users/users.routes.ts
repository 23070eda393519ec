import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, timeZoneBodySchema, updateProfileBodySchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { UsersService } from './users.service';
import { callerOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

export const usersRoutes: FastifyPluginAsyncZod<RouteContext<{ users: UsersService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['users'], errorResponses(400, 401));
  app.post(
    '/profile',
    { preHandler: guards.requireUser, ...route({ body: updateProfileBodySchema, response: { 200: currentUserSchema } }) },
    async (request) => services.users.completeProfile(callerOf(request).id, request.body),
  );

  app.patch(
    '/settings',
    {
      preHandler: guards.requireUser,
      ...route({
        description: 'The signed-in user’s settings: the IANA time zone bookings are shown and made in.',
        body: timeZoneBodySchema,
        response: { 200: currentUserSchema },
      }),
    },
    async (request) => services.users.updateSettings(callerOf(request).id, request.body),
  );
};
