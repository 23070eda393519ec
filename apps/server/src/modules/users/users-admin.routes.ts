import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUserStatsSchema,
  adminUserStatusBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { UsersAdminService } from './users-admin.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** Back office, Users tab (spec §7 Admin): every call needs an admin session. */
export const usersAdminRoutes: FastifyPluginAsyncZod<RouteContext<{ usersAdmin: UsersAdminService }>> = async (app, { services }) => {
  const route = routeGroup(['admin'], errorResponses(400, 401, 404));
  /** The routes on one user, by its id in the path. */
  const itemRoute = routeGroup(['admin'], errorResponses(400, 401, 404), { params: adminUserIdParamsSchema });
  const usersAdmin = services.usersAdmin;

  app.get(
    '/',
    route({
      description: 'Users newest first, 50 a page by default; filter by designation (`none`: not chosen) and status, search email or name.',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUserListSchema },
    }),
    async (request) => usersAdmin.list(request.query),
  );

  app.get('/stats', route({ response: { 200: adminUserStatsSchema } }), async () => usersAdmin.stats());

  app.get('/:userId', itemRoute({ response: { 200: adminUserDetailSchema } }), async (request) => usersAdmin.detail(request.params.userId));

  app.put(
    '/:userId/status',
    itemRoute({
      description: 'Disable a user (their sessions end at once and they cannot sign in) or enable them again.',
      body: adminUserStatusBodySchema,
      response: { 200: adminUserSchema },
    }),
    async (request) => usersAdmin.setDisabled(actorOf(request), request.params.userId, request.body.disabled),
  );
};
