import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceDeleteResultSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminServicesKey, publicServicesKey } from './use-admin-services';

/** DELETE /api/admin/services/{id}: deleted, or archived when orders name it; the answer says which. */
export function useDeleteAdminService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/services/${encodeURIComponent(id)}`, { schema: adminServiceDeleteResultSchema, method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminServicesKey }),
        queryClient.invalidateQueries({ queryKey: publicServicesKey }),
      ]);
    },
  });
}
