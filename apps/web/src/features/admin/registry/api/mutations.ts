import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registryImportResultSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminRegistryQueries } from './queries';

/** POST /api/admin/registry/import: the CSV file itself is the body, as text/csv. */
export function useRegistryImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) =>
      apiRequest('/admin/registry/import', {
        schema: registryImportResultSchema,
        method: 'POST',
        body: file,
        headers: { 'content-type': 'text/csv' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRegistryQueries.all() }),
  });
}
