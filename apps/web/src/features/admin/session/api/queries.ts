import { queryOptions } from '@tanstack/react-query';
import type { Admin, adminDemoCredentialsSchema, adminSchema } from '@charter/shared';
import { type Answer, ApiError, apiRequest } from '@/lib/api-client';

/** The back office's session: who is signed in, and the demo credentials the sign-in page offers. */
export const adminSessionQueries = {
  all: () => ['admin', 'session'] as const,
  /** GET /api/admin/me: the signed-in admin, or null (the session lives in an HttpOnly cookie). */
  me: () =>
    queryOptions({
      queryKey: [...adminSessionQueries.all(), 'me'] as const,
      queryFn: async (): Promise<Admin | null> => {
        try {
          return await apiRequest<Answer<typeof adminSchema>>('/admin/me');
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }
      },
    }),
  /** GET /api/admin/demo-credentials: fixed for the server's life. */
  demoCredentials: () =>
    queryOptions({
      queryKey: [...adminSessionQueries.all(), 'demo-credentials'] as const,
      queryFn: () => apiRequest<Answer<typeof adminDemoCredentialsSchema>>('/admin/demo-credentials'),
      staleTime: Infinity,
    }),
};
