import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { dataExportQueries, exportsPath, type ExportSubject } from './queries';

/** The subject's exports, polled while one is being built. */
export function useDataExports(subject: ExportSubject) {
  return useQuery(dataExportQueries.list(subject));
}

/** POST …/exports: queues a new export (409 while one is being prepared). */
export function useRequestExport(subject: ExportSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(exportsPath(subject), { schema: dataExportSchema, method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportQueries.list(subject).queryKey }),
  });
}
