import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Admin, AdminDemoCredentials, AdminLoginBody, AdminSessionResponse, MessageResponse } from '@charter/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

export const adminQueryKey = ['admin', 'me'] as const;

/** The signed-in admin, or null. The admin session lives in an HttpOnly cookie set by the server. */
export function useAdmin() {
  return useQuery({
    queryKey: adminQueryKey,
    queryFn: async (): Promise<Admin | null> => {
      try {
        return await apiRequest<Admin>('/admin/me');
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
    mutationFn: (body: AdminLoginBody) => apiRequest<AdminSessionResponse>('/admin/login', { method: 'POST', body }),
    onSuccess: (session) => queryClient.setQueryData(adminQueryKey, session.admin),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>('/admin/logout', { method: 'POST' }),
    onSettled: () => queryClient.removeQueries({ queryKey: ['admin'] }),
  });
}

export function useAdminDemoCredentials() {
  return useQuery({
    queryKey: ['admin', 'demo-credentials'],
    queryFn: () => apiRequest<AdminDemoCredentials>('/admin/demo-credentials'),
    staleTime: Infinity,
  });
}
