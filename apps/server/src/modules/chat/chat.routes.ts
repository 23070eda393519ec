import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatBodySchema,
  chatFeedbackBodySchema,
  chatFeedbackResultSchema,
  chatReplySchema,
  complianceChatBodySchema,
  complianceChatReplySchema,
} from '@charter/shared';
import { AppError } from '../../http/app-error';
import { answerAsEventStream, wantsEventStream } from '../../http/event-stream';
import type { RouteContext } from '../../http/context';
import type { ChatService } from './chat.service';
import { actorOf } from '../../http/guards';
import type { ChatCaller } from './chat.service';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 404, 429);

/**
 * Spec §7 POST /chat and /chat/feedback: the open assistant (no sign-in; a signed-in caller's thread is theirs).
 * Both assistants answer JSON, or Server-Sent Events (the answer as it is written, then the reply) to
 * `Accept: text/event-stream`.
 */
export const chatRoutes: FastifyPluginAsyncZod<RouteContext<{ chat: ChatService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['chat'], errors);
  // Signed in or not: a session makes the thread the user's own, its absence is no error here.
  app.addHook('preHandler', async (request) => {
    try {
      await guards.requireUser(request);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED')) throw error;
    }
  });
  const callerOf = (request: FastifyRequest): ChatCaller => ({ ip: request.ip, userId: request.user?.id ?? null });

  app.post('/', route({ body: chatBodySchema, response: { 200: chatReplySchema } }), async (request, reply) => {
    if (!wantsEventStream(request)) return services.chat.ask(callerOf(request), request.body);
    await answerAsEventStream(request, reply, chatReplySchema, (onDelta) => services.chat.ask(callerOf(request), request.body, onDelta));
    return reply;
  });

  app.post(
    '/feedback',
    route({ body: chatFeedbackBodySchema, response: { 200: chatFeedbackResultSchema }, errors: errorResponses(400, 401, 404, 409, 429) }),
    async (request) => services.chat.feedback(callerOf(request), request.body),
  );
};

/** Spec §7 POST /compliance/chat: the compliance advisor, for a company the signed-in founder may read. */
export const complianceChatRoutes: FastifyPluginAsyncZod<RouteContext<{ chat: ChatService }>> = async (app, { services, guards }) => {
  const route = routeGroup(['chat'], errorResponses(400, 401, 403, 404, 429));
  app.post(
    '/chat',
    { preHandler: guards.requireUser, ...route({ body: complianceChatBodySchema, response: { 200: complianceChatReplySchema } }) },
    async (request, reply) => {
      if (!wantsEventStream(request)) return services.chat.advise(actorOf(request), request.ip, request.body);
      await answerAsEventStream(request, reply, complianceChatReplySchema, (onDelta) =>
        services.chat.advise(actorOf(request), request.ip, request.body, onDelta),
      );
      return reply;
    },
  );
};
