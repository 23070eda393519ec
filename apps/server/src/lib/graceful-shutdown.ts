import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/**
 * On SIGTERM or SIGINT: close the app (connections drain, running jobs finish, the queues stop), then the database;
 * exit 1 if that takes longer than `graceMs`.
 */
export function closeOnSignals(app: FastifyInstance, database: Database, { what, graceMs }: { what: string; graceMs: number }): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, ${what}`);
    const force = setTimeout(() => process.exit(1), graceMs).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
