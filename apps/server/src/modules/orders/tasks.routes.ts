import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderIdParamsSchema,
  orderTaskSchema,
  orderTasksSchema,
  taskCommentBodySchema,
  taskCommentQuerySchema,
  taskCommentSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  taskParamsSchema,
  taskStatusBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { TasksService } from './tasks.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Spec §7 task calls under /api/orders. Every one checks the order's company first (another company's order or task
 * is 404); moving, completing and commenting need `tasks:write`, which viewers do not have.
 */
export const orderTaskRoutes: FastifyPluginAsyncZod<RouteContext<{ tasks: TasksService }>> = async (app, { services, guards }) => {
  const { tasks } = services;
  const route = routeGroup(['tasks'], errors, { permission: 'tasks:write', params: taskParamsSchema });
  app.addHook('preHandler', guards.requireActor);

  app.get(
    '/:orderId/tasks',
    route({ permission: 'orders:read', params: orderIdParamsSchema, response: { 200: orderTasksSchema } }),
    async (request) => tasks.forOrder(actorOf(request), request.params.orderId),
  );

  // Spec §7 writes this path with {order_id}/{task_id}; the URL is the same.
  app.patch(
    '/:orderId/tasks/:taskId/complete',
    route({ response: { 200: orderTaskSchema }, errors: errorResponses(400, 401, 403, 404, 409) }),
    async (request) => tasks.move(actorOf(request), request.params.orderId, request.params.taskId, 'completed'),
  );

  app.patch(
    '/:orderId/tasks/:taskId/status',
    route({ body: taskStatusBodySchema, response: { 200: orderTaskSchema }, errors: errorResponses(400, 401, 403, 404, 409) }),
    async (request) => tasks.move(actorOf(request), request.params.orderId, request.params.taskId, request.body.status),
  );

  app.post(
    '/:orderId/tasks/:taskId/comments',
    route({ querystring: taskCommentQuerySchema, response: { 201: taskCommentSchema } }),
    async (request, reply) => {
      const comment = await tasks.comment(actorOf(request), request.params.orderId, request.params.taskId, request.query.comment_text);
      return reply.code(201).send(comment);
    },
  );
};

/** /api/tasks: the tasks screen's list, and the order detail modal's comment box (spec §7 PATCH /tasks/{taskId}). */
export const tasksRoutes: FastifyPluginAsyncZod<RouteContext<{ tasks: TasksService }>> = async (app, { services, guards }) => {
  const { tasks } = services;
  const route = routeGroup(['tasks'], errors);
  app.addHook('preHandler', guards.requireActor);

  app.get('/', route({ querystring: taskListQuerySchema, response: { 200: taskListSchema } }), async (request) =>
    tasks.list(actorOf(request), request.query),
  );

  app.patch(
    '/:taskId',
    route({ permission: 'tasks:write', params: taskIdParamsSchema, body: taskCommentBodySchema, response: { 201: taskCommentSchema } }),
    async (request, reply) => {
      const comment = await tasks.commentOnTask(actorOf(request), request.params.taskId, request.body.comment);
      return reply.code(201).send(comment);
    },
  );
};
