import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import {
  authProvidersSchema,
  currentUserSchema,
  emailBodySchema,
  messageSchema,
  resetPasswordBodySchema,
  SESSION_EXCHANGE_HEADER,
  sessionResponseSchema,
  signInEmailBodySchema,
  signupBodySchema,
  signupResponseSchema,
  tokenBodySchema,
  verifyEmailResponseSchema,
  verifyOtpBodySchema,
} from '@charter/shared';
import { AppError } from '../../http/app-error';
import type { RouteContext } from '../../http/context';
import type { AdminPasswordResetService } from '../admin/admin-password-reset.service';
import type { AuthService } from './auth.service';
import { callerOf } from '../../http/guards';
import { clearAuthCookie, requestIp, SESSION_COOKIE, sessionTokenFrom } from '../../http/request-auth';
import { toCurrentUser } from '../users/users.service';
import type { IssuedSession } from './auth.service';
import { answerWithSession as sessionAnswer } from './session-answer';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const OAUTH_STATE_COOKIE = 'google_oauth_state';
const OAUTH_VERIFIER_COOKIE = 'google_code_verifier';

export const authRoutes: FastifyPluginAsyncZod<RouteContext<{ adminPasswordReset: AdminPasswordResetService; auth: AuthService }>> = async (
  app,
  { config, services, guards, google },
) => {
  const auth = services.auth;
  const tags = ['auth'];
  const route = routeGroup(tags, errors);

  const answerWithSession = (reply: FastifyReply, session: IssuedSession) => sessionAnswer(reply, session, config.appUrl);

  app.post('/signup', route({ body: signupBodySchema, response: { 201: signupResponseSchema } }), async (request, reply) => {
    reply.status(201);
    return auth.signup(request.body);
  });

  app.post('/login-email', route({ body: signInEmailBodySchema, response: { 200: messageSchema } }), async (request) => {
    await auth.requestLoginCode(request.body.email, requestIp(request), request.body.next);
    return { message: 'Login code sent! Check your email.' };
  });

  app.post('/verify-otp', route({ body: verifyOtpBodySchema, response: { 200: sessionResponseSchema } }), async (request, reply) =>
    answerWithSession(reply, await auth.verifyLoginCode(request.body.email, request.body.otp)),
  );

  app.post('/resend-verification', route({ body: signInEmailBodySchema, response: { 202: messageSchema } }), async (request, reply) => {
    await auth.resendVerification(request.body.email, request.body.next);
    reply.status(202);
    return { message: 'Verification email sent! Check your inbox.' };
  });

  app.post('/verify-email', route({ body: tokenBodySchema, response: { 200: verifyEmailResponseSchema } }), async (request, reply) => {
    const { session, ...answer } = await auth.verifyEmail(request.body.token);
    if (session) answerWithSession(reply, session);
    return answer;
  });

  // Passwords belong to staff (admin) accounts only: customers sign in with codes or Google. The two reset calls keep
  // the spec's paths under /auth; the admin module owns them because it owns the accounts they change.

  app.post('/request-password-reset', route({ body: emailBodySchema, response: { 202: messageSchema } }), async (request, reply) => {
    await services.adminPasswordReset.request(request.body.email, requestIp(request));
    reply.status(202);
    return {
      message: 'If an account exists for this address, a reset link is on its way.',
    };
  });

  app.post('/reset-password', route({ body: resetPasswordBodySchema, response: { 200: messageSchema } }), async (request) => {
    await services.adminPasswordReset.reset(request.body.token, request.body.password);
    return { message: 'Password updated. You can now sign in.' };
  });

  app.get(
    '/me',
    { preHandler: guards.requireUser, ...route({ response: { 200: currentUserSchema }, errors: errorResponses(401) }) },
    async (request) => toCurrentUser(callerOf(request)),
  );

  app.post('/logout', route({ response: { 200: messageSchema }, errors: errorResponses(403) }), async (request, reply) => {
    const token = sessionTokenFrom(request);
    if (token) await auth.logout(token);
    clearAuthCookie(reply, SESSION_COOKIE, config.appUrl);
    return { message: 'Logged out' };
  });

  app.post(
    '/session',
    route({
      headers: z.object({
        [SESSION_EXCHANGE_HEADER]: z.string().min(1).max(200),
      }),
      response: { 200: sessionResponseSchema },
    }),
    async (request, reply) => answerWithSession(reply, await auth.exchangeSession(request.headers[SESSION_EXCHANGE_HEADER])),
  );

  app.get('/providers', route({ response: { 200: authProvidersSchema }, errors: errorResponses() }), async () => ({
    google: Boolean(google),
  }));

  // Google sign-in: a full-page navigation; state and the PKCE verifier ride in short-lived HttpOnly cookies.
  app.get('/login', { schema: { tags, hide: false } }, async (_request, reply) => {
    if (!google) return reply.redirect('/login?error=google_not_configured');
    const state = generateState();
    const verifier = generateCodeVerifier();
    const cookie = {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.appUrl.startsWith('https:'),
      maxAge: 600,
    };
    reply.setCookie(OAUTH_STATE_COOKIE, state, cookie).setCookie(OAUTH_VERIFIER_COOKIE, verifier, cookie);
    return reply.redirect(google.authorizationUrl(state, verifier).toString());
  });

  app.get(
    '/google/callback',
    {
      schema: {
        tags,
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const fail = (reason: string) => reply.redirect(`/login?error=${encodeURIComponent(reason)}`);
      const { code, state } = request.query;
      const expectedState = request.cookies[OAUTH_STATE_COOKIE];
      const verifier = request.cookies[OAUTH_VERIFIER_COOKIE];
      reply.clearCookie(OAUTH_STATE_COOKIE, { path: '/api/auth' }).clearCookie(OAUTH_VERIFIER_COOKIE, { path: '/api/auth' });
      if (!google) return fail('google_not_configured');
      if (!code || !state || !expectedState || !verifier || state !== expectedState) return fail('google_failed');
      try {
        const identity = await google.exchangeCode(code, verifier);
        const exchangeId = await auth.signInWithIdentity(identity);
        return reply.redirect(`/auth/success?session_id=${encodeURIComponent(exchangeId)}`);
      } catch (error) {
        if (error instanceof AppError && error.code === 'FORBIDDEN') return fail('google_email_unverified');
        if (error instanceof AppError && error.code === 'ACCOUNT_DISABLED') return fail('account_disabled');
        request.log.warn({ err: error }, 'google sign-in failed');
        return fail('google_failed');
      }
    },
  );
};
