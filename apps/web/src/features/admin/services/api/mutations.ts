import type { adminServiceDeleteResultSchema, adminServiceSchema, AdminServiceBody } from '@charter/shared';
import { catalogueQueries } from '@/features/catalogue/api/queries';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminServiceQueries } from './queries';

/** A service write refreshes staff's list and the public catalogue (/products) in this browser too. */
const serviceWriteRefreshes = () => [adminServiceQueries.all(), catalogueQueries.services().queryKey];

/** POST /api/admin/services. */
export function useCreateAdminService() {
  return useRefreshingMutation({
    mutationFn: (body: AdminServiceBody) => apiRequest<Answer<typeof adminServiceSchema>>('/admin/services', { method: 'POST', body }),
    refreshes: serviceWriteRefreshes(),
  });
}

/** PUT /api/admin/services/{id}: the whole service as the form has it. */
export function useUpdateAdminService() {
  return useRefreshingMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminServiceBody }) =>
      apiRequest<Answer<typeof adminServiceSchema>>(`/admin/services/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    refreshes: serviceWriteRefreshes(),
  });
}

/** DELETE /api/admin/services/{id}: deleted, or archived when orders name it; the answer says which. */
export function useDeleteAdminService() {
  return useRefreshingMutation({
    mutationFn: (id: string) =>
      apiRequest<Answer<typeof adminServiceDeleteResultSchema>>(`/admin/services/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    refreshes: serviceWriteRefreshes(),
  });
}

/** POST /api/admin/services/{id}/restore: an archived service back in the catalogue. */
export function useRestoreAdminService() {
  return useRefreshingMutation({
    mutationFn: (id: string) =>
      apiRequest<Answer<typeof adminServiceSchema>>(`/admin/services/${encodeURIComponent(id)}/restore`, { method: 'POST' }),
    refreshes: serviceWriteRefreshes(),
  });
}
