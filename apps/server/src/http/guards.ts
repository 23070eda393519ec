import type { FastifyRequest } from 'fastify';
import type { AdminService } from '../modules/admin/admin.service';
import type { AuthService } from '../modules/auth/auth.service';
import type { UserRow } from '../modules/users/users.repository';
import { API_KEY_PREFIX, type Admin } from '@charter/shared';
import type { Actor, ApiKeyGrant } from '../lib/actor';
import { AppError } from './app-error';
import { adminTokenFrom, sessionTokenFrom } from './request-auth';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    admin: Admin | null;
    /** Set when the caller authenticated with a company API key (request.user is then the owner who made it). */
    apiKey: ApiKeyGrant | null;
  }
}

/** Resolves a bearer API key to the account it acts for and its grant (modules/api-keys). */
export interface ApiKeyAuthenticator {
  principalFor(secret: string): Promise<{ user: UserRow; grant: ApiKeyGrant } | undefined>;
}

const isApiKey = (token: string | undefined): token is string => Boolean(token?.startsWith(API_KEY_PREFIX));

/** preHandler hooks that resolve the caller or answer 401. A customer session is never an admin session. */
export function createGuards(auth: AuthService, admin: AdminService, apiKeys?: ApiKeyAuthenticator) {
  const resolveUser = async (request: FastifyRequest) => {
    const token = sessionTokenFrom(request);
    // A key is no session: it reaches only the company routes its scopes open (requireActor below).
    if (isApiKey(token)) {
      throw new AppError('FORBIDDEN', 'An API key cannot call this route: keys reach only the company routes their scopes open.');
    }
    return token ? await auth.userForSessionToken(token) : undefined;
  };
  /** A key's request: live, and the route's declared permission is one its scopes open (undeclared: refused). */
  const resolveApiKey = async (request: FastifyRequest, secret: string) => {
    const principal = apiKeys ? await apiKeys.principalFor(secret) : undefined;
    if (!principal) throw AppError.unauthenticated('This API key is not valid: it was revoked, it expired, or it never existed.');
    const permission = request.routeOptions.config.companyPermission;
    if (!permission || !principal.grant.permissions.includes(permission)) {
      throw new AppError('FORBIDDEN', 'This API key’s scopes do not open this route.');
    }
    request.user = principal.user;
    request.apiKey = principal.grant;
  };
  const resolveAdmin = async (request: FastifyRequest) => {
    const token = adminTokenFrom(request);
    return token ? await admin.adminForToken(token) : undefined;
  };

  return {
    /**
     * A preValidation hook (app.ts): a key's request to a company route is checked before its body and query are
     * validated, so a key without the scope learns nothing of the route's shape (401 or 403, never 400), as a caller
     * with no session learns nothing under /api/admin. The role check of a session needs the company (a service's
     * first step, after validation); a key's scopes are known from the route alone.
     */
    apiKeyBeforeValidation: async (request: FastifyRequest): Promise<void> => {
      if (!request.routeOptions.config.companyPermission) return;
      const token = sessionTokenFrom(request);
      if (isApiKey(token)) await resolveApiKey(request, token);
    },

    requireUser: async (request: FastifyRequest): Promise<void> => {
      const user = await resolveUser(request);
      if (!user) throw AppError.unauthenticated();
      request.user = user;
    },

    requireAdmin: async (request: FastifyRequest): Promise<void> => {
      const found = await resolveAdmin(request);
      if (!found) throw new AppError('UNAUTHENTICATED', 'Admin authentication required');
      request.admin = found;
    },

    /**
     * Company-scoped calls: a founder's session, or else an admin session (staff reach companies through the same
     * access check, with their own permissions). The founder's session wins when a browser carries both.
     */
    requireActor: async (request: FastifyRequest): Promise<void> => {
      if (request.apiKey) return;
      const token = sessionTokenFrom(request);
      if (isApiKey(token)) return resolveApiKey(request, token);
      const user = await resolveUser(request);
      if (user) {
        request.user = user;
        return;
      }
      const found = await resolveAdmin(request);
      if (!found) throw AppError.unauthenticated();
      request.admin = found;
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;

/** For handlers behind requireUser: the resolved caller. */
export function callerOf(request: FastifyRequest): UserRow {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

/** For handlers behind requireUser or requireActor: who acts, for access checks and the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  if (request.user) {
    const { id, name, email } = request.user;
    return { type: 'user', id, name, email, requestId: request.id, ...(request.apiKey ? { apiKey: request.apiKey } : {}) };
  }
  if (request.admin) {
    const { id, name, email } = request.admin;
    return { type: 'staff', id, name, email, requestId: request.id };
  }
  throw AppError.unauthenticated();
}
