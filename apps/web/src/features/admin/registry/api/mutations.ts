import type { registryImportResultSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminRegistryQueries } from './queries';

/** POST /api/admin/registry/import: the CSV file itself is the body, as text/csv. */
export function useRegistryImport() {
  return useRefreshingMutation({
    mutationFn: (file: Blob) =>
      apiRequest<Answer<typeof registryImportResultSchema>>('/admin/registry/import', {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'text/csv' },
      }),
    refreshes: [adminRegistryQueries.all()],
  });
}
