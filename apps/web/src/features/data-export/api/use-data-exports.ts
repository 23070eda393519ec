import { useQuery } from '@tanstack/react-query';
import type { dataExportSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { dataExportQueries, exportsPath, type ExportSubject } from './queries';

/** The subject's exports, polled while one is being built. */
export function useDataExports(subject: ExportSubject) {
  return useQuery(dataExportQueries.list(subject));
}

/** POST …/exports: queues a new export (409 while one is being prepared). */
export function useRequestExport(subject: ExportSubject) {
  return useRefreshingMutation({
    mutationFn: () => apiRequest<Answer<typeof dataExportSchema>>(exportsPath(subject), { method: 'POST' }),
    refreshes: [dataExportQueries.list(subject).queryKey],
  });
}
