import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginBody, adminSessionResponseSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { adminSessionQueries } from './queries';

/** POST /api/admin/login: the answer is the signed-in admin, cached as the session at once. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => apiRequest<Answer<typeof adminSessionResponseSchema>>('/admin/login', { method: 'POST', body }),
    onSuccess: (session) => queryClient.setQueryData(adminSessionQueries.me().queryKey, session.admin),
  });
}
