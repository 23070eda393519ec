import { registryImportResultSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminRegistryQueries } from './queries';

/** POST /api/admin/registry/import: the CSV file itself is the body, as text/csv. */
export function useRegistryImport() {
  return useRefreshingMutation({
    mutationFn: (file: Blob) =>
      apiRequest('/admin/registry/import', {
        schema: registryImportResultSchema,
        method: 'POST',
        body: file,
        headers: { 'content-type': 'text/csv' },
      }),
    refreshes: [adminRegistryQueries.all()],
  });
}
