import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceSchema, type AdminServiceBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminServicesKey, publicServicesKey } from './use-admin-services';

/** POST /api/admin/services. */
export function useCreateAdminService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminServiceBody) => apiRequest('/admin/services', { schema: adminServiceSchema, method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminServicesKey }),
        queryClient.invalidateQueries({ queryKey: publicServicesKey }),
      ]);
    },
  });
}
