import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTaskListSchema,
  adminTaskQuerySchema,
  assignTaskBodySchema,
  orderDocumentSchema,
  orderTaskSchema,
  reviewTaskBodySchema,
  staffCommentBodySchema,
  staffMemberListSchema,
  taskCommentSchema,
  taskIdParamsSchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { TaskReviewService } from './task-review.service';
import { actorOf } from '../../http/guards';
import { acceptFileUploads, receiveOneFile } from '../../http/multipart';
import { errorResponses, routeGroup } from '../../http/route-schema';

/**
 * Back office: staff work on tasks across every order (issue 12). Behind the admin session only, so a founder's
 * session in the same browser never turns a staff action into a founder's; each call goes through the same tasks and
 * documents services as the founder's routes (access check, timeline, audit, mail).
 */
export const adminTaskRoutes: FastifyPluginAsyncZod<RouteContext<{ taskReview: TaskReviewService }>> = async (
  app,
  { services, config },
) => {
  const { taskReview } = services;
  const route = routeGroup(['admin'], errorResponses(400, 401, 403, 404, 409));
  await acceptFileUploads(app);

  app.get(
    '/',
    route({
      description: 'The review queue across orders: `status=review` (default) is submitted or under review; oldest submission first.',
      querystring: adminTaskQuerySchema,
      response: { 200: adminTaskListSchema },
      errors: errorResponses(400, 401),
    }),
    async (request) => taskReview.queue(actorOf(request), request.query),
  );

  app.get(
    '/staff',
    route({
      description: 'Staff members a task can be assigned to.',
      response: { 200: staffMemberListSchema },
      errors: errorResponses(401),
    }),
    async () => ({ staff: await taskReview.staffMembers() }),
  );

  app.put(
    '/:taskId/status',
    route({
      description: 'Start review (submitted → under_review), Approve (→ completed) or Send back (→ in_progress, comment required).',
      params: taskIdParamsSchema,
      body: reviewTaskBodySchema,
      response: { 200: orderTaskSchema },
    }),
    async (request) => taskReview.review(actorOf(request), request.params.taskId, request.body.status, request.body.comment),
  );

  app.put(
    '/:taskId/assignee',
    route({ params: taskIdParamsSchema, body: assignTaskBodySchema, response: { 200: orderTaskSchema } }),
    async (request) => taskReview.assign(actorOf(request), request.params.taskId, request.body.admin_id),
  );

  app.post(
    '/:taskId/comments',
    route({
      params: taskIdParamsSchema,
      body: staffCommentBodySchema,
      response: { 201: taskCommentSchema },
      errors: errorResponses(400, 401, 403, 404),
    }),
    async (request, reply) => reply.code(201).send(await taskReview.comment(actorOf(request), request.params.taskId, request.body.comment)),
  );

  app.post(
    '/:taskId/documents',
    route({
      description: `Upload one document to a task as multipart/form-data (field \`file\`, at most ${config.uploads.maxBytes} bytes).`,
      consumes: ['multipart/form-data'],
      params: taskIdParamsSchema,
      response: { 201: orderDocumentSchema },
      errors: errorResponses(400, 401, 403, 404, 409, 413, 415),
    }),
    async (request, reply) => {
      const document = await taskReview.upload(actorOf(request), request.params.taskId, () =>
        receiveOneFile(request, { field: 'file', maxBytes: config.uploads.maxBytes, spoolDir: config.uploads.spoolDir }),
      );
      return reply.code(201).send(document);
    },
  );
};
