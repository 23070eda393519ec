import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, mailboxSchema } from '@charter/shared';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/context';

const healthSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['ok']),
  uptime_seconds: z.number(),
});

export const systemRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, database, outbox }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async () => {
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
    },
  );

  // The embedded outbox is a development tool: it exists only outside production and only without SMTP.
  if (!config.isProduction && outbox) {
    app.get('/dev/mailbox', { schema: { tags: ['system'], response: { 200: mailboxSchema } } }, async () => {
      const rows = await outbox.recent(50);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          created_at: row.createdAt.toISOString(),
        })),
      };
    });
  }
};
