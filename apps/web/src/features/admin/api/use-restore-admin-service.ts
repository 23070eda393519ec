import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminServicesKey, publicServicesKey } from './use-admin-services';

/** POST /api/admin/services/{id}/restore: an archived service back in the catalogue. */
export function useRestoreAdminService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/services/${encodeURIComponent(id)}/restore`, { schema: adminServiceSchema, method: 'POST' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminServicesKey }),
        queryClient.invalidateQueries({ queryKey: publicServicesKey }),
      ]);
    },
  });
}
