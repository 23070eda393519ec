import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailboxSchema } from '@charter/shared';
import { AppError } from '../../http/app-error';
import type { RouteContext } from '../../http/context';
import { errorResponses, routeGroup } from '../../http/route-schema';

const healthSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['ok']),
  uptime_seconds: z.number(),
});

const checkSchema = z.enum(['ok', 'failed', 'not_configured']);
const readySchema = z.object({
  status: z.enum(['ready']),
  checks: z.object({ database: checkSchema, redis: checkSchema, queue: checkSchema }),
});

export const systemRoutes: FastifyPluginAsyncZod<RouteContext<Record<never, never>>> = async (
  app,
  { config, database, outbox, readiness },
) => {
  const route = routeGroup(['system'], errorResponses(503));
  app.get('/health', route({ response: { 200: healthSchema } }), async () => {
    try {
      await database.ping();
    } catch (cause) {
      throw new AppError('PROVIDER_UNAVAILABLE', 'Database unreachable', {
        cause,
      });
    }
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      uptime_seconds: Math.round(process.uptime()),
    };
  });

  // Readiness for a load balancer: the database, Redis (when configured) and the job queue answer, and no SIGTERM yet.
  app.get('/ready', route({ response: { 200: readySchema } }), async (_request, reply) => {
    const report = await readiness.report();
    if (!report.ready) {
      const failed = Object.entries(report.checks)
        .filter(([, result]) => result === 'failed')
        .map(([name]) => name);
      const detail = report.draining ? 'Not ready: shutting down' : `Not ready: ${failed.join(', ')} unreachable`;
      // Answered here rather than thrown: an expected state, polled every few seconds, not an error to log.
      return reply.status(503).headers({ 'retry-after': '5', 'cache-control': 'no-store' }).send({ detail, code: 'PROVIDER_UNAVAILABLE' });
    }
    void reply.header('cache-control', 'no-store');
    return { status: 'ready' as const, checks: report.checks };
  });

  // The embedded outbox is a development tool: it exists only outside production and only without SMTP.
  if (!config.isProduction && outbox) {
    app.get('/dev/mailbox', route({ response: { 200: mailboxSchema }, errors: errorResponses() }), async () => {
      const rows = await outbox.recent(50);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments.map((file) => ({ filename: file.filename, content_type: file.contentType, size: file.size })),
          created_at: row.createdAt.toISOString(),
        })),
      };
    });
  }
};
