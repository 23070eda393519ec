import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceDeleteResultSchema, adminServiceSchema, type AdminServiceBody } from '@charter/shared';
import { catalogueQueries } from '@/features/catalogue/api/queries';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueries } from './queries';

/** A service write refreshes staff's list and the public catalogue (/products) in this browser too. */
function useRefreshServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminServiceQueries.all() }),
      queryClient.invalidateQueries({ queryKey: catalogueQueries.services().queryKey }),
    ]);
}

/** POST /api/admin/services. */
export function useCreateAdminService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (body: AdminServiceBody) => apiRequest('/admin/services', { schema: adminServiceSchema, method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/services/{id}: the whole service as the form has it. */
export function useUpdateAdminService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminServiceBody }) =>
      apiRequest(`/admin/services/${encodeURIComponent(id)}`, { schema: adminServiceSchema, method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/services/{id}: deleted, or archived when orders name it; the answer says which. */
export function useDeleteAdminService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/services/${encodeURIComponent(id)}`, { schema: adminServiceDeleteResultSchema, method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/services/{id}/restore: an archived service back in the catalogue. */
export function useRestoreAdminService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/services/${encodeURIComponent(id)}/restore`, { schema: adminServiceSchema, method: 'POST' }),
    onSuccess: refresh,
  });
}
