import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';

/** Helmet with a real Content-Security-Policy for the SPA, and the global per-IP rate limit. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and Radix set inline style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.appUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The API may be called from another origin in production (spec §7); resources stay same-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.appUrl.startsWith('https:'),
  });

  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
