import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '@charter/shared';
import { sha256 } from '../lib/secrets';
import { sessionTokenFrom } from './request-auth';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';

/** Razorpay's checkout.js and the frames and calls it makes: allowed only on the paying page, only when it is configured. */
const razorpayOrigins = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** The paying page (/pay/{orderId}) is the one page that may load a payment provider's script. */
export const PAYING_PAGE_PREFIX = '/pay/';

/** Helmet's options, with a real Content-Security-Policy for the SPA: the headers every answer carries. */
export function appSecurityHeaders(config: AppConfig, { payingPage = false }: { payingPage?: boolean } = {}): FastifyHelmetOptions {
  const razorpay = payingPage && config.payments.razorpay ? razorpayOrigins : { script: [], frame: [], connect: [] };
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay.script],
        // sonner and Radix set inline style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...razorpay.connect],
        ...(razorpay.frame.length ? { frameSrc: razorpay.frame } : {}),
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
  };
}

/** Probes a load balancer sends every few seconds from one address: never limited, and they need no Redis. */
const probes = new Set(['/api/health', '/api/ready']);

const API_KEY_RATE_PREFIX = 'api-key:';

function apiKeyRateKey(request: FastifyRequest): string | undefined {
  const token = sessionTokenFrom(request);
  return token?.startsWith(API_KEY_PREFIX) ? `${API_KEY_RATE_PREFIX}${sha256(token)}` : undefined;
}

/**
 * helmet's own middleware, built once, for the real response of a request. (@fastify/helmet types its options from
 * helmet's CommonJS declarations, this import from its ES module ones: the same object, two names to TypeScript.)
 */
export const helmetMiddleware = (options: FastifyHelmetOptions) => helmet(options as HelmetOptions);

/**
 * The headers a helmet middleware sets, taken once by running it on a recording response: with static options (no
 * directive is a function of the request) it sets the same values on every answer, and replaying the list costs a few
 * setHeader calls instead of helmet's chain of thirteen middlewares rebuilding each value.
 */
export function recordedHeaders(middleware: ReturnType<typeof helmetMiddleware>): {
  set: [string, string][];
  removed: string[];
} {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw new Error('helmet failed on static options', { cause: error });
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded');
  return { set, removed };
}

/** The API's JSON answers; everything else (pages, assets, the API reference) is a document. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The security headers on every answer, and the global per-IP rate limit: counted in this process, or in Redis
 * (REDIS_URL) so that several API processes share one count per address.
 *
 * Documents get them from @fastify/helmet (`reply.helmet`, with the paying page's own CSP). The JSON answers, most
 * of the traffic, get the same headers from one helmet middleware built here: @fastify/helmet builds helmet anew for
 * every request it serves, which took GET /api/auth/me from 35 to 63 µs of CPU per request; and since helmet's own
 * middleware recomputes the same values each time, its headers are recorded once and replayed (recordedHeaders).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  helmetOptions: FastifyHelmetOptions,
  redis?: Redis,
): Promise<void> {
  await app.register(fastifyHelmet, { ...helmetOptions, global: false });
  const payingPage = config.payments.razorpay ? appSecurityHeaders(config, { payingPage: true }) : undefined;
  const jsonApiHeaders = recordedHeaders(helmetMiddleware(helmetOptions));
  // Given to the reply, not to Node's response: a response with no header of its own yet takes Node's fast path when
  // Fastify writes the head, where one header set on it sends every header through setHeader's checks (measured on
  // GET /api/auth/me, interleaved A/B: 248 to 214 µs of CPU per request).
  const jsonApiHeaderValues = Object.fromEntries(jsonApiHeaders.set);
  app.addHook('onRequest', (request, reply, done) => {
    if (isJsonApi(request.url)) {
      reply.headers(jsonApiHeaderValues);
      for (const name of jsonApiHeaders.removed) reply.raw.removeHeader(name);
      return done();
    }
    reply.helmet(payingPage && request.url.startsWith(PAYING_PAGE_PREFIX) ? payingPage : undefined);
    done();
  });

  await app.register(rateLimit, {
    // A request with an API key is counted against the key (wherever it comes from), others against their address.
    keyGenerator: (request) => apiKeyRateKey(request) ?? request.ip,
    max: (_request, key) => (key.startsWith(API_KEY_RATE_PREFIX) ? config.apiKeyRateLimitMax : config.rateLimitMax),
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/') || probes.has(request.url.split('?')[0]!),
    ...(redis
      ? {
          redis,
          nameSpace: 'charter:rate-limit:',
          // Redis unreachable: let requests through (the sign-in limits are counted in the database regardless).
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
