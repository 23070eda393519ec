import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Admin,
  type AdminLoginBody,
  adminDemoCredentialsSchema,
  adminSchema,
  adminSessionResponseSchema,
  messageSchema,
} from '@charter/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

export const adminQueryKey = ['admin', 'me'] as const;

/** The signed-in admin, or null. The admin session lives in an HttpOnly cookie set by the server. */
export function useAdmin() {
  return useQuery({
    queryKey: adminQueryKey,
    queryFn: async (): Promise<Admin | null> => {
      try {
        return await apiRequest('/admin/me', { schema: adminSchema });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => apiRequest('/admin/login', { schema: adminSessionResponseSchema, method: 'POST', body }),
    onSuccess: (session) => queryClient.setQueryData(adminQueryKey, session.admin),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/admin/logout', { schema: messageSchema, method: 'POST' }),
    onSettled: () => queryClient.removeQueries({ queryKey: ['admin'] }),
  });
}

export function useAdminDemoCredentials() {
  return useQuery({
    queryKey: ['admin', 'demo-credentials'],
    queryFn: () => apiRequest('/admin/demo-credentials', { schema: adminDemoCredentialsSchema }),
    staleTime: Infinity,
  });
}
