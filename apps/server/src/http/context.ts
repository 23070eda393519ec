import type { GoogleOAuth } from '../adapters/google/google-oauth';
import type { MailTransport } from '../adapters/mail/mail-transport';
import type { OutboxTransport } from '../adapters/mail/outbox-transport';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { RequestMetrics } from '../modules/analytics/request-metrics';
import type { Readiness } from '../lib/readiness';
import type { Guards } from './guards';

/** What the composition root hands every route module besides its services. */
export interface HttpContext {
  config: AppConfig;
  database: Database;
  mail: MailTransport;
  /** Present when mail goes to the embedded outbox instead of SMTP. */
  outbox: OutboxTransport | undefined;
  google: GoogleOAuth | undefined;
  guards: Guards;
  /** This process's Prometheus registry and last hour of request latency. */
  requestMetrics: RequestMetrics;
  /** GET /api/ready's checks, and the draining flag SIGTERM sets. */
  readiness: Readiness;
}

/**
 * A route module's options: the HTTP context and the services it uses, named by the module itself (it depends on those
 * alone; the composition root passes its whole bag, which has them all).
 */
export type RouteContext<Services> = HttpContext & { services: Services };

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}
