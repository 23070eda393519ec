import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, unsubscribeBodySchema, unsubscribeResponseSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { MembersService } from '../companies/members.service';

/** Calls under /api/reminders. */
export const remindersRoutes: FastifyPluginAsyncZod<RouteContext<{ members: MembersService }>> = async (app, { services }) => {
  // The link in every reminder mail: no sign-in needed, the token can only turn that member's reminders off.
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => services.members.unsubscribeReminders(request.body.token),
  );
};
