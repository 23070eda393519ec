import type { FastifyRequest } from 'fastify';
import type { AdminService } from '../modules/admin/admin.service';
import type { AuthService } from '../modules/auth/auth.service';
import type { UserRow } from '../modules/users/users.repository';
import type { Admin } from '@charter/shared';
import type { Actor } from '../lib/actor';
import { AppError } from './app-error';
import { adminTokenFrom, sessionTokenFrom } from './request-auth';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    admin: Admin | null;
  }
}

/** preHandler hooks that resolve the caller or answer 401. A customer session is never an admin session. */
export function createGuards(auth: AuthService, admin: AdminService) {
  const resolveUser = async (request: FastifyRequest) => {
    const token = sessionTokenFrom(request);
    return token ? await auth.userForSessionToken(token) : undefined;
  };
  const resolveAdmin = async (request: FastifyRequest) => {
    const token = adminTokenFrom(request);
    return token ? await admin.adminForToken(token) : undefined;
  };

  return {
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
    return { type: 'user', id, name, email, requestId: request.id };
  }
  if (request.admin) {
    const { id, name, email } = request.admin;
    return { type: 'staff', id, name, email, requestId: request.id };
  }
  throw AppError.unauthenticated();
}
