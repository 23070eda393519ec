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

/** Helmet's options for documents (the SPA's pages, its assets, the API reference), with a real Content-Security-Policy. */
export function documentSecurityHeaders(config: AppConfig, { payingPage = false }: { payingPage?: boolean } = {}): HelmetOptions {
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
    // Fastify and @fastify/static set no X-Powered-By: nothing to remove.
    xPoweredBy: false,
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
 * Helmet's options for the JSON answers: the headers OWASP's REST Security Cheat Sheet asks of every API answer, and
 * no more. The rest of helmet's set (a page's CSP, Referrer-Policy, COOP, Origin-Agent-Cluster, the DNS-prefetch,
 * download and cross-domain-policy switches) steers how a browser treats an HTML document and its subresources, and a
 * JSON answer is neither. Cross-Origin-Resource-Policy stays: it keeps another site from pulling an answer into its
 * own process. Seven headers fewer (about 420 bytes) on each of the API’s answers.
 */
export function apiSecurityHeaders(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.appUrl.startsWith('https:'),
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Fastify sets no X-Powered-By: nothing to remove.
    xPoweredBy: false,
  };
}

/**
 * The headers a helmet middleware sets, taken once by running it on a recording response: with static options (no
 * directive is a function of the request) it sets the same values on every answer, and replaying them costs one
 * `reply.headers` instead of helmet's chain of middlewares rebuilding each value.
 */
export function recordedHeaders(options: HelmetOptions): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw new Error('helmet failed on static options', { cause: error });
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded');
  return { set, removed };
}

/** The API's JSON answers; everything else (pages, assets, the API reference) is a document. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** An answer's security headers, by its URL: one set for the JSON answers, one for documents, one for the paying page. */
export type SecurityHeadersFor = (url: string) => { set: Record<string, string>; removed: string[] };

/** Each set recorded once from helmet (recordedHeaders), at start. */
export function securityHeadersByAnswer(config: AppConfig): SecurityHeadersFor {
  const api = recordedHeaders(apiSecurityHeaders(config));
  const document = recordedHeaders(documentSecurityHeaders(config));
  const payingPage = config.payments.razorpay ? recordedHeaders(documentSecurityHeaders(config, { payingPage: true })) : undefined;
  return (url) => (isJsonApi(url) ? api : payingPage && url.startsWith(PAYING_PAGE_PREFIX) ? payingPage : document);
}

/**
 * The security headers on every answer, and the global per-IP rate limit: counted in this process, or in Redis
 * (REDIS_URL) so that several API processes share one count per address.
 *
 * The headers are helmet's, recorded once per kind of answer (securityHeadersByAnswer) and given in one hook.
 * @fastify/helmet, used before, built helmet anew for each document it served and ran two hooks of its own (one async)
 * on every request, the JSON answers included. Without it, and with the REST set on JSON: GET /api/auth/me 35 -> 33 µs
 * of CPU and 1,166 -> 744 bytes per answer (interleaved A/B, 5 rounds, medians).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  securityHeadersFor: SecurityHeadersFor,
  redis?: Redis,
): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const { set, removed } = securityHeadersFor(request.url);
    // Given to the reply, not to Node's response: a response with no header of its own yet takes Node's fast path when
    // Fastify writes the head, where one header set on it sends every header through setHeader's checks (measured on
    // GET /api/auth/me, interleaved A/B: 248 to 214 µs of CPU per request).
    reply.headers(set);
    for (const name of removed) reply.raw.removeHeader(name);
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
