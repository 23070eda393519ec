import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_COOKIE,
  adminDemoCredentialsSchema,
  adminLoginBodySchema,
  adminSchema,
  adminDailyStatisticsQuerySchema,
  adminDailyStatisticsSchema,
  adminSessionResponseSchema,
  adminStatisticsSchema,
  errorBodySchema,
  messageSchema,
} from '@charter/shared';
import type { AppContext } from '../../http/context';
import { AppError } from '../../http/app-error';
import { adminTokenFrom, clearAuthCookie, requestIp, setAuthCookie } from '../../http/request-auth';

export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, services, guards }) => {
  const admin = services.admin;
  const tags = ['admin'];
  const unauthorized = { 401: errorBodySchema };

  app.post(
    '/login',
    {
      schema: {
        tags,
        body: adminLoginBodySchema,
        response: {
          200: adminSessionResponseSchema,
          400: errorBodySchema,
          ...unauthorized,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await admin.login(request.body.email, request.body.password, requestIp(request));
      const maxAgeSeconds = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
      setAuthCookie(reply, ADMIN_COOKIE, session.token, {
        appUrl: config.appUrl,
        maxAgeSeconds,
      });
      return {
        admin_token: session.token,
        expires_at: session.expiresAt.toISOString(),
        admin: session.admin,
      };
    },
  );

  app.get('/demo-credentials', { schema: { tags, response: { 200: adminDemoCredentialsSchema } } }, async () => admin.demoCredentials());

  app.post('/logout', { schema: { tags, response: { 200: messageSchema } } }, async (request, reply) => {
    const token = adminTokenFrom(request);
    if (token) await admin.logout(token);
    clearAuthCookie(reply, ADMIN_COOKIE, config.appUrl);
    return { message: 'Logged out successfully' };
  });

  // Everything registered below requires an admin session.
  await app.register(async (secured) => {
    secured.addHook('preHandler', guards.requireAdmin);

    secured.get('/me', { schema: { tags, response: { 200: adminSchema, ...unauthorized } } }, async (request) => {
      if (!request.admin) throw new AppError('UNAUTHENTICATED', 'Admin authentication required');
      return request.admin;
    });

    secured.get(
      '/statistics',
      {
        schema: {
          tags,
          response: { 200: adminStatisticsSchema, ...unauthorized },
        },
      },
      async () => admin.statistics(),
    );

    secured.withTypeProvider<ZodTypeProvider>().get(
      '/statistics/daily',
      {
        schema: {
          tags,
          description: 'Orders placed and users signed up per UTC day over the last `days` days (today included), zero-filled.',
          querystring: adminDailyStatisticsQuerySchema,
          response: { 200: adminDailyStatisticsSchema, 400: errorBodySchema, ...unauthorized },
        },
      },
      async (request) => admin.dailyStatistics(request.query.days),
    );
  });
};
