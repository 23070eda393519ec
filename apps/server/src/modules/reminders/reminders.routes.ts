import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeBodySchema, unsubscribeResponseSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { MembersService } from '../companies/members.service';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** Calls under /api/reminders. */
export const remindersRoutes: FastifyPluginAsyncZod<RouteContext<{ members: MembersService }>> = async (app, { services }) => {
  const route = routeGroup(['reminders'], errorResponses(400, 404));
  // The link in every reminder mail: no sign-in needed, the token can only turn that member's reminders off.
  app.post('/unsubscribe', route({ body: unsubscribeBodySchema, response: { 200: unsubscribeResponseSchema } }), async (request) =>
    services.members.unsubscribeReminders(request.body.token),
  );
};
