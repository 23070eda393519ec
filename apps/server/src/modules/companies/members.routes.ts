import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  companyIdParamsSchema,
  createInvitationBodySchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  joinInvitationBodySchema,
  joinInvitationResponseSchema,
  memberParamsSchema,
  memberSchema,
  membersResponseSchema,
  noContentSchema,
  notificationSettingsSchema,
  updateNotificationSettingsBodySchema,
  calendarFeedSchema,
  updateMemberBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { AuthService } from '../auth/auth.service';
import type { MembersService } from './members.service';
import { actorOf } from '../../http/guards';
import { answerWithSession } from '../auth/session-answer';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A company's members and invitations, registered under /api/companies. */
export const companyMembersRoutes: FastifyPluginAsyncZod<RouteContext<{ members: MembersService }>> = async (app, { services, guards }) => {
  const members = services.members;
  const route = routeGroup(['members'], errors, { permission: 'members:manage' });
  app.addHook('preHandler', guards.requireActor);

  app.get(
    '/:id/members',
    route({ permission: 'members:read', params: companyIdParamsSchema, response: { 200: membersResponseSchema } }),
    async (request) => members.list(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/invitations',
    route({ params: companyIdParamsSchema, body: createInvitationBodySchema, response: { 201: invitationSchema } }),
    async (request, reply) => {
      const invitation = await members.invite(actorOf(request), request.params.id, request.body);
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    '/:id/invitations/:invitationId',
    route({ params: invitationParamsSchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await members.revokeInvitation(actorOf(request), request.params.id, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id/members/:userId',
    route({ params: memberParamsSchema, body: updateMemberBodySchema, response: { 200: memberSchema } }),
    async (request) => members.changeRole(actorOf(request), request.params.id, request.params.userId, request.body),
  );

  /** An owner removes a member (the declared permission); a member removing themself (leaving) needs only to be one. */
  app.delete('/:id/members/:userId', route({ params: memberParamsSchema, response: { 204: noContentSchema } }), async (request, reply) => {
    await members.removeMember(actorOf(request), request.params.id, request.params.userId);
    return reply.status(204).send(null);
  });
};

/** A member's own reminder and calendar settings, under /api/companies. */
export const companyNotificationRoutes: FastifyPluginAsyncZod<RouteContext<{ members: MembersService }>> = async (
  app,
  { services, guards },
) => {
  const members = services.members;
  const route = routeGroup(['reminders'], errors, { permission: 'notifications:manage', params: companyIdParamsSchema });
  app.addHook('preHandler', guards.requireActor);

  app.get('/:id/notifications', route({ response: { 200: notificationSettingsSchema } }), async (request) =>
    members.notificationSettings(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id/notifications',
    route({ body: updateNotificationSettingsBodySchema, response: { 200: notificationSettingsSchema } }),
    async (request) => members.updateNotificationSettings(actorOf(request), request.params.id, request.body),
  );

  app.post('/:id/calendar-feed', route({ response: { 201: calendarFeedSchema } }), async (request, reply) =>
    reply.status(201).send(await members.createCalendarFeed(actorOf(request), request.params.id)),
  );

  app.delete('/:id/calendar-feed', route({ response: { 204: noContentSchema } }), async (request, reply) => {
    await members.revokeCalendarFeed(actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};

/**
 * The invitation link's calls, under /api/invitations. The token travels in the body, never in a URL,
 * so it stays out of access logs.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<RouteContext<{ auth: AuthService; members: MembersService }>> = async (
  app,
  { services, guards, config },
) => {
  const members = services.members;
  const route = routeGroup(['members'], errorResponses(400, 401, 403, 404, 409, 410));

  app.post(
    '/preview',
    route({ body: acceptInvitationBodySchema, response: { 200: invitationPreviewSchema }, errors: errorResponses(400, 404) }),
    async (request) => members.previewInvitation(request.body.token),
  );

  app.post(
    '/accept',
    { preHandler: guards.requireUser, ...route({ body: acceptInvitationBodySchema, response: { 200: acceptInvitationResponseSchema } }) },
    async (request) => members.acceptInvitation(actorOf(request), request.body.token),
  );

  /** Signed out: the invitation proves the address; the account (created if new) joins and is signed in at once. */
  app.post('/join', route({ body: joinInvitationBodySchema, response: { 200: joinInvitationResponseSchema } }), async (request, reply) => {
    const joined = await members.joinWithInvitation(request.body.token, request.body.name, request.id);
    const session = await services.auth.startSession(joined.user);
    return { company_id: joined.company_id, role: joined.role, session: answerWithSession(reply, session, config.appUrl) };
  });
};
