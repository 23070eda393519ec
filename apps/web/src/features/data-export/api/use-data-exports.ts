import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportListSchema, dataExportSchema, type DataExportList } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** Whose exports: one company's (any member who can read it), or the signed-in account's. */
export type ExportSubject = { scope: 'company'; companyId: string } | { scope: 'account' };

const pathOf = (subject: ExportSubject) =>
  subject.scope === 'company' ? `/companies/${encodeURIComponent(subject.companyId)}/exports` : '/users/me/exports';

export const dataExportKeys = {
  list: (subject: ExportSubject) =>
    subject.scope === 'company' ? (['companies', subject.companyId, 'exports'] as const) : (['users', 'me', 'exports'] as const),
};

/** While an export is queued or running, its progress is asked for every second. */
const POLL_MS = 1000;
const inProgress = (list: DataExportList | undefined) => list?.exports[0]?.status === 'queued' || list?.exports[0]?.status === 'running';

/** GET …/exports: this account's latest exports of the subject, newest first; polled while the newest is being built. */
export function useDataExports(subject: ExportSubject) {
  return useQuery({
    queryKey: dataExportKeys.list(subject),
    queryFn: async () => await apiRequest(pathOf(subject), { schema: dataExportListSchema }),
    refetchInterval: (query) => (inProgress(query.state.data) ? POLL_MS : false),
  });
}

/** POST …/exports: queues a new export (409 while one is being prepared). */
export function useRequestExport(subject: ExportSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(pathOf(subject), { schema: dataExportSchema, method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.list(subject) }),
  });
}
