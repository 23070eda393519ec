import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_COOKIE, adminDemoCredentialsSchema, adminLoginBodySchema, adminSessionResponseSchema, messageSchema } from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { AdminService } from './admin.service';
import { adminTokenFrom, clearAuthCookie, requestIp, setAuthCookie } from '../../http/request-auth';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** /api/admin sign-in and sign-out; everything else of the back office is in the guarded group (see app.ts). */
export const adminRoutes: FastifyPluginAsyncZod<RouteContext<{ admin: AdminService }>> = async (app, { config, services }) => {
  const admin = services.admin;
  const route = routeGroup(['admin']);

  app.post(
    '/login',
    route({ body: adminLoginBodySchema, response: { 200: adminSessionResponseSchema }, errors: errorResponses(400, 401, 429) }),
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

  app.get('/demo-credentials', route({ response: { 200: adminDemoCredentialsSchema } }), async () => admin.demoCredentials());

  app.post('/logout', route({ response: { 200: messageSchema } }), async (request, reply) => {
    const token = adminTokenFrom(request);
    if (token) await admin.logout(token);
    clearAuthCookie(reply, ADMIN_COOKIE, config.appUrl);
    return { message: 'Logged out successfully' };
  });
};
