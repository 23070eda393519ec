import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_COOKIE, ADMIN_TOKEN_HEADER, SESSION_COOKIE } from '@charter/shared';
import { AppError } from './app-error';

/** The bearer token wins over the cookie, so API clients and the SPA behave the same. */
export function sessionTokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function adminTokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers[ADMIN_TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  return request.cookies[ADMIN_COOKIE] || undefined;
}

interface CookieOptions {
  appUrl: string;
  maxAgeSeconds: number;
}

/** Spec §9: secure + SameSite=None off localhost (cross-site API hosts), Lax on localhost. */
export function setAuthCookie(reply: FastifyReply, name: string, value: string, { appUrl, maxAgeSeconds }: CookieOptions): void {
  const local = isLocalOrigin(appUrl);
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    maxAge: maxAgeSeconds,
    sameSite: local ? 'lax' : 'none',
    secure: !local,
  });
}

export function clearAuthCookie(reply: FastifyReply, name: string, appUrl: string): void {
  const local = isLocalOrigin(appUrl);
  reply.clearCookie(name, {
    path: '/',
    httpOnly: true,
    sameSite: local ? 'lax' : 'none',
    secure: !local,
  });
}

function isLocalOrigin(appUrl: string): boolean {
  const { hostname } = new URL(appUrl);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from the app's own origin: a cross-site form or fetch carrying the
 * session cookie is refused. Clients that send no Origin (curl, server-to-server) are not browsers and pass.
 */
export function assertSameOrigin(request: FastifyRequest, appUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site request refused');
  const origin = request.headers.origin;
  if (!origin) return;
  const allowed = new Set([new URL(appUrl).origin, `${request.protocol}://${request.host}`]);
  if (!allowed.has(origin)) throw new AppError('FORBIDDEN', 'Cross-site request refused');
}

export function requestIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

/** Cookie names, re-exported for routes. */
export { ADMIN_COOKIE, SESSION_COOKIE };
