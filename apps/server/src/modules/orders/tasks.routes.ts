import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
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
import { requires } from '../../http/route-permissions';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const moveErrors = { ...errors, 409: errorBodySchema };

/**
 * Spec §7 task calls under /api/orders. Every one checks the order's company first (another company's order or task
 * is 404); moving, completing and commenting need `tasks:write`, which viewers do not have.
 */
export const orderTaskRoutes: FastifyPluginAsyncZod<RouteContext<{ tasks: TasksService }>> = async (app, { services, guards }) => {
  const { tasks } = services;
  const tags = ['tasks'];
  app.addHook('preHandler', guards.requireActor);

  app.get(
    '/:orderId/tasks',
    { ...requires('orders:read'), schema: { tags, params: orderIdParamsSchema, response: { 200: orderTasksSchema, ...errors } } },
    async (request) => tasks.forOrder(actorOf(request), request.params.orderId),
  );

  // Spec §7 writes this path with {order_id}/{task_id}; the URL is the same.
  app.patch(
    '/:orderId/tasks/:taskId/complete',
    { ...requires('tasks:write'), schema: { tags, params: taskParamsSchema, response: { 200: orderTaskSchema, ...moveErrors } } },
    async (request) => tasks.move(actorOf(request), request.params.orderId, request.params.taskId, 'completed'),
  );

  app.patch(
    '/:orderId/tasks/:taskId/status',
    {
      ...requires('tasks:write'),
      schema: { tags, params: taskParamsSchema, body: taskStatusBodySchema, response: { 200: orderTaskSchema, ...moveErrors } },
    },
    async (request) => tasks.move(actorOf(request), request.params.orderId, request.params.taskId, request.body.status),
  );

  app.post(
    '/:orderId/tasks/:taskId/comments',
    {
      ...requires('tasks:write'),
      schema: { tags, params: taskParamsSchema, querystring: taskCommentQuerySchema, response: { 201: taskCommentSchema, ...errors } },
    },
    async (request, reply) => {
      const comment = await tasks.comment(actorOf(request), request.params.orderId, request.params.taskId, request.query.comment_text);
      return reply.code(201).send(comment);
    },
  );
};

/** /api/tasks: the tasks screen's list, and the order detail modal's comment box (spec §7 PATCH /tasks/{taskId}). */
export const tasksRoutes: FastifyPluginAsyncZod<RouteContext<{ tasks: TasksService }>> = async (app, { services, guards }) => {
  const { tasks } = services;
  const tags = ['tasks'];
  app.addHook('preHandler', guards.requireActor);

  app.get('/', { schema: { tags, querystring: taskListQuerySchema, response: { 200: taskListSchema, ...errors } } }, async (request) =>
    tasks.list(actorOf(request), request.query),
  );

  app.patch(
    '/:taskId',
    {
      ...requires('tasks:write'),
      schema: { tags, params: taskIdParamsSchema, body: taskCommentBodySchema, response: { 201: taskCommentSchema, ...errors } },
    },
    async (request, reply) => {
      const comment = await tasks.commentOnTask(actorOf(request), request.params.taskId, request.body.comment);
      return reply.code(201).send(comment);
    },
  );
};
