import type { FastifyRequest } from 'fastify';
import type { AdminService } from '../modules/admin/admin.service';
import type { AuthService } from '../modules/auth/auth.service';
import type { UserRow } from '../modules/users/users.repository';
import type { Admin } from '@charter/shared';
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
  return {
    requireUser: async (request: FastifyRequest): Promise<void> => {
      const token = sessionTokenFrom(request);
      const user = token ? await auth.userForSessionToken(token) : undefined;
      if (!user) throw AppError.unauthenticated();
      request.user = user;
    },

    requireAdmin: async (request: FastifyRequest): Promise<void> => {
      const token = adminTokenFrom(request);
      const found = token ? await admin.adminForToken(token) : undefined;
      if (!found) throw new AppError('UNAUTHENTICATED', 'Admin authentication required');
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
