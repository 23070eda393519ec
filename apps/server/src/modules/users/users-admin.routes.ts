import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUserStatsSchema,
  adminUserStatusBodySchema,
  errorBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { UsersAdminService } from './users-admin.service';
import { actorOf } from '../../http/guards';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Back office, Users tab (spec §7 Admin): every call needs an admin session. */
export const usersAdminRoutes: FastifyPluginAsyncZod<RouteContext<{ usersAdmin: UsersAdminService }>> = async (app, { services }) => {
  const tags = ['admin'];
  const usersAdmin = services.usersAdmin;

  app.get(
    '/',
    {
      schema: {
        tags,
        description:
          'Users newest first, 50 a page by default; filter by designation (`none`: not chosen) and status, search email or name.',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) => usersAdmin.list(request.query),
  );

  app.get('/stats', { schema: { tags, response: { 200: adminUserStatsSchema, ...errors } } }, async () => usersAdmin.stats());

  app.get(
    '/:userId',
    { schema: { tags, params: adminUserIdParamsSchema, response: { 200: adminUserDetailSchema, ...errors } } },
    async (request) => usersAdmin.detail(request.params.userId),
  );

  app.put(
    '/:userId/status',
    {
      schema: {
        tags,
        description: 'Disable a user (their sessions end at once and they cannot sign in) or enable them again.',
        params: adminUserIdParamsSchema,
        body: adminUserStatusBodySchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => usersAdmin.setDisabled(actorOf(request), request.params.userId, request.body.disabled),
  );
};
