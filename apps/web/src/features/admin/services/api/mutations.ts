import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceSchema, type AdminServiceBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminServicesKey, publicServicesKey } from './use-admin-services';

/** PUT /api/admin/services/{id}: the whole service as the form has it. */
export function useUpdateAdminService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminServiceBody }) =>
      apiRequest(`/admin/services/${encodeURIComponent(id)}`, { schema: adminServiceSchema, method: 'PUT', body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminServicesKey }),
        queryClient.invalidateQueries({ queryKey: publicServicesKey }),
      ]);
    },
  });
}
