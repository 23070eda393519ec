import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

interface Options {
  what: string;
  /** How long closing may take (requests in flight, running jobs) before the process exits 1 anyway. */
  graceMs: number;
  /** Serve normally this long after the signal while GET /api/ready answers 503, so the load balancer moves away first. */
  delayMs?: number;
}

/**
 * On SIGTERM or SIGINT: GET /api/ready answers 503 from now on; after `delayMs` the listener closes (no new
 * connections; idle kept-alive ones are closed, a request arriving on a busy one answers 503), requests in flight
 * finish, running jobs finish, the queues stop, then the database closes; exit 1 if that takes longer than `graceMs`.
 */
export function closeOnSignals(app: FastifyInstance, database: Database, { what, graceMs, delayMs = 0 }: Options): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.drain();
    app.log.info(`${signal} received, ${what}`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const force = setTimeout(() => {
      app.log.warn(`still ${what} after ${graceMs / 1000} s: exiting`);
      process.exit(1);
    }, graceMs).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
